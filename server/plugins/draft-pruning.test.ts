/**
 * Stale .aix drafts go, with their file unless something else still points at
 * it; fresh drafts stay. Real uploads through the app, on SQLite and PostgreSQL.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app';
import { insertAccount } from '../modules/auth/auth-testing';
import { uploadBuild } from '../modules/publishing/publishing-testing';
import { pruneStaleDrafts } from './draft-pruning';
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

describe('pruneStaleDrafts', () => {
  it('removes drafts older than the cut-off and their files, keeps fresh ones', async () => {
    const stale = await uploadDraft(BRIGHTNESS);
    const fresh = await uploadDraft(WEBVIEW);
    await age(stale.uploadId, 10);
    const cutOff = new Date(Date.now() - 7 * 24 * 60 * 60 * 1000);

    expect(await pruneStaleDrafts(db, storage, cutOff)).toBe(1);
    expect(await draftExists(stale.uploadId)).toBe(false);
    expect(await storage.head(stale.storageKey)).toBeNull();
    expect(await draftExists(fresh.uploadId)).toBe(true);
    expect(await storage.head(fresh.storageKey)).not.toBeNull();
  });

  it('keeps the file while another upload still points at the same bytes', async () => {
    const mine = await uploadDraft(BRIGHTNESS);
    const theirs = await uploadDraft(BRIGHTNESS, other);
    expect(theirs.storageKey).toBe(mine.storageKey);
    await age(mine.uploadId, 10);

    expect(await pruneStaleDrafts(db, storage, new Date(Date.now() - 60_000))).toBe(1);
    expect(await draftExists(mine.uploadId)).toBe(false);
    expect(await storage.head(theirs.storageKey)).not.toBeNull();
  });

  it('has nothing to do when every draft is fresh', async () => {
    await uploadDraft(WEBVIEW);
    expect(await pruneStaleDrafts(db, storage, new Date(Date.now() - 60_000))).toBe(0);
  });
});
