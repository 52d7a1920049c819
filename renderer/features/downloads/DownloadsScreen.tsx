/**
 * /dashboard/downloads (desktop studio): what was saved where, whether a newer
 * version of it exists ("1.3 available: 2 new permissions", from the server's
 * update check; one click saves it beside the old file), the download folder and a
 * way to change it. On the web, downloads are the browser's: the screen says so.
 */
import { useEffect, useState } from 'react';
import type { DownloadRecord, DownloadUpdate } from '#shared/ipc/bridge';
import { formatDate } from '#shared/format';
import { formatBytes } from '#shared/format-bytes';
import { permissionInfo } from '#shared/domain/permission-info';
import { toApiError } from '#shared/api/client/http';
import { Button, ButtonLink } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';
import { toast } from '../../components/toast-store';
import { usePageHead } from '../../hooks/usePageHead';
import { usePlatform } from '../../platform/PlatformContext';
import { DiskProgress } from './DiskProgress';
import './downloads.css';

export function DownloadsScreen() {
  usePageHead('Downloads');
  const platform = usePlatform();
  const disk = platform.downloads;
  const [records, setRecords] = useState<DownloadRecord[] | null>(null);
  const [folder, setFolder] = useState('');
  const [attempt, setAttempt] = useState(0);
  const [updates, setUpdates] = useState<DownloadUpdate[]>([]);
  const [updating, setUpdating] = useState<string | null>(null);
  useEffect(() => {
    if (!disk) return;
    void Promise.all([disk.list(), disk.getFolder()]).then(([list, where]) => {
      setRecords(list);
      setFolder(where);
    });
    // Offline or signed out: the list still shows, just without update marks.
    disk.updates().then(setUpdates, () => setUpdates([]));
  }, [disk, attempt]);
  // While an update runs, main's list holds it as 'downloading' with its bytes so far.
  useEffect(() => {
    if (!disk || updating === null) return;
    const timer = window.setInterval(() => void disk.list().then(setRecords), 250);
    return () => window.clearInterval(timer);
  }, [disk, updating]);

  if (!disk) {
    return (
      <div className="dashboard-section">
        <PageHeader title="Downloads" subtitle="Your browser keeps your downloads." />
        <EmptyState
          icon="download"
          title="Downloads live in your browser"
          message="In the desktop studio, this screen lists every .aix saved to disk."
          action={<ButtonLink to="/dashboard/orders">Go to Orders</ButtonLink>}
        />
      </div>
    );
  }
  const running = records?.find(record => record.status === 'downloading');
  const updateOf = (id: string) => updates.find(update => update.recordId === id);
  const updateRecord = (record: DownloadRecord) => {
    setUpdating(record.id);
    disk
      .update(record.id)
      .then(
        saved => void toast(`Saved ${saved.fileName}; the old file is kept beside it.`),
      )
      .catch((error: unknown) => void toast(toApiError(error).message))
      .finally(() => {
        setUpdating(null);
        setAttempt(value => value + 1);
      });
  };
  return (
    <div className="dashboard-section">
      <PageHeader title="Downloads" subtitle="Extensions saved to this computer." />
      <p className="downloads__folder">
        Saving to <span className="disk-saved__path">{folder}</span>{' '}
        <Button
          variant="secondary"
          size="sm"
          onClick={() =>
            void disk.chooseFolder().then(chosen => {
              if (chosen) setFolder(chosen);
            })
          }
        >
          Change folder
        </Button>
      </p>
      {running && (
        <DiskProgress progress={{ received: running.received, total: running.size }} />
      )}
      {records === null ? null : records.length === 0 ? (
        <EmptyState
          icon="download"
          title="Nothing downloaded yet"
          message="Get or buy an extension and download it: it is saved here, checked by sha256."
          action={<ButtonLink to="/">Explore extensions</ButtonLink>}
        />
      ) : (
        <ul className="downloads__list" aria-label="Saved extensions">
          {records.map(record => {
            const update = updateOf(record.id);
            return (
              <li key={record.id} className="downloads__item">
                <div>
                  <strong>{record.extensionName || record.fileName}</strong>{' '}
                  {record.version}
                  <p className="disk-saved">
                    <span className="disk-saved__path">
                      {record.file || record.fileName}
                    </span>{' '}
                    · {formatBytes(record.size)}
                    {record.savedAt ? ` · ${formatDate(record.savedAt)}` : ''}
                  </p>
                  {update && (
                    <p className="downloads__update">
                      <strong>{update.line}</strong>
                      {update.added.length > 0 &&
                        `: ${update.added.map(name => permissionInfo(name).label).join(', ')}`}
                    </p>
                  )}
                </div>
                <div className="downloads__actions">
                  {update && (
                    <Button
                      size="sm"
                      disabled={updating !== null}
                      aria-label={`Update ${record.extensionName || record.fileName} to ${update.latestVersion}`}
                      onClick={() => updateRecord(record)}
                    >
                      {updating === record.id
                        ? 'Updating…'
                        : `Update to ${update.latestVersion}`}
                    </Button>
                  )}
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => void disk.showInFolder(record.id)}
                  >
                    Show in folder
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
