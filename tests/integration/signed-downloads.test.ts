/**
 * Signed downloads (issue 21 §3) against a real server over loopback (both
 * dialects): the published keys, the manifest and signature on the link and on the
 * file, the command line and the studio's Downloads module refusing a tampered byte,
 * a tampered manifest field, a signature by another key and an unknown key id (and
 * leaving nothing in the folder), the page's check command run with the system's
 * OpenSSL, and a key rotation that keeps the old signatures valid.
 */
import { spawnSync } from 'node:child_process';
import { createHash, generateKeyPairSync, sign } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { downloadLink } from '#shared/api/client/commerce';
import type { ExtensionDetail } from '#shared/api/extensions';
import { ROUTES } from '#shared/api/routes';
import { SIGNATURE_HEADERS, type SigningKeysResponse } from '#shared/api/signing';
import { verifyCommand } from '#shared/domain/signed-manifest';
import type { DownloadRecord } from '#shared/ipc/bridge';
import { buildApp } from '#server/app';
import { loadConfig } from '#server/config/index';
import { insertAccount } from '#server/modules/auth/auth-testing';
import { createToken } from '#server/modules/tokens/tokens.service';
import { LocalDiskStorage } from '#server/storage/local';
import { createListeningDemoApp } from '#server/testing/test-app';
import type { CliIo } from '../../bin/cli';
import { commands } from '../../bin/commands/index';
import { tokenClient } from '../../studio/client';
import { downloadToDisk } from '../../studio/download';
import { Downloads } from '../../studio/downloads';

const ctx = await createListeningDemoApp({ RATE_LIMIT_SCALE: '100' });
const { base } = ctx;
const dir = await mkdtemp(path.join(os.tmpdir(), 'aix-signed-'));
const closers: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const close of closers.reverse()) await close();
  await ctx.close();
  await rm(dir, { recursive: true, force: true });
});

const SLUG = 'gesture-recognizer';
const buyer = await insertAccount(ctx);
const token = (await createToken(ctx.app.db, buyer.user, { name: 'signed' })).value;
const remote = ['--api', base, '--token', token];
const api = tokenClient(base, token);

async function cli(args: string[]) {
  let stdout = '';
  let stderr = '';
  const io: CliIo = {
    stdout: text => void (stdout += text),
    stderr: text => void (stderr += text),
    readStdin: async () => '',
  };
  const status = await (commands.download?.run(args, io) ?? Promise.resolve(-1));
  return { status, stdout, stderr };
}

const extension = await ctx.app.db
  .selectFrom('extensions')
  .select(['id', 'name', 'package_name'])
  .where('slug', '=', SLUG)
  .executeTakeFirstOrThrow();
const version = await ctx.app.db
  .selectFrom('extension_versions')
  .selectAll()
  .where('extension_id', '=', extension.id)
  .orderBy('version_code', 'desc')
  .executeTakeFirstOrThrow();

let folders = 0;
const freshFolder = () => path.join(dir, `out-${(folders += 1)}`);
const listing = (folder: string) => readdir(folder).catch(() => [] as string[]);

/** The studio's Downloads module, saving into `folder`, keeping records in memory. */
function studioDownloads(folder: string) {
  let records: DownloadRecord[] = [];
  return new Downloads({
    client: () => api,
    folder: () => folder,
    store: { load: () => records, save: next => void (records = next) },
  });
}

let orderId = '';

async function studioSave(folder: string) {
  return studioDownloads(folder).save({
    orderId,
    version: version.version_name,
    extensionName: extension.name,
    slug: SLUG,
  });
}

/** Both downloaders refuse with `message`, and neither leaves a file (nor a part). */
async function refusedByBoth(message: RegExp) {
  const cliOut = freshFolder();
  const refused = await cli([SLUG, '--out', cliOut, ...remote]);
  expect(refused.status).not.toBe(0);
  expect(refused.stderr).toMatch(message);
  expect(await listing(cliOut)).toEqual([]);
  const studioOut = freshFolder();
  await expect(studioSave(studioOut)).rejects.toThrow(message);
  expect(await listing(studioOut)).toEqual([]);
}

/** Runs `change` on the version row, then puts the row's signature back. */
async function withSignatureColumns(
  change: Partial<{ signed_manifest: string; signature: string; signing_key_id: string }>,
  check: () => Promise<void>,
) {
  const kept = await ctx.app.db
    .selectFrom('extension_versions')
    .select(['signed_manifest', 'signature', 'signing_key_id'])
    .where('id', '=', version.id)
    .executeTakeFirstOrThrow();
  await ctx.app.db
    .updateTable('extension_versions')
    .set(change)
    .where('id', '=', version.id)
    .execute();
  try {
    await check();
  } finally {
    await ctx.app.db
      .updateTable('extension_versions')
      .set(kept)
      .where('id', '=', version.id)
      .execute();
  }
}

