/**
 * `aix-market outdated` and `update` against a real server over loopback (issue 21
 * §2): a folder holds version 5 of an extension the token's owner got; its maker
 * publishes 13; `outdated` names the file and the new permissions, `update` saves 13
 * beside 5 (checked by sha256 on the shared download path), and then all is up to date.
 */
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { insertAccount } from '#server/modules/auth/auth-testing';
import {
  addVersion,
  checkout,
  publishedId,
} from '#server/modules/commerce/commerce-testing';
import { createToken } from '#server/modules/tokens/tokens.service';
import { createTestApp } from '#server/testing/test-app';
import type { CliIo } from '../../bin/cli';
import { commands } from '../../bin/commands/index';
import { sampleBuild } from '../fixtures/aix/builds';

const ctx = await createTestApp({ RATE_LIMIT_SCALE: '100' });
await ctx.app.listen({ port: 0, host: '127.0.0.1' });
const address = ctx.app.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
const dir = await mkdtemp(path.join(os.tmpdir(), 'aix-cli-outdated-'));
afterAll(async () => {
  await ctx.close();
  await rm(dir, { recursive: true, force: true });
});

const maker = await insertAccount(ctx);
const buyer = await insertAccount(ctx);
const stranger = await insertAccount(ctx);
const free = { isFree: true, price: 0, currency: 'INR' } as const;
const id = await publishedId(ctx, maker, 'cli-webview', free, 'webview-5');
await checkout(ctx, buyer, id);
const token = (await createToken(ctx.app.db, buyer.user, { name: 'cli' })).value;
const old = path.join(dir, 'webview.aix');
await writeFile(old, sampleBuild('webview-5'));
await writeFile(path.join(dir, 'notes.txt'), 'not an extension');

async function cli(name: 'outdated' | 'update', args: string[]) {
  let stdout = '';
  let stderr = '';
  const io: CliIo = {
    stdout: text => void (stdout += text),
    stderr: text => void (stderr += text),
    readStdin: async () => '',
  };
  const status = await (commands[name]?.run(args, io) ?? Promise.resolve(-1));
  return { status, stdout, stderr };
}

describe(`aix-market outdated / update (${ctx.database.dialect})`, () => {
  it('says all is up to date while the folder holds the newest version', async () => {
    const got = await cli('outdated', [dir, '--api', base, '--token', token]);
    expect(got).toEqual({
      status: 0,
      stdout: 'Every .aix here is up to date.\n',
      stderr: '',
    });
  });

  it('lists the file once its maker publishes a newer version', async () => {
    expect((await addVersion(ctx, maker, id, 'webview-13')).statusCode).toBe(200);
    const got = await cli('outdated', [dir, '--api', base, '--token', token]);
    expect(got.stderr).toBe('');
    expect(got.status).toBe(0);
    expect(got.stdout).toMatch(
      /^webview\.aix: .+ 5 → 13 available: 3 new permissions\n$/,
    );
  });

  it('refuses without a token', async () => {
    const none = await cli('outdated', [dir, '--api', base]);
    expect(none.status).toBe(2);
    expect(none.stderr).toContain('No access token');
  });

  it('downloads the newer version beside the old file, then all is up to date', async () => {
    const got = await cli('update', [dir, '--api', base, '--token', token]);
    expect(got.stderr).toBe('');
    expect(got.status).toBe(0);
    const saved = path.join(dir, 'com.sunny.CustomWebView-13.aix');
    expect(got.stdout).toContain(`saved ${saved}`);
    expect(got.stdout).toContain(`kept ${old}`);
    expect((await readdir(dir)).sort()).toEqual([
      'com.sunny.CustomWebView-13.aix',
      'notes.txt',
      'webview.aix',
    ]);
    const expected = createHash('sha256').update(sampleBuild('webview-13')).digest('hex');
    expect(
      createHash('sha256')
        .update(await readFile(saved))
        .digest('hex'),
    ).toBe(expected);
    expect(await readFile(old)).toEqual(sampleBuild('webview-5'));
    const again = await cli('outdated', [dir, '--api', base, '--token', token]);
    expect(again.stdout).toBe('Every .aix here is up to date.\n');
  });

  it('a stranger who never got it (a free one) may download it too', async () => {
    const strangerToken = (await createToken(ctx.app.db, stranger.user, { name: 's' }))
      .value;
    const other = await mkdtemp(path.join(os.tmpdir(), 'aix-cli-outdated-s-'));
    try {
      await writeFile(path.join(other, 'w.aix'), sampleBuild('webview-5'));
      const got = await cli('outdated', [other, '--api', base, '--token', strangerToken]);
      expect(got.stdout).toContain('5 → 13 available');
    } finally {
      await rm(other, { recursive: true, force: true });
    }
  });
});
