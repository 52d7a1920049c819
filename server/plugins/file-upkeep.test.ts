/**
 * Stale .aix drafts and unused images go, then the sweep removes their files unless
 * something else still points at them; fresh drafts stay. Real uploads through the
 * app, on SQLite and PostgreSQL.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app';
import { insertAccount } from '../modules/auth/auth-testing';
import {
  testPng,
  uploadBuild,
  uploadIcon,
} from '../modules/publishing/publishing-testing';
import { sweepOrphanBlobs } from '../modules/uploads/blobs';
import { pruneStaleDrafts, pruneUnusedUploads, sweepFolder } from './file-upkeep';
import type { SampleBuildName } from '../../tests/fixtures/aix/builds';

const ctx = await createTestApp({ RATE_LIMIT_SCALE: '100' });
afterAll(() => ctx.close());
const maker = await insertAccount(ctx);
const other = await insertAccount(ctx);
const { db, storage } = ctx.app;

const BRIGHTNESS = 'brightness';
const WEBVIEW = 'webview-13';

async function uploadDraft(file: SampleBuildName, account = maker) {
  const uploadId = (await uploadBuild(ctx, account, file)).aix?.uploadId;
  if (!uploadId) throw new Error('the upload answered no draft');
  const row = await db
    .selectFrom('uploads')
    .select('storage_key')
    .where('id', '=', uploadId)
    .executeTakeFirstOrThrow();
  return { uploadId, storageKey: row.storage_key };
}

async function age(uploadId: string, days: number) {
  const createdAt = new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString();
  await db
    .updateTable('uploads')
    .set({ created_at: createdAt })
    .where('id', '=', uploadId)
    .execute();
}

const draftExists = async (uploadId: string) =>
  (await db
    .selectFrom('uploads')
    .select('id')
    .where('id', '=', uploadId)
    .executeTakeFirst()) !== undefined;

const later = (hours: number) => new Date(Date.now() + hours * 60 * 60 * 1000);

describe('pruneStaleDrafts and the sweep', () => {
  it('removes drafts older than the cut-off, then the sweep their files; keeps fresh ones', async () => {
    const stale = await uploadDraft(BRIGHTNESS);
    const fresh = await uploadDraft(WEBVIEW);
    await age(stale.uploadId, 10);
    const cutOff = new Date(Date.now() - 7 * 24 * 60 * 60 * 1000);

    expect(await pruneStaleDrafts(db, cutOff)).toBe(1);
    expect(await draftExists(stale.uploadId)).toBe(false);
    // Within the grace period after its last claim the file stays…
    await sweepOrphanBlobs(db, storage);
    expect(await storage.head(stale.storageKey)).not.toBeNull();
    // …and goes after it; the fresh draft's file stays whatever the clock says.
    expect((await sweepOrphanBlobs(db, storage, later(2))).blobs).toBe(1);
    expect(await storage.head(stale.storageKey)).toBeNull();
    expect(await draftExists(fresh.uploadId)).toBe(true);
    expect(await storage.head(fresh.storageKey)).not.toBeNull();
  });

  it('keeps the file while another upload still points at the same bytes', async () => {
    const mine = await uploadDraft(BRIGHTNESS);
    const theirs = await uploadDraft(BRIGHTNESS, other);
    expect(theirs.storageKey).toBe(mine.storageKey);
    await age(mine.uploadId, 10);

    expect(await pruneStaleDrafts(db, new Date(Date.now() - 60_000))).toBe(1);
    expect(await draftExists(mine.uploadId)).toBe(false);
    await sweepOrphanBlobs(db, storage, later(2));
    expect(await storage.head(theirs.storageKey)).not.toBeNull();
  });

  it("restarts a draft's time when the same build is uploaded again", async () => {
    const first = await uploadDraft(WEBVIEW, other);
    await age(first.uploadId, 10);
    const again = await uploadDraft(WEBVIEW, other);
    expect(again.uploadId).toBe(first.uploadId);
    expect(await pruneStaleDrafts(db, new Date(Date.now() - 60_000))).toBe(0);
    expect(await draftExists(first.uploadId)).toBe(true);
  });
});

describe('pruneUnusedUploads', () => {
  it('removes old images nothing names and keeps the ones an extension uses', async () => {
    const unused = await uploadIcon(ctx, maker, await testPng());
    const used = await uploadIcon(ctx, maker, await testPng('#14b8a6'));
    await db
      .updateTable('uploads')
      .set({ created_at: '2020-01-01T00:00:00.000Z' })
      .execute();
    await db
      .updateTable('users')
      .set({ avatar: used })
      .where('id', '=', maker.id)
      .execute();

    expect(await pruneUnusedUploads(db, new Date(Date.now() - 60_000))).toBeGreaterThan(
      0,
    );
    const served = (url: string) => ctx.app.inject({ method: 'GET', url });
    expect((await served(unused)).statusCode).toBe(404);
    expect((await served(used)).statusCode).toBe(200);
  });
});

describe('temporary files', () => {
  it('sweeps leftovers of unfinished writes by age, or all of them at start-up', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aix-spool-'));
    fs.writeFileSync(path.join(dir, 'left-by-a-crash'), 'x');
    expect(await sweepFolder(dir, 60 * 60 * 1000)).toBe(0);
    expect(await sweepFolder(dir, 0)).toBe(1);
    expect(fs.readdirSync(dir)).toEqual([]);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
