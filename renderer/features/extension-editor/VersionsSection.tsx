import { useState } from 'react';
import type { EditorExtension } from '#shared/api/publishing';
import { formatDate } from '#shared/format';
import { formatBytes } from '#shared/format-bytes';
import { useApi } from '../../api/ApiContext';
import { deleteVersion } from '#shared/api/client/publishing';
import { Button } from '../../components/Button';
import { toast } from '../../components/toast-store';
import { ConfirmDialog } from '../my-extensions/ConfirmDialog';

/** Saved versions, newest first; any but the last remaining one can be deleted. */
export function VersionsSection({
  extension,
  onChanged,
}: {
  extension: EditorExtension;
  onChanged: (extension: EditorExtension) => void;
}) {
  const api = useApi();
  const [target, setTarget] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const versions = extension.aixVersions;

  const confirm = async () => {
    if (!target) return;
    setBusy(true);
    try {
      const next = await deleteVersion(api, {
        extensionId: extension.extensionId,
        versionName: target,
      });
      void toast(`Version ${target} was deleted.`, { theme: 'success' });
      onChanged(next);
      setTarget(null);
    } catch (error) {
      void toast(
        error instanceof Error ? error.message : 'The version was not deleted.',
        {
          theme: 'danger',
        },
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="editor-section" aria-labelledby="editor-versions-title">
      <h2 id="editor-versions-title" className="editor-section__title">
        Versions
      </h2>
      <ul className="editor-versions">
        {versions.map(version => (
          <li
            key={`${version.versionCode}-${version.versionName}`}
            className="editor-version"
          >
            <span className="editor-version__name">{version.versionName}</span>
            <span className="editor-version__facts">
              {formatDate(version.uploadedAt)} · {formatBytes(version.fileSize)} · SDK{' '}
              {version.minSdk}
            </span>
            <Button
              variant="ghost"
              size="sm"
              disabled={versions.length < 2}
              title={
                versions.length < 2 ? 'The only version cannot be deleted' : undefined
              }
              onClick={() => setTarget(version.versionName)}
            >
              Delete
              <span className="visually-hidden"> version {version.versionName}</span>
            </Button>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={target !== null}
        title={`Delete version ${target ?? ''}?`}
        confirmLabel="Delete version"
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setTarget(null)}
      >
        <p>Its file is removed for good. Buyers keep the other versions.</p>
      </ConfirmDialog>
    </section>
  );
}
