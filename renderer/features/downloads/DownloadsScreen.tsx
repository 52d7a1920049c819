/**
 * /dashboard/downloads (desktop studio): what was saved where, whether a newer
 * version of it exists (one click fetches it), the download folder and a way to
 * change it. On the web, downloads are the browser's: the screen says so.
 */
import { useEffect, useState } from 'react';
import { listOrders } from '#shared/api/client/commerce';
import type { DownloadRecord } from '#shared/ipc/bridge';
import { formatBytes, formatDate } from '#shared/format';
import { toApiError } from '#shared/api/client/http';
import { Button, ButtonLink } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';
import { toast } from '../../components/toast-store';
import { useApiQuery } from '../../hooks/useApiQuery';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { usePlatform } from '../../platform/PlatformContext';
import { DiskProgress } from './DiskProgress';
import { useSaveToDisk } from './useSaveToDisk';
import './downloads.css';

export function DownloadsScreen() {
  useDocumentTitle('Downloads');
  const platform = usePlatform();
  const disk = platform.downloads;
  const save = useSaveToDisk();
  const [records, setRecords] = useState<DownloadRecord[] | null>(null);
  const [folder, setFolder] = useState('');
  const [attempt, setAttempt] = useState(0);
  const orders = useApiQuery('my-orders', (api, signal) => listOrders(api, signal));
  useEffect(() => {
    if (!disk) return;
    void Promise.all([disk.list(), disk.getFolder()]).then(([list, where]) => {
      setRecords(list);
      setFolder(where);
    });
  }, [disk, attempt]);

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
  const latestOf = (orderId: string) =>
    orders.data?.find(order => order._orderId === orderId)?.versions[0]?.version;
  const fetchLatest = (record: DownloadRecord, version: string) => {
    save
      .save({
        orderId: record.orderId,
        version,
        extensionName: record.extensionName,
        slug: record.slug,
      })
      .then(() => setAttempt(value => value + 1))
      .catch((error: unknown) => void toast(toApiError(error).message));
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
      {save.progress && <DiskProgress progress={save.progress} />}
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
            const latest = latestOf(record.orderId);
            const newer = latest !== undefined && latest !== record.version;
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
                </div>
                <div className="downloads__actions">
                  {newer && (
                    <Button size="sm" onClick={() => fetchLatest(record, latest)}>
                      Get {latest}
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
