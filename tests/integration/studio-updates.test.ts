/**
 * The studio's Downloads service marks a saved .aix that has a newer version and
 * updates it in one call (issue 21 §2), under Node against a real server over
 * loopback: "13 available: 3 new permissions", then 13 is saved beside 5 (sha256
 * checked on the shared download path) and nothing is left to update.
 */
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkoutOrder } from '#shared/api/client/commerce';
import type { DownloadRecord } from '#shared/ipc/bridge';
import { insertAccount } from '#server/modules/auth/auth-testing';
import { addVersion, publishedId } from '#server/modules/commerce/commerce-testing';
import { createTestApp } from '#server/testing/test-app';
import { sessionClient } from '../../studio/client';
import { Downloads } from '../../studio/downloads';
import { sampleBuild } from '../fixtures/aix/builds';

const ctx = await createTestApp({ RATE_LIMIT_SCALE: '100' });
await ctx.app.listen({ port: 0, host: '127.0.0.1' });
const address = ctx.app.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
const folder = await mkdtemp(path.join(os.tmpdir(), 'aix-studio-updates-'));
afterAll(async () => {
  await ctx.close();
  await rm(folder, { recursive: true, force: true });
});

const maker = await insertAccount(ctx);
const buyer = await insertAccount(ctx);
const free = { isFree: true, price: 0, currency: 'INR' } as const;
const id = await publishedId(ctx, maker, 'studio-webview', free, 'webview-5');
const api = sessionClient(base, { token: buyer.token, id: buyer.id });
const order = await checkoutOrder(api, id, 'INR');
const records: DownloadRecord[] = [];
const downloads = new Downloads({
  client: () => api,
  folder: () => folder,
  store: {
    load: () => records,
    save: next => void records.splice(0, records.length, ...next),
  },
});
const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe(`studio downloads: updates (${ctx.database.dialect})`, () => {
  it('marks nothing while the saved version is the newest', async () => {
    const saved = await downloads.save({
      orderId: order._orderId,
      version: '5',
      extensionName: 'Studio Webview',
      slug: 'studio-webview',
    });
    expect(await readFile(saved.file)).toEqual(sampleBuild('webview-5'));
    expect(await downloads.updates()).toEqual([]);
  });

  it('marks the saved file once a newer version is out, and updates it in one call', async () => {
    expect((await addVersion(ctx, maker, id, 'webview-13')).statusCode).toBe(200);
    const [old] = records;
    const updates = await downloads.updates();
    expect(updates).toEqual([
      {
        recordId: old?.id,
        latestVersion: '13',
        line: '13 available: 3 new permissions',
        added: [
          'android.launcher.permission.INSTALL_SHORTCUT',
          'android.webkit.resource.AUDIO_CAPTURE',
          'android.webkit.resource.VIDEO_CAPTURE',
        ],
        removed: [],
        releaseNotes: 'Next build',
      },
    ]);
    const updated = await downloads.update(old?.id ?? '');
    expect(updated).toMatchObject({ status: 'saved', version: '13' });
    expect(sha(await readFile(updated.file))).toBe(sha(sampleBuild('webview-13')));
    // The old file stays beside the new one.
    expect((await readdir(folder)).sort()).toEqual([
      'com.sunny.CustomWebView-13.aix',
      'com.sunny.CustomWebView-5.aix',
    ]);
    expect(await downloads.updates()).toEqual([]);
    await expect(downloads.update(old?.id ?? '')).rejects.toThrow(
      'This download has no newer version to get.',
    );
  });
});
