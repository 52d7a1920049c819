import { type DragEvent, useId, useState } from 'react';
import type { AixUploadInfo } from '#shared/api/uploads';
import { aixFileProblem } from './aix-file';
import { useUpload } from './useUpload';
import './AixDropZone.css';

/**
 * Drop or choose an .aix. The server reads it completely before storing anything;
 * a refused file shows the reader's one-line message.
 */
export function AixDropZone({
  label,
  error,
  onUploaded,
}: {
  label: string;
  error?: string | undefined;
  onUploaded: (info: AixUploadInfo) => void;
}) {
  const id = useId();
  const { state, start } = useUpload('aix');
  const [dragging, setDragging] = useState(false);
  const [localError, setLocalError] = useState<string | null>(null);

  const accept = (file: File | undefined) => {
    if (!file) return;
    const problem = aixFileProblem(file);
    setLocalError(problem);
    if (problem) return;
    void start(file).then(response => {
      if (response?.aix) onUploaded(response.aix);
      else if (response) setLocalError('The server did not read this file as an .aix.');
    });
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    accept(event.dataTransfer.files[0]);
  };

  const message =
    localError ?? (state.status === 'error' ? state.message : undefined) ?? error;
  const info = state.status === 'done' ? state.response.aix : undefined;

  return (
    <div className="aix-drop">
      <div
        className={`aix-drop__zone${dragging ? ' aix-drop__zone--over' : ''}${message ? ' aix-drop__zone--error' : ''}`}
        onDragEnter={event => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragOver={event => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="aix-drop"
      >
        <p className="aix-drop__title">{label}</p>
        <p className="aix-drop__hint">Drop the .aix here, or</p>
        <input
          id={`${id}-file`}
          className="aix-drop__input"
          type="file"
          accept=".aix"
          aria-describedby={message ? `${id}-error` : undefined}
          aria-invalid={message ? true : undefined}
          onChange={event => {
            accept(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <label htmlFor={`${id}-file`} className="btn btn--secondary btn--md">
          Choose .aix file
        </label>
        {state.status === 'uploading' && (
          <div className="aix-drop__progress">
            <label htmlFor={`${id}-progress`}>
              Uploading and reading {state.fileName}…
            </label>
            <progress id={`${id}-progress`} max={1} value={state.progress} />
          </div>
        )}
        {message && (
          <p id={`${id}-error`} className="aix-drop__error" role="alert">
            {message}
          </p>
        )}
      </div>
      {info && <AixSummary info={info} />}
    </div>
  );
}

function AixSummary({ info }: { info: AixUploadInfo }) {
  return (
    <dl className="aix-drop__summary" aria-label="What the .aix contains">
      <div>
        <dt>Package</dt>
        <dd>{info.packageName}</dd>
      </div>
      <div>
        <dt>Version</dt>
        <dd>
          {info.versionName} (code {info.versionCode})
        </dd>
      </div>
      <div>
        <dt>Built with</dt>
        <dd>{info.buildTool}</dd>
      </div>
      <div>
        <dt>Components</dt>
        <dd>{info.componentCount}</dd>
      </div>
      <div>
        <dt>Min SDK</dt>
        <dd>{info.minSdk ?? 'not stated'}</dd>
      </div>
      <div>
        <dt>Permissions</dt>
        <dd>{info.permissions.length > 0 ? info.permissions.join(', ') : 'none'}</dd>
      </div>
      {info.warnings.length > 0 && (
        <div className="aix-drop__warnings">
          <dt>Notes</dt>
          <dd>
            <ul>
              {info.warnings.slice(0, 5).map(warning => (
                <li key={warning}>{warning}</li>
              ))}
            </ul>
          </dd>
        </div>
      )}
    </dl>
  );
}
