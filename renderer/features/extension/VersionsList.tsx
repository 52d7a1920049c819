import type { Version } from '#shared/api/extensions';
import { formatDate } from '#shared/format';
import { formatBytes } from '#shared/format-bytes';
import { CopyButton } from '../../components/CopyButton';
import { SignedBy } from './SignedBy';
import './VersionsList.css';

/** Permissions a version asks for that the version before it did not. */
export function addedPermissions(
  version: Version,
  previous: Version | undefined,
): string[] {
  if (!previous) return [];
  const before = new Set(previous.permissions);
  return version.permissions.filter(permission => !before.has(permission));
}

/**
 * Every published version, newest first, with notes, what changed in permissions
 * and its sha256 (with Copy), so a buyer can check a file without the JSON API,
 * and the server's signature of it (SignedBy).
 */
export function VersionsList({
  versions,
  packageName,
}: {
  versions: readonly Version[];
  packageName: string;
}) {
  if (versions.length === 0) {
    return <p className="versions__none">No versions have been uploaded yet.</p>;
  }
  const newestFirst = [...versions].sort((a, b) => b.versionCode - a.versionCode);
  return (
    <ol className="versions">
      {newestFirst.map((version, index) => {
        const added = addedPermissions(version, newestFirst[index + 1]);
        // The server's diff also knows what an update stopped asking for.
        const removed = version.permissionDiff?.removed ?? [];
        return (
          <li key={`${version.versionCode}-${version.versionName}`} className="version">
            <div className="version__head">
              <h3 className="version__name">
                {version.versionName}
                {index === 0 && <span className="version__latest">Latest</span>}
              </h3>
              <time className="version__date" dateTime={version.uploadedAt}>
                {formatDate(version.uploadedAt)}
              </time>
            </div>
            <dl className="version__facts">
              <div>
                <dt>Size</dt>
                <dd>{formatBytes(version.fileSize)}</dd>
              </div>
              <div>
                <dt>Min SDK</dt>
                <dd>{version.minSdk}</dd>
              </div>
              <div className="version__hash">
                <dt>sha256</dt>
                <dd>
                  <code>{version.sha256}</code>
                  <CopyButton
                    text={version.sha256}
                    label={`sha256 of ${version.versionName}`}
                  />
                </dd>
              </div>
            </dl>
            {added.length > 0 && (
              <p className="version__added">New permissions: {added.join(', ')}</p>
            )}
            {removed.length > 0 && (
              <p className="version__removed">No longer asks for: {removed.join(', ')}</p>
            )}
            {version.releaseNotes.trim() !== '' && (
              <p className="version__notes">{version.releaseNotes}</p>
            )}
            {version.signed && (
              <SignedBy
                signed={version.signed}
                packageName={packageName}
                versionName={version.versionName}
              />
            )}
          </li>
        );
      })}
    </ol>
  );
}