async function storedSignature() {
  return ctx.app.db
    .selectFrom('extension_versions')
    .select(['signed_manifest', 'signature', 'signing_key_id'])
    .where('id', '=', version.id)
    .executeTakeFirstOrThrow();
}

describe(`signed downloads (${ctx.database.dialect})`, () => {
  it('publishes its keys, cached like the other public reads', async () => {
    const response = await fetch(`${base}${ROUTES.signingKeys.url()}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('public');
    expect(response.headers.get('etag')).toBeTruthy();
    const { keys } = (await response.json()) as SigningKeysResponse;
    expect(keys).toHaveLength(1);
    const [key] = keys;
    const raw = Buffer.from(key?.publicKey ?? '', 'base64');
    expect(raw).toHaveLength(32);
    expect(key?.keyId).toBe(createHash('sha256').update(raw).digest('hex').slice(0, 16));
    expect(key?.status).toBe('active');
    expect(key?.publicKeyPem).toContain('-----BEGIN PUBLIC KEY-----');
  });

  it('downloads through the CLI and the studio, each file matching the signed manifest', async () => {
    const out = freshFolder();
    const done = await cli([SLUG, '--out', out, ...remote]);
    expect(done.status, done.stderr).toBe(0);
    expect(done.stdout).toContain(
      `signed by AIX Market (key ${ctx.app.signer.keyId}), signature and bytes checked`,
    );
    const order = await ctx.app.db
      .selectFrom('orders')
      .select('id')
      .where('buyer_id', '=', buyer.id)
      .executeTakeFirstOrThrow();
    orderId = order.id;
    const link = await downloadLink(api, orderId, version.version_name);
    const manifest = JSON.parse(link.signed.manifest) as Record<string, unknown>;
    expect(manifest).toMatchObject({
      extensionId: extension.id,
      packageName: extension.package_name,
      versionName: version.version_name,
      versionCode: Number(version.version_code),
      sha256: version.sha256,
      size: Number(version.file_size),
      publishedAt: version.uploaded_at,
    });
    // Canonical: sorted keys, no spaces.
    expect(link.signed.manifest).toBe(
      JSON.stringify(
        Object.fromEntries(Object.entries(manifest).sort(([a], [b]) => (a < b ? -1 : 1))),
      ),
    );
    const file = await fetch(new URL(link.url, base));
    expect(file.status).toBe(200);
    const header = file.headers.get(SIGNATURE_HEADERS.manifest) ?? '';
    expect(Buffer.from(header, 'base64url').toString('utf8')).toBe(link.signed.manifest);
    expect(file.headers.get(SIGNATURE_HEADERS.signature)).toBe(link.signed.signature);
    expect(file.headers.get(SIGNATURE_HEADERS.keyId)).toBe(link.signed.keyId);
    await file.arrayBuffer();

    const saved = await studioSave(freshFolder());
    expect(saved.status).toBe('saved');
    const bytes = await readFile(saved.file);
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(version.sha256);
  });

  it('refuses a tampered byte in the stored file', async () => {
    const storage = ctx.app.storage;
    if (!(storage instanceof LocalDiskStorage)) throw new Error('tests store on disk');
    const file = storage.pathOf(version.storage_key);
    const original = await readFile(file);
    const changed = Buffer.from(original);
    changed[changed.length >> 1] = (changed[changed.length >> 1] ?? 0) ^ 0x01;
    await writeFile(file, changed);
    try {
      await refusedByBoth(/is not the signed .* Nothing was saved\./);
    } finally {
      await writeFile(file, original);
    }
  });

  it('refuses a manifest with one field changed', async () => {
    const { signed_manifest } = await storedSignature();
    const manifest = signed_manifest ?? '';
    const forged = manifest.replace(
      `"versionName":"${version.version_name}"`,
      `"versionName":"${version.version_name}9"`,
    );
    expect(forged).not.toBe(manifest);
    await withSignatureColumns({ signed_manifest: forged }, () =>
      refusedByBoth(/signature does not match its manifest/),
    );
  });

  it('refuses a signature made by another key under the real key id', async () => {
    const { signed_manifest } = await storedSignature();
    const other = generateKeyPairSync('ed25519').privateKey;
    const forged = sign(null, Buffer.from(signed_manifest ?? ''), other).toString(
      'base64',
    );
    await withSignatureColumns({ signature: forged }, () =>
      refusedByBoth(/signature does not match its manifest/),
    );
  });

  it('refuses a key id the server does not list', async () => {
    await withSignatureColumns({ signing_key_id: '0123456789abcdef' }, () =>
      refusedByBoth(/signed with key 0123456789abcdef, which AIX Market does not list/),
    );
  });

  const openssl = spawnSync('openssl', ['version'], { encoding: 'utf8' });
  const opensslReady = openssl.status === 0 && /OpenSSL 3/.test(openssl.stdout);
  if (!opensslReady) {
    console.log('skipping the OpenSSL check command: no OpenSSL 3 `openssl` on PATH');
  }
  it.skipIf(!opensslReady)(
    "the extension page's check command verifies with the system's OpenSSL",
    async () => {
      const detail = (
        await ctx.app.inject({ url: ROUTES.extension.url({ slugOrId: SLUG }) })
      ).json<ExtensionDetail>();
      const signed = detail.aixVersions.find(
        shown => shown.versionName === version.version_name,
      )?.signed;
      expect(signed).toBeDefined();
      if (!signed) return;
      const work = freshFolder();
      const saved = await studioSave(work);
      const name = path.basename(saved.file);
      const script = verifyCommand(signed, signed.publicKeySpki, name);
      const good = spawnSync('sh', ['-e', '-c', script], { cwd: work, encoding: 'utf8' });
      expect(good.status, good.stderr).toBe(0);
      expect(good.stdout).toContain('Signature Verified Successfully');
      expect(good.stdout).toContain(version.sha256);
      const forged = verifyCommand(
        { ...signed, manifest: signed.manifest.replace('"size":', '"size":1') },
        signed.publicKeySpki,
        name,
      );
      const bad = spawnSync('sh', ['-e', '-c', forged], { cwd: work, encoding: 'utf8' });
      expect(bad.status).not.toBe(0);
      expect(`${bad.stdout}${bad.stderr}`).toContain('Signature Verification Failure');
    },
  );

  it('keeps old signatures valid after a key rotation', async () => {
    const before = await storedSignature();
    const { keys: oldKeys } = (await (
      await fetch(`${base}${ROUTES.signingKeys.url()}`)
    ).json()) as SigningKeysResponse;
    const oldKey = oldKeys[0];
    const next = generateKeyPairSync('ed25519').privateKey;
    // The same database and files, a new key; the old public key listed as retired.
    const config = loadConfig({
      DATA_DIR: ctx.database.dataDir,
      WEB_ROOT: '',
      SEED_DEMO: '0',
      LOG_LEVEL: 'silent',
      EXCHANGE_RATES_URL: '',
      RATE_LIMIT_SCALE: '100',
      SIGNING_KEY: next.export({ format: 'pem', type: 'pkcs8' }).toString(),
      SIGNING_KEYS_RETIRED: oldKey?.publicKey ?? '',
    });
    const rotated = await buildApp({ config, database: ctx.database, logger: false });
    closers.push(() => rotated.close());
    await rotated.listen({ port: 0, host: '127.0.0.1' });
    const address = rotated.server.address();
    const rotatedBase = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const { keys } = (await (
      await fetch(`${rotatedBase}${ROUTES.signingKeys.url()}`)
    ).json()) as SigningKeysResponse;
    expect(keys.map(key => key.status)).toEqual(['active', 'retired']);
    expect(keys[1]?.keyId).toBe(oldKey?.keyId);

    const rotatedApi = tokenClient(rotatedBase, token);
    const link = await downloadLink(rotatedApi, orderId, version.version_name);
    expect(link.signed.keyId).toBe(before.signing_key_id);
    const saved = await downloadToDisk(
      { ...link, url: new URL(link.url, rotatedBase).toString() },
      freshFolder(),
    );
    expect(saved.sha256).toBe(version.sha256);

    // A version signed after the rotation carries the new key and checks out too.
    await ctx.app.db
      .updateTable('extension_versions')
      .set({ signed_manifest: null, signature: null, signing_key_id: null })
      .where('id', '=', version.id)
      .execute();
    const resigned = await downloadLink(rotatedApi, orderId, version.version_name);
    expect(resigned.signed.keyId).toBe(keys[0]?.keyId);
    expect(resigned.signed.manifest).toBe(before.signed_manifest);
    await downloadToDisk(
      { ...resigned, url: new URL(resigned.url, rotatedBase).toString() },
      freshFolder(),
    );
  });
});
