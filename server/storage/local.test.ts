import {
  mkdir,
  mkdtemp,
  readdir,
  readFile,
  rm,
  utimes,
  writeFile,
} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LocalDiskStorage } from './local';
import { sha256Hex, StorageKeyError } from './storage';

let root = '';
let storage: LocalDiskStorage;
beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'aix-storage-'));
  storage = new LocalDiskStorage(root);
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('LocalDiskStorage', () => {
  const bytes = Buffer.from('an .aix file, honestly');
  const sha = sha256Hex(bytes);

  it('stores under namespace/xx/sha256 and leaves no temporary file behind', async () => {
    const result = await storage.put(bytes, { namespace: 'aix' });
    expect(result).toEqual({
      key: `aix/${sha}`,
      sha256: sha,
      size: bytes.length,
      created: true,
    });
    const onDisk = await readFile(path.join(root, 'aix', sha.slice(0, 2), sha));
    expect(onDisk.equals(bytes)).toBe(true);
    expect(await readdir(path.join(root, '.tmp'))).toEqual([]);
  });

  it('stores the same bytes once', async () => {
    await storage.put(bytes);
    const again = await storage.put(bytes);
    expect(again).toMatchObject({ key: `files/${sha}`, created: false });
  });

  it('rewrites a truncated file left under the final name by something else', async () => {
    const first = await storage.put(bytes);
    await writeFile(storage.pathOf(first.key), bytes.subarray(0, 5));
    const again = await storage.put(bytes);
    expect(again.created).toBe(true);
    expect((await storage.get(first.key))?.equals(bytes)).toBe(true);
  });

  it('gets, streams, heads and deletes; missing keys answer null', async () => {
    const { key } = await storage.put(bytes);
    expect((await storage.get(key))?.equals(bytes)).toBe(true);
    expect(await storage.head(key)).toEqual({ size: bytes.length });
    const chunks: Buffer[] = [];
    for await (const chunk of (await storage.stream(key)) ?? [])
      chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(bytes)).toBe(true);
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    expect(await storage.head(key)).toBeNull();
    expect(await storage.stream(key)).toBeNull();
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it('refuses keys that could escape the root', async () => {
    for (const key of [
      '../../etc/passwd',
      `files/../${sha}`,
      `files/${sha}/x`,
      'files/ABC',
      '',
    ]) {
      await expect(storage.get(key)).rejects.toBeInstanceOf(StorageKeyError);
    }
  });

  it('cleans up its temporary file when the final rename fails', async () => {
    // A folder squatting on the final name makes rename() fail, as root too.
    await mkdir(path.join(storage.pathOf(`files/${sha}`), 'squatter'), {
      recursive: true,
    });
    await expect(storage.put(bytes)).rejects.toMatchObject({
      code: expect.stringMatching(/EISDIR|ENOTEMPTY|EEXIST/) as string,
    });
    expect(await readdir(path.join(root, '.tmp'))).toEqual([]);
  });

  it('sweeps temporary files a crash left behind, and only old ones', async () => {
    await storage.put(Buffer.from('creates .tmp'));
    const stale = path.join(root, '.tmp', 'stale.partial');
    const fresh = path.join(root, '.tmp', 'fresh.partial');
    await writeFile(stale, 'half a file');
    await writeFile(fresh, 'being written');
    const old = new Date(Date.now() - 2 * 60 * 60 * 1000);
    await utimes(stale, old, old);
    expect(await storage.sweepTemporaryFiles()).toBe(1);
    expect(await readdir(path.join(root, '.tmp'))).toEqual(['fresh.partial']);
  });
});
