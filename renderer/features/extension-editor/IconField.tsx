import { useId } from 'react';
import { ICON_SIZE } from '#shared/domain/uploads';
import { useUpload } from './useUpload';
import { useFileUrl } from '../../api/ApiContext';

/** 'Extension Icon' (spec §5): prefilled from the .aix when it packs one, or uploaded. */
export function IconField({
  icon,
  error,
  generated = false,
  onChange,
}: {
  icon: string;
  error?: string | undefined;
  /** The icon is a generated tile (the .aix packs none). */
  generated?: boolean;
  onChange: (url: string) => void;
}) {
  const id = useId();
  const fileUrl = useFileUrl();
  const { state, start } = useUpload('icon');
  const message = (state.status === 'error' ? state.message : undefined) ?? error;
  return (
    <div className={`form-field${message ? ' form-field--invalid' : ''}`}>
      <span className="form-field__label" id={`${id}-label`}>
        Extension Icon
      </span>
      <div className="editor-icon">
        {icon ? (
          <img
            className="editor-icon__img"
            src={fileUrl(icon)}
            alt="Current icon"
            width={64}
            height={64}
          />
        ) : (
          <span className="editor-icon__empty" aria-hidden="true" />
        )}
        <input
          id={`${id}-file`}
          className="editor-icon__input"
          type="file"
          accept="image/png,image/jpeg,image/webp,image/gif"
          aria-labelledby={`${id}-label ${id}-button`}
          aria-describedby={message ? `${id}-error` : `${id}-hint`}
          aria-invalid={message ? true : undefined}
          onChange={event => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) {
              void start(file).then(response => {
                if (response) onChange(response.file.url);
              });
            }
          }}
        />
        <label
          id={`${id}-button`}
          htmlFor={`${id}-file`}
          className="btn btn--secondary btn--sm"
        >
          {state.status === 'uploading'
            ? 'Uploading…'
            : icon
              ? 'Change icon'
              : 'Upload icon'}
        </label>
      </div>
      <p className="form-field__hint" id={`${id}-hint`}>
        {generated
          ? 'A generated tile, as the .aix packs no icon file. Upload your own any time: '
          : ''}
        PNG, JPEG, WebP or GIF; resized to {ICON_SIZE}×{ICON_SIZE}.
      </p>
      {message && (
        <p className="form-field__error" id={`${id}-error`} role="alert">
          {message}
        </p>
      )}
    </div>
  );
}
