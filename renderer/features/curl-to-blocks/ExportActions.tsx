import { useState, type RefObject } from 'react';
import type { Conversion } from '#shared/curl/types';
import { Button } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { toast } from '../../components/toast-store';
import type { BlocksHandle } from './BlocksView';
import {
  blockExports,
  blockPng,
  blocksZip,
  ZIP_NAME,
  type RenderPng,
} from './block-exports';
import { saveBytes } from '../../platform/save-file';

/** Copy XML, one PNG per top-level block, and all of them as a zip. */
export function ExportActions({
  result,
  blocks,
}: {
  result: Conversion;
  blocks: RefObject<BlocksHandle | null>;
}) {
  const [busy, setBusy] = useState<string | null>(null);
  const render: RenderPng = type => {
    if (!blocks.current)
      return Promise.reject(new Error('The blocks are still loading.'));
    return blocks.current.toPng(type);
  };

  const run = async (key: string, task: () => Promise<void>) => {
    setBusy(key);
    try {
      await task();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      void toast(`The download failed: ${message}`, { theme: 'danger' });
    } finally {
      setBusy(null);
    }
  };

  const copyXml = async () => {
    try {
      await navigator.clipboard.writeText(result.xml);
      void toast('Blocks XML copied to the clipboard.', { theme: 'success' });
    } catch {
      void toast('Copying failed: your browser blocked the clipboard.', {
        theme: 'danger',
      });
    }
  };

  return (
    <div className="c2b-actions" role="group" aria-label="Export the blocks">
      <Button variant="secondary" size="sm" onClick={() => void copyXml()}>
        <Icon name="copy" size={16} /> Copy XML
      </Button>
      {blockExports(result).map(item => (
        <Button
          key={item.type}
          variant="secondary"
          size="sm"
          disabled={busy !== null}
          aria-label={`Download ${item.fileName}, the “${item.title}” block as PNG`}
          onClick={() =>
            void run(item.type, async () =>
              saveBytes(await blockPng(item, render), item.fileName, 'image/png'),
            )
          }
        >
          <Icon name="download" size={16} /> {item.fileName}
        </Button>
      ))}
      <Button
        size="sm"
        disabled={busy !== null}
        onClick={() =>
          void run('zip', async () =>
            saveBytes(await blocksZip(result, render), ZIP_NAME, 'application/zip'),
          )
        }
      >
        <Icon name="download" size={16} /> Download all (.zip)
      </Button>
    </div>
  );
}
