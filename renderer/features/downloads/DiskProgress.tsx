/**
 * What a download shows while it runs (desktop) and once it is done: the file name,
 * size and sha256 with Copy, on the web as in the studio, so a buyer can check the
 * file they got against the one the store published.
 */
import { formatBytes } from '#shared/format-bytes';
import { CopyButton } from '../../components/CopyButton';
import { usePlatform } from '../../platform/PlatformContext';
import type { SavedDownload, SaveProgress } from './useSaveToDisk';
import './downloads.css';

export function DiskProgress({ progress }: { progress: SaveProgress }) {
  const { received, total } = progress;
  return (
    <div className="disk-progress">
      <progress
        max={total || 1}
        value={received}
        aria-label="Download progress"
        aria-valuetext={
          total ? `${formatBytes(received)} of ${formatBytes(total)}` : 'Starting'
        }
      />
      <span>
        {total ? `${formatBytes(received)} of ${formatBytes(total)}` : 'Starting…'}
      </span>
    </div>
  );
}

export function SavedFile({ saved }: { saved: SavedDownload }) {
  const platform = usePlatform();
  const { record } = saved;
  return (
    <div className="disk-saved" data-testid="saved-file">
      <p role="status">
        {record ? (
          <>
            Saved <strong>{saved.fileName}</strong> (sha256 checked) to{' '}
            <span className="disk-saved__path">{record.file}</span>.{' '}
            <button
              type="button"
              className="disk-saved__show"
              onClick={() => void platform.downloads?.showInFolder(record.id)}
            >
              Show in folder
            </button>
          </>
        ) : (
          <>
            Your browser is saving <strong>{saved.fileName}</strong>.
          </>
        )}
      </p>
      <dl className="disk-saved__facts">
        <dt>Size</dt>
        <dd>{formatBytes(saved.size)}</dd>
        <dt>sha256</dt>
        <dd className="disk-saved__hash">
          <code>{saved.sha256}</code>
          <CopyButton text={saved.sha256} label="sha256" />
        </dd>
      </dl>
    </div>
  );
}
