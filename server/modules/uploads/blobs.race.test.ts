/**
 * A delete racing a re-upload of the same bytes, 50 rounds, on SQLite and
 * PostgreSQL: a maker deletes version 5 of an extension while uploading that very
 * build again and saving it as a version, and the sweep runs at the same moment with
 * the file's last claim made long ago. After every round each version and each
 * upload still has its file.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { ExtensionResponse } from '#shared/api/publishing';
import { ROUTES } from '#shared/api/routes';
import { createTestApp } from '../../testing/test-app';
import { insertAccount } from '../auth/auth-testing';
import {
  form,
  post,
  testPng,
  uploadBuild,
  uploadIcon,
} from '../publishing/publishing-testing';
import { randomUUID } from 'node:crypto';
import { sampleBuild } from '../../../tests/fixtures/aix/builds';
import { claimingStorage, sweepOrphanBlobs } from './blobs';

const ctx = await createTestApp({ RATE_LIMIT_SCALE: '1000', UPLOADS_PER_USER: '10' });
afterAll(() => ctx.close());
const { db, storage } = ctx.app;
const maker = await insertAccount(ctx);
const icon = await uploadIcon(ctx, maker, await testPng());

async function missingFiles(): Promise<string[]> {
  const keys = [
    ...(await db.selectFrom('extension_versions').select('storage_key').execute()),
    ...(await db.selectFrom('uploads').select('storage_key').execute()),
  ].map(row => row.storage_key);
  const missing: string[] = [];
  for (const key of new Set(keys)) if (!(await storage.head(key))) missing.push(key);
  return missing;
}

describe(`a delete racing a re-upload (${ctx.database.dialect})`, () => {
  it('never leaves a version or an upload without its file, 50 rounds', async () => {
    const first = await uploadBuild(ctx, maker, 'webview-5');
    const created = await post(
      ctx,
      ROUTES.createExtension.url(),
      form(first.aix?.uploadId ?? '', icon, { slug: 'race-web-view' }),
      maker,
    );
    const id = created.json<ExtensionResponse>().extension.extensionId;
    const second = await uploadBuild(ctx, maker, 'webview-13');
    await post(
      ctx,
      ROUTES.updateExtension.url(),
      { extensionId: id, aixUploadId: second.aix?.uploadId },
      maker,
    );
    const key = `aix/${first.file.sha256}`;
    let deleted = 0;
    let readded = 0;

    for (let round = 0; round < 50; round += 1) {
      // The build was first stored long ago: only a fresh claim can save it now.
      await db
        .updateTable('stored_blobs')
        .set({ claimed_at: '2000-01-01T00:00:00.000Z' })
        .execute();
      let racing = true;
      const sweeper = (async () => {
        let sweeps = 0;
        // Sweeps back to back while the delete and the re-upload run.
        while (racing || sweeps === 0) {
          await sweepOrphanBlobs(db, storage);
          sweeps += 1;
        }
      })();
      await Promise.all([
        (async () => {
          const answer = await post(
            ctx,
            ROUTES.deleteVersion.url(),
            { extensionId: id, versionName: '5' },
            maker,
          );
          if (answer.statusCode === 200) deleted += 1;
        })(),
        (async () => {
          const again = await uploadBuild(ctx, maker, 'webview-5');
          const answer = await post(
            ctx,
            ROUTES.updateExtension.url(),
            { extensionId: id, aixUploadId: again.aix?.uploadId },
            maker,
          );
          if (answer.statusCode === 200) readded += 1;
        })(),
      ]);
      racing = false;
      await sweeper;
      expect(await missingFiles(), `round ${round + 1}`).toEqual([]);
    }
    // The race really ran: the build was deleted and saved again many times.
    expect(deleted).toBeGreaterThan(10);
    expect(readded).toBeGreaterThan(10);
    expect(await storage.head(key)).not.toBeNull();
  }, 120_000);
});

describe(`the interleaving that lost files (${ctx.database.dialect})`, () => {
  /** Stores `bytes` as a draft of the maker whose claim is long past, as the first upload. */
  async function oldDraft(name: 'clickx' | 'asyncdelay') {
    const bytes = sampleBuild(name);
    const stored = await claimingStorage(db, storage).put(bytes, { namespace: 'aix' });
    await db
      .insertInto('uploads')
      .values({
        id: randomUUID(),
        user_id: maker.id,
        kind: 'aix',
        storage_key: stored.key,
        sha256: stored.sha256,
        size: stored.size,
        mime: 'application/zip',
        original_name: `${name}.aix`,
        metadata: '{}',
        created_at: new Date().toISOString(),
      })
      .execute();
    await db
      .updateTable('stored_blobs')
      .set({ claimed_at: '2000-01-01T00:00:00.000Z' })
      .where('storage_key', '=', stored.key)
      .execute();
    return { bytes, key: stored.key };
  }

  /** Re-store, the old row goes, the sweep runs, then the new row would be written. */
  async function interleave(
    put: (bytes: Uint8Array) => Promise<unknown>,
    name: 'clickx' | 'asyncdelay',
  ) {
    const { bytes, key } = await oldDraft(name);
    await put(bytes);
    await db.deleteFrom('uploads').where('storage_key', '=', key).execute();
    await sweepOrphanBlobs(db, storage);
    return storage.head(key);
  }

  it('loses the file when storing does not claim it (the control)', async () => {
    expect(
      await interleave(bytes => storage.put(bytes, { namespace: 'aix' }), 'asyncdelay'),
    ).toBeNull();
  });

  it('keeps it when storing claims it, as every upload does', async () => {
    const claiming = claimingStorage(db, storage);
    expect(
      await interleave(bytes => claiming.put(bytes, { namespace: 'aix' }), 'clickx'),
    ).not.toBeNull();
  });
});
