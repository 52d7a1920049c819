/** What a download to disk shows while it runs and once the file is in place (desktop). */
import type { DownloadRecord } from '#shared/ipc/bridge';
import { formatBytes } from '#shared/format';
import { usePlatform } from '../../platform/PlatformContext';
import type { SaveProgress } from './useSaveToDisk';
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

export function SavedFile({ record }: { record: DownloadRecord }) {
  const platform = usePlatform();
  return (
    <p className="disk-saved" role="status">
      Saved <strong>{record.fileName}</strong> (sha256 checked) to{' '}
      <span className="disk-saved__path">{record.file}</span>.{' '}
      <button
        type="button"
        className="disk-saved__show"
        onClick={() => void platform.downloads?.showInFolder(record.id)}
      >
        Show in folder
      </button>
    </p>
  );
}
