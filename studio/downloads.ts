/**
 * The studio's downloads: a buyer's Get / Download saved into their download
 * folder (default: Downloads/AIX Market) through the commerce routes, with progress
 * the window can show, resume and the sha256 check of download.ts, and a record of
 * what was saved where (kept with the settings) for the Downloads screen.
 */
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { downloadLink } from '#shared/api/client/commerce';
import type { ApiClient } from '#shared/api/client/http';
import type { DownloadRecord } from '#shared/ipc/bridge';
import { downloadToDisk } from './download';

export const DEFAULT_FOLDER_NAME = 'AIX Market';

export function defaultDownloadFolder(home = os.homedir()): string {
  return path.join(home, 'Downloads', DEFAULT_FOLDER_NAME);
}

export interface DownloadStore {
  load(): DownloadRecord[];
  save(records: DownloadRecord[]): void;
}

const MAX_RECORDS = 200;

export class Downloads {
  readonly #active = new Map<string, DownloadRecord>();

  constructor(
    private readonly deps: {
      client: () => ApiClient;
      folder: () => string;
      store: DownloadStore;
    },
  ) {}

  /** Saved ones (newest first) and those still running, for the Downloads screen. */
  list(): DownloadRecord[] {
    return [...this.#active.values(), ...this.deps.store.load()];
  }

  /** The saved file of a finished download (for Show in folder), or null. */
  fileOf(id: string): string | null {
    return this.deps.store.load().find(record => record.id === id)?.file ?? null;
  }

  /** Downloads one version of a paid order; resolves once the file is in place. */
  async save(request: {
    orderId: string;
    version: string;
    extensionName: string;
    slug: string;
  }): Promise<DownloadRecord> {
    const api = this.deps.client();
    const link = await downloadLink(api, request.orderId, request.version);
    const record: DownloadRecord = {
      id: randomUUID(),
      orderId: request.orderId,
      extensionName: request.extensionName,
      slug: request.slug,
      version: request.version,
      fileName: link.fileName,
      file: '',
      size: link.size,
      received: 0,
      sha256: link.sha256,
      status: 'downloading',
      savedAt: null,
      error: null,
    };
    this.#active.set(record.id, record);
    try {
      const saved = await downloadToDisk(link, this.deps.folder(), {
        onProgress: ({ received }) => {
          record.received = received;
        },
      });
      const done: DownloadRecord = {
        ...record,
        file: saved.file,
        received: link.size,
        status: 'saved',
        savedAt: new Date().toISOString(),
      };
      this.deps.store.save([done, ...this.deps.store.load()].slice(0, MAX_RECORDS));
      return done;
    } catch (error) {
      record.status = 'failed';
      record.error = error instanceof Error ? error.message : String(error);
      throw error;
    } finally {
      this.#active.delete(record.id);
    }
  }
}
