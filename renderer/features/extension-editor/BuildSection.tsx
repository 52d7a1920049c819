import type { EditorExtension } from '#shared/api/publishing';
import type { AixUploadInfo } from '#shared/api/uploads';
import { diffPermissions } from '#shared/domain/permission-diff';
import { ButtonLink } from '../../components/Button';
import { PermissionDiff } from '../extension/PermissionDiff';
import { TextAreaField } from '../../components/FormField';
import { AixDropZone } from './AixDropZone';
import type { EditorErrors, EditorValues } from './editor-form';

/**
 * The .aix: the first build when adding, a new version when editing. Before a new
 * version is saved the maker sees which permissions it adds.
 */
export function BuildSection({
  extension,
  values,
  errors,
  pending,
  onUploaded,
  onReleaseNotes,
}: {
  extension: EditorExtension | null;
  values: EditorValues;
  errors: EditorErrors;
  pending: AixUploadInfo | null;
  onUploaded: (info: AixUploadInfo) => void;
  onReleaseNotes: (text: string) => void;
}) {
  const latest = extension?.aixVersions[0];
  const otherExtension =
    !extension && pending?.existingExtensionId ? pending.existingExtensionId : null;
  return (
    <fieldset className="editor-section">
      <legend className="editor-section__title">
        {extension ? 'New version' : 'Extension file'}
      </legend>
      <AixDropZone
        label={
          extension
            ? 'Upload a new build of this extension (adds a version)'
            : 'Upload your extension (.aix): we fill in the form from it'
        }
        error={errors.aix}
        onUploaded={onUploaded}
      />
      {otherExtension && (
        <p className="editor-notice" role="status">
          You already have an extension with this package.{' '}
          <ButtonLink
            variant="ghost"
            size="sm"
            to={`/dashboard/my-extensions/edit/${encodeURIComponent(otherExtension)}`}
          >
            Add this build as a new version there
          </ButtonLink>
        </p>
      )}
      {extension && pending && (
        <PermissionDiff
          title={`Permission changes from ${latest?.versionName ?? 'the last version'} to ${pending.versionName}`}
          diff={diffPermissions(latest?.permissions ?? [], pending.permissions)}
        />
      )}
      {extension && pending && (
        <p className="editor-notice" role="status">
          Version {pending.versionName} will be added when you save.
        </p>
      )}
      {(values.aixUploadId || !extension) && (
        <TextAreaField
          id="ext-release-notes"
          label="Release notes"
          badge="optional"
          rows={2}
          value={values.releaseNotes}
          onChange={event => onReleaseNotes(event.target.value)}
        />
      )}
    </fieldset>
  );
}
