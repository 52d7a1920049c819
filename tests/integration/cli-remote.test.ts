/**
 * The command line against a real server over loopback (both dialects): login keeps
 * the token 0600, publish --create and new versions (and the refusals: a version
 * code not higher, an unknown package, a bad token, a broken file that never
 * leaves the machine), download of a free extension checked by sha256, a paid one
 * not bought refused, and a download resumed from a partial file.
 */
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { downloadLink } from '#shared/api/client/commerce';
import { buildSampleAix } from '#shared/aix/sample-aix';
import type { ExtensionDetail } from '#shared/api/extensions';
import { ROUTES } from '#shared/api/routes';
import { insertAccount } from '#server/modules/auth/auth-testing';
import { createToken } from '#server/modules/tokens/tokens.service';
import { createListeningDemoApp } from '#server/testing/test-app';
import type { CliIo } from '../../bin/cli';
import { commands } from '../../bin/commands/index';
import { tokenClient } from '../../studio/client';
import { DownloadError, downloadToDisk } from '../../studio/download';

const ctx = await createListeningDemoApp({ RATE_LIMIT_SCALE: '100' });
const { base } = ctx;
const dir = await mkdtemp(path.join(os.tmpdir(), 'aix-cli-remote-'));
afterAll(async () => {
  await ctx.close();
  await rm(dir, { recursive: true, force: true });
});

const maker = await insertAccount(ctx);
const token = (await createToken(ctx.app.db, maker.user, { name: 'cli test' })).value;
const packageName = `com.example.cli${ctx.database.dialect}${Date.now().toString(36)}`;

async function cli(name: string, args: string[], stdin = '') {
  let stdout = '';
  let stderr = '';
  const io: CliIo = {
    stdout: text => void (stdout += text),
    stderr: text => void (stderr += text),
    readStdin: async () => stdin,
  };
  const command = commands[name];
  if (!command) throw new Error(`no command ${name}`);
  const status = await command.run(args, io);
  return { status, stdout, stderr };
}

async function build(version: number, versionName: string, file = `b${version}.aix`) {
  const target = path.join(dir, file);
  await writeFile(
    target,
    buildSampleAix({ packageName, component: 'CliWidget', version, versionName }),
  );
  return target;
}

const remote = ['--api', base, '--token', token];

