/**
 * Local-disk driver: `<root>/<namespace>/<first two hex>/<sha256>`. Writes go to
 * `<root>/.tmp/`, are fsynced, then renamed into place (atomic on one file system)
 * and the folder is fsynced, so after a crash a key either holds the whole file or
 * nothing; leftovers in .tmp are swept by `sweepTemporaryFiles`.
 */
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import {
  mkdir,
  open,
  readdir,
  readFile,
  rename,
  rm,
  stat,
  unlink,
} from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  makeKey,
  parseKey,
  type BlobStorage,
  type ByteRange,
  type PutOptions,
  type PutResult,
} from './storage';

const isKey = (key: string) => {
  try {
    parseKey(key);
    return true;
  } catch {
    return false;
  }
};

const isMissing = (error: unknown) => (error as { code?: unknown }).code === 'ENOENT';

async function fsyncDirectory(dir: string): Promise<void> {
  // Makes the rename durable; Windows cannot open folders, where this is skipped.
  const handle = await open(dir, 'r').catch(() => null);
  if (!handle) return;
  try {
    await handle.sync();
  } catch {
    // Some file systems refuse fsync on folders; the rename itself is still atomic.
  } finally {
    await handle.close();
  }
}

export class LocalDiskStorage implements BlobStorage {
  readonly driver = 'local';
  private readonly tmpDir: string;

  constructor(private readonly root: string) {
    this.tmpDir = path.join(root, '.tmp');
  }

  pathOf(key: string): string {
    const { namespace, sha256 } = parseKey(key);
    return path.join(this.root, namespace, sha256.slice(0, 2), sha256);
  }

  async put(bytes: Uint8Array, options: PutOptions = {}): Promise<PutResult> {
    const file = makeKey(bytes, options.namespace);
    const target = this.pathOf(file.key);
    const existing = await stat(target).catch(() => null);
    if (existing?.isFile() && existing.size === bytes.length)
      return { ...file, created: false };

    // Owner-only like the rest of DATA_DIR: the files are users' uploads.
    await mkdir(this.tmpDir, { recursive: true, mode: 0o700 });
    await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
    const temp = path.join(this.tmpDir, `${file.sha256}.${randomUUID()}`);
    try {
      const handle = await open(temp, 'wx', 0o600);
      try {
        await handle.writeFile(bytes);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(temp, target);
    } catch (error) {
      await unlink(temp).catch(() => undefined);
      throw error;
    }
    await fsyncDirectory(path.dirname(target));
    return { ...file, created: true };
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathOf(key));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async stream(key: string, range?: ByteRange): Promise<Readable | null> {
    const file = this.pathOf(key);
    if (!(await this.head(key))) return null;
    return createReadStream(file, range ? { start: range.start, end: range.end } : {});
  }

  async head(key: string): Promise<{ size: number } | null> {
    const info = await stat(this.pathOf(key)).catch((error: unknown) => {
      if (isMissing(error)) return null;
      throw error;
    });
    return info?.isFile() ? { size: info.size } : null;
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async *listFiles(): AsyncIterable<{ key: string; modifiedAt: Date }> {
    const namespaces = await readdir(this.root).catch(() => [] as string[]);
    for (const namespace of namespaces) {
      if (namespace.startsWith('.')) continue;
      const prefixes = await readdir(path.join(this.root, namespace)).catch(
        () => [] as string[],
      );
      for (const prefix of prefixes) {
        const folder = path.join(this.root, namespace, prefix);
        for (const name of await readdir(folder).catch(() => [] as string[])) {
          const key = `${namespace}/${name}`;
          if (!isKey(key) || !name.startsWith(prefix)) continue;
          const info = await stat(path.join(folder, name)).catch(() => null);
          if (info?.isFile()) yield { key, modifiedAt: info.mtime };
        }
      }
    }
  }

  /** Removes temporary files older than `maxAgeMs` (left by a crash mid-write). */
  async sweepTemporaryFiles(maxAgeMs = 60 * 60 * 1000): Promise<number> {
    const names = await readdir(this.tmpDir).catch(() => [] as string[]);
    let removed = 0;
    for (const name of names) {
      const file = path.join(this.tmpDir, name);
      const info = await stat(file).catch(() => null);
      if (info && Date.now() - info.mtimeMs > maxAgeMs) {
        await rm(file, { force: true });
        removed++;
      }
    }
    return removed;
  }
}
