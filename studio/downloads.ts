/**
 * The studio's downloads: a buyer's Get / Download saved into their download
 * folder (default: Downloads/AIX Market) through the commerce routes, with progress
 * the window can show, resume and the sha256 check of download.ts, and a record of
 * what was saved where (kept with the settings) for the Downloads screen. Saved
 * files are checked for newer versions (the server's update check, issue 21 §2),
 * and one is updated in one call: the newer version is saved beside the old file
 * through the same save() (and so the same verification).
 */
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { downloadLink } from '#shared/api/client/commerce';
import { checkUpdates } from '#shared/api/client/notices';
import { updateLine, type AvailableUpdate } from '#shared/api/notices';
import type { ApiClient } from '#shared/api/client/http';
import type { DownloadRecord, DownloadUpdate } from '#shared/ipc/bridge';
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

  /**
   * The newest saved record of each extension, with its newer version: a record
   * whose extension already has its newest version saved is up to date.
   */
  async #available(): Promise<{ record: DownloadRecord; update: AvailableUpdate }[]> {
    const saved = this.deps.store.load().filter(record => record.status === 'saved');
    const newest = new Map<string, DownloadRecord>();
    for (const record of saved)
      if (!newest.has(record.slug)) newest.set(record.slug, record);
    if (newest.size === 0) return [];
    const { updates } = await checkUpdates(this.deps.client(), {
      files: [...newest.values()].map(record => ({
        slug: record.slug,
        versionName: record.version,
      })),
    });
    const found: { record: DownloadRecord; update: AvailableUpdate }[] = [];
    for (const update of updates) {
      const record = newest.get(update.slug);
      const has = saved.some(
        item => item.slug === update.slug && item.version === update.latestVersion,
      );
      if (record && !has) found.push({ record, update });
    }
    return found;
  }

  /** Saved downloads with a newer version the user may get, for the Downloads screen. */
  async updates(): Promise<DownloadUpdate[]> {
    return (await this.#available()).map(({ record, update }) => ({
      recordId: record.id,
      latestVersion: update.latestVersion,
      line: updateLine(update),
      added: update.permissions.added,
      removed: update.permissions.removed,
      releaseNotes: update.releaseNotes,
    }));
  }

  /** Saves the newest version of saved download `id` beside it; the old file stays. */
  async update(id: string): Promise<DownloadRecord> {
    const found = (await this.#available()).find(item => item.record.id === id);
    if (!found) throw new Error('This download has no newer version to get.');
    const { record, update } = found;
    return this.save({
      // The saved record came through an order; a newer free-era order answers first.
      orderId: update.orderId ?? record.orderId,
      version: update.latestVersion,
      extensionName: record.extensionName,
      slug: record.slug,
    });
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
