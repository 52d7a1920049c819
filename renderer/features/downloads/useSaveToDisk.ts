/**
 * Saving a version of a paid order, wherever the app runs: on desktop into the
 * download folder through the studio (with progress read back while it runs), on
 * the web through the browser's own download of the signed link.
 */
import { useCallback, useState } from 'react';
import { downloadLink } from '#shared/api/client/commerce';
import type { DownloadRecord, DownloadRequest } from '#shared/ipc/bridge';
import { useApi } from '../../api/ApiContext';
import { usePlatform } from '../../platform/PlatformContext';
import { saveUrl } from '../../platform/save-file';

export interface SaveProgress {
  received: number;
  total: number;
}

/**
 * What a finished download says (issue 20 item 2): the file, its size and sha256 on
 * the web as in the studio; `record` is the studio's saved file (null on the web,
 * where the browser saves it).
 */
export interface SavedDownload {
  fileName: string;
  size: number;
  sha256: string;
  record: DownloadRecord | null;
}

export function useSaveToDisk() {
  const api = useApi();
  const platform = usePlatform();
  const [progress, setProgress] = useState<SaveProgress | null>(null);

  const save = useCallback(
    async (request: DownloadRequest): Promise<SavedDownload> => {
      const disk = platform.downloads;
      if (!disk) {
        const link = await downloadLink(api, request.orderId, request.version);
        saveUrl(link.url, link.fileName);
        return {
          fileName: link.fileName,
          size: link.size,
          sha256: link.sha256,
          record: null,
        };
      }
      setProgress({ received: 0, total: 0 });
      const timer = window.setInterval(() => {
        void disk.list().then(records => {
          const running = records.find(
            record =>
              record.status === 'downloading' && record.orderId === request.orderId,
          );
          if (running) setProgress({ received: running.received, total: running.size });
        });
      }, 200);
      try {
        const record = await disk.save(request);
        return {
          fileName: record.fileName,
          size: record.size,
          sha256: record.sha256,
          record,
        };
      } finally {
        window.clearInterval(timer);
        setProgress(null);
      }
    },
    [api, platform],
  );
  return { save, progress, onDisk: platform.downloads !== undefined };
}
