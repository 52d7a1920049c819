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

export function useSaveToDisk() {
  const api = useApi();
  const platform = usePlatform();
  const [progress, setProgress] = useState<SaveProgress | null>(null);

  const save = useCallback(
    async (request: DownloadRequest): Promise<DownloadRecord | null> => {
      const disk = platform.downloads;
      if (!disk) {
        const link = await downloadLink(api, request.orderId, request.version);
        saveUrl(link.url, link.fileName);
        return null;
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
        return await disk.save(request);
      } finally {
        window.clearInterval(timer);
        setProgress(null);
      }
    },
    [api, platform],
  );
  return { save, progress, onDisk: platform.downloads !== undefined };
}