describe(`aix-market against a server (${ctx.database.dialect})`, () => {
  it('logs in: checks the token and keeps it readable by the user only', async () => {
    const configDir = path.join(dir, 'config');
    process.env.AIX_MARKET_CONFIG_DIR = configDir;
    try {
      const bad = await cli('login', ['--api', base], 'not-a-token\n');
      expect(bad.status).toBe(2);
      expect(bad.stderr).toContain('not an access token');
      const done = await cli('login', ['--api', base], `${token}\n`);
      expect(done.status, done.stderr).toBe(0);
      const file = path.join(configDir, 'credentials.json');
      expect(done.stdout).toContain(file);
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({ api: base, token });
    } finally {
      delete process.env.AIX_MARKET_CONFIG_DIR;
    }
  });

  it('creates an extension from a build, then publishes a higher version only', async () => {
    const first = await build(1, '1.0');
    const orphan = await cli('publish', [first, ...remote]);
    expect(orphan.status).toBe(2);
    expect(orphan.stderr).toContain(`no extension with package ${packageName}`);

    const created = await cli('publish', [first, '--create', ...remote]);
    expect(created.status, created.stderr).toBe(0);
    expect(created.stdout).toMatch(
      /^Created "Cli Widget" \(unpublished\) with version 1\.0\. Finish and publish it at http:\/\/127\.0\.0\.1:\d+\/dashboard\/my-extensions\/edit\//,
    );

    const second = await cli('publish', [
      await build(2, '1.1'),
      '--notes',
      'Faster start',
      ...remote,
    ]);
    expect(second.status, second.stderr).toBe(0);
    expect(second.stdout).toContain('Published version 1.1 (code 2) of cli-widget');
    // Each version was signed in the write that published it (issue 21 §3).
    const signedRows = await ctx.app.db
      .selectFrom('extension_versions as v')
      .innerJoin('extensions as e', 'e.id', 'v.extension_id')
      .select(['v.sha256', 'v.version_name', 'v.signed_manifest', 'v.signing_key_id'])
      .where('e.package_name', '=', packageName)
      .orderBy('v.version_code')
      .execute();
    expect(signedRows.map(row => row.version_name)).toEqual(['1.0', '1.1']);
    for (const row of signedRows) {
      expect(row.signing_key_id).toBe(ctx.app.signer.keyId);
      expect(JSON.parse(row.signed_manifest ?? '{}')).toMatchObject({
        packageName,
        versionName: row.version_name,
        sha256: row.sha256,
      });
    }

    const again = await cli('publish', [await build(2, '1.1b', 'again.aix'), ...remote]);
    expect(again.status).toBe(2);
    expect(again.stderr).toContain('Version code 2 (1.1b) is not higher than the last');
    expect(again.stderr.trim().split('\n')).toHaveLength(1);
  });

  it('refuses a bad token and a broken file in one line, exit 2', async () => {
    const file = await build(3, '1.2');
    const badToken = await cli('publish', [file, '--api', base, '--token', `${token}x`]);
    expect(badToken.status).toBe(2);
    expect(badToken.stderr).toMatch(/^This access token is not valid/);

    const uploadsBefore = await ctx.app.db.selectFrom('uploads').select('id').execute();
    const broken = path.join(dir, 'broken.aix');
    await writeFile(broken, 'this is not a zip file at all');
    const refused = await cli('publish', [broken, ...remote]);
    expect(refused.status).toBe(2);
    expect(refused.stderr.trim().split('\n')).toHaveLength(1);
    // Read and refused on this machine: nothing was uploaded.
    expect(await ctx.app.db.selectFrom('uploads').select('id').execute()).toHaveLength(
      uploadsBefore.length,
    );
  });

  it('downloads a free extension, checked against the server’s sha256', async () => {
    const out = path.join(dir, 'downloads');
    const got = await cli('download', ['gesture-recognizer', '--out', out, ...remote]);
    expect(got.status, got.stderr).toBe(0);
    const [saved = '', hashLine = ''] = got.stdout.trim().split('\n');
    const detail = (
      await ctx.app.inject({
        url: ROUTES.extension.url({ slugOrId: 'gesture-recognizer' }),
      })
    ).json<ExtensionDetail>();
    const latest = detail.aixVersions[0];
    expect(path.basename(saved)).toBe(`${detail.packageName}-${latest?.versionName}.aix`);
    const bytes = await readFile(saved);
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(latest?.sha256);
    expect(hashLine).toBe(`sha256 ${latest?.sha256}`);

    const paid = await cli('download', ['bluetooth-le-scanner', '--out', out, ...remote]);
    expect(paid.status).toBe(2);
    expect(paid.stderr).toContain('is a paid extension you have not bought');
  });

  it('resumes a partial download and refuses bytes that do not match', async () => {
    const api = tokenClient(base, token);
    const ordered = await cli('download', [
      'gesture-recognizer',
      '--out',
      dir,
      ...remote,
    ]);
    expect(ordered.status).toBe(0);
    const orders = await ctx.app.db
      .selectFrom('orders')
      .select('id')
      .where('buyer_id', '=', maker.id)
      .execute();
    const detail = (
      await ctx.app.inject({
        url: ROUTES.extension.url({ slugOrId: 'gesture-recognizer' }),
      })
    ).json<ExtensionDetail>();
    const version = detail.aixVersions[0]?.versionName ?? '';
    const link = await downloadLink(api, orders[0]?.id ?? '', version);
    const whole = await readFile((ordered.stdout.split('\n')[0] ?? '').trim());

    const resumeDir = path.join(dir, 'resume');
    const target = path.join(resumeDir, link.fileName);
    await mkdir(resumeDir, { recursive: true });
    await writeFile(`${target}.part`, whole.subarray(0, 1000));
    const resumed = await downloadToDisk(link, resumeDir);
    expect(resumed.resumedFrom).toBe(1000);
    expect(await readFile(resumed.file)).toEqual(whole);

    const badDir = path.join(dir, 'bad');
    const badTarget = path.join(badDir, link.fileName);
    await mkdir(badDir, { recursive: true });
    await writeFile(`${badTarget}.part`, Buffer.alloc(1000, 7));
    await expect(downloadToDisk(link, badDir)).rejects.toBeInstanceOf(DownloadError);
    await expect(stat(badTarget)).rejects.toThrow();
    await expect(stat(`${badTarget}.part`)).rejects.toThrow();
  });
});
