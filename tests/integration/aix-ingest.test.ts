/**
 * The upload path without HTTP: an .aix is read before anything is stored, a
 * refused one leaves the storage untouched, and a packed icon becomes a 256×256 PNG.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ingestAix, readPackedIcon } from '#server/aix/ingest';
import { readAix } from '#server/aix/read-aix';
import { processIcon } from '#server/images/images';
import { LocalDiskStorage } from '#server/storage/local';
import { sampleBuild } from '../fixtures/aix/builds';
import { fastAix, rushAix } from '../fixtures/aix/extensions';
import { HOSTILE_CASES } from '../fixtures/aix/hostile';
import { reference, titled } from '../support/reference';

const LABEL_VIEW = reference(
  'corpus/aix/jewelshkjony__LabelView__com.jewel.labelview.aix',
);
const labelView = LABEL_VIEW.path;

let root = '';
let storage: LocalDiskStorage;
beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'aix-ingest-'));
  storage = new LocalDiskStorage(root);
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('ingestAix', () => {
  it('stores an accepted file under aix/<sha256> with its metadata', async () => {
    const bytes = rushAix();
    const { metadata, file } = await ingestAix(storage, bytes);
    expect(metadata.packageName).toBe('com.example.toast');
    expect(file).toMatchObject({
      key: expect.stringMatching(/^aix\/[0-9a-f]{64}$/) as string,
      created: true,
    });
    expect((await storage.get(file.key))?.equals(bytes)).toBe(true);
  });

  it('writes nothing for a refused file', async () => {
    for (const file of [
      'bomb-actual-small.aix',
      'traversal-dotdot.aix',
      'html-page.aix',
    ]) {
      const hostile = HOSTILE_CASES.find(c => c.file === file);
      await expect(
        ingestAix(storage, hostile?.build() ?? Buffer.alloc(0)),
      ).rejects.toMatchObject({
        code: hostile?.code,
      });
    }
    expect(await readdir(root)).toEqual([]);
  });
});

describe('readPackedIcon', () => {
  it('returns the aiwebres icon bytes, and null for URL icons', async () => {
    const bytes = rushAix();
    const icon = await readPackedIcon(bytes, await readAix(bytes));
    expect(icon?.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    const fast = fastAix();
    expect(await readPackedIcon(fast, await readAix(fast))).toBeNull();
  });

  it('turns the packed icon of a sample build into a 256×256 PNG', async () => {
    const bytes = sampleBuild('asyncdelay');
    const icon = await readPackedIcon(bytes, await readAix(bytes));
    const processed = await processIcon(icon ?? Buffer.alloc(0));
    expect(processed).toMatchObject({ mime: 'image/png', width: 256, height: 256 });
    expect(processed.source).toMatchObject({ width: 64, height: 64 });
  });

  it.skipIf(!LABEL_VIEW.present)(
    titled('turns a real packed icon into a 256×256 PNG', LABEL_VIEW),
    async () => {
      const bytes = await readFile(labelView);
      const icon = await readPackedIcon(bytes, await readAix(bytes));
      expect(icon).not.toBeNull();
      const processed = await processIcon(icon ?? Buffer.alloc(0));
      expect(processed).toMatchObject({ mime: 'image/png', width: 256, height: 256 });
    },
  );
});
