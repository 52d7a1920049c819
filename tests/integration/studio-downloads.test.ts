/**
 * The studio's Downloads service under Node against a real server: a buyer's order
 * is saved into the download folder with progress, recorded with its path and
 * sha256, and listed; an order of somebody else is refused and nothing is saved.
 */
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkoutOrder } from '#shared/api/client/commerce';
import type { ExtensionDetail } from '#shared/api/extensions';
import type { DownloadRecord } from '#shared/ipc/bridge';
import { ROUTES } from '#shared/api/routes';
import { insertAccount } from '#server/modules/auth/auth-testing';
import { createListeningDemoApp } from '#server/testing/test-app';
import { sessionClient } from '../../studio/client';
import { Downloads, defaultDownloadFolder } from '../../studio/downloads';

const ctx = await createListeningDemoApp({ RATE_LIMIT_SCALE: '100' });
const { base } = ctx;
const folder = await mkdtemp(path.join(os.tmpdir(), 'aix-studio-downloads-'));
afterAll(async () => {
  await ctx.close();
  await rm(folder, { recursive: true, force: true });
});

const buyer = await insertAccount(ctx);
const stranger = await insertAccount(ctx);
const client = (account: typeof buyer) =>
  sessionClient(base, { token: account.token, id: account.id });

function downloadsFor(account: typeof buyer, records: DownloadRecord[] = []) {
  return new Downloads({
    client: () => client(account),
    folder: () => folder,
    store: {
      load: () => records,
      save: next => void records.splice(0, records.length, ...next),
    },
  });
}

describe(`studio downloads (${ctx.database.dialect})`, () => {
  it('defaults to Downloads/AIX Market', () => {
    expect(defaultDownloadFolder('/home/asha')).toBe(
      path.join('/home/asha', 'Downloads', 'AIX Market'),
    );
  });

  it('saves a version of the buyer’s order into the folder and records it', async () => {
    const detail = (
      await ctx.app.inject({
        url: ROUTES.extension.url({ slugOrId: 'gesture-recognizer' }),
      })
    ).json<ExtensionDetail>();
    const order = await checkoutOrder(client(buyer), detail.extensionId, 'INR');
    const records: DownloadRecord[] = [];
    const downloads = downloadsFor(buyer, records);
    const version = detail.aixVersions[0];
    const saved = await downloads.save({
      orderId: order._orderId,
      version: version?.versionName ?? '',
      extensionName: detail.name,
      slug: detail.slug,
    });
    expect(saved).toMatchObject({
      status: 'saved',
      sha256: version?.sha256,
      file: path.join(folder, `${detail.packageName}-${version?.versionName}.aix`),
    });
    const bytes = await readFile(saved.file);
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(version?.sha256);
    expect(saved.received).toBe(bytes.length);
    expect(downloads.list()).toEqual([saved]);
    expect(downloads.fileOf(saved.id)).toBe(saved.file);

    // Somebody else's order: refused by the server, nothing saved, nothing recorded.
    const before = await readdir(folder);
    await expect(
      downloadsFor(stranger).save({
        orderId: order._orderId,
        version: version?.versionName ?? '',
        extensionName: detail.name,
        slug: detail.slug,
      }),
    ).rejects.toThrow('Order not found');
    expect(await readdir(folder)).toEqual(before);
  });
});
