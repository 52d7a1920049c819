/**
 * A maker runs `aix-market download` on their own paid extension (issue 17 #15): it
 * used to stop with "This is your own extension: download it from My Extensions",
 * exit 2. It saves the build, checked by sha256, with no order and no download
 * counted; the link is theirs alone and cannot pose as an order link.
 */
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ownDownloadLink } from '#shared/api/client/commerce';
import type { ExtensionDetail } from '#shared/api/extensions';
import { ROUTES } from '#shared/api/routes';
import { findUserById } from '#server/modules/account/account.repository';
import { insertAccount } from '#server/modules/auth/auth-testing';
import { createToken } from '#server/modules/tokens/tokens.service';
import { createListeningDemoApp } from '#server/testing/test-app';
import type { CliIo } from '../../bin/cli';
import { commands } from '../../bin/commands/index';
import { tokenClient } from '../../studio/client';

const ctx = await createListeningDemoApp({ RATE_LIMIT_SCALE: '100' });
const { base } = ctx;
const dir = await mkdtemp(path.join(os.tmpdir(), 'aix-cli-own-'));
afterAll(async () => {
  await ctx.close();
  await rm(dir, { recursive: true, force: true });
});

const slug = 'bluetooth-le-scanner';
const detail = (
  await ctx.app.inject({ url: ROUTES.extension.url({ slugOrId: slug }) })
).json<ExtensionDetail>();
const { author_id: authorId } = await ctx.app.db
  .selectFrom('extensions')
  .select('author_id')
  .where('id', '=', detail.extensionId)
  .executeTakeFirstOrThrow();
const author = await findUserById(ctx.app.db, authorId);
if (!author) throw new Error('the demo extension has no author');
const makerToken = (await createToken(ctx.app.db, author, { name: 'own' })).value;

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

describe(`aix-market download of one's own extension (${ctx.database.dialect})`, () => {
  it('saves the maker’s own paid build, with no order and no download counted', async () => {
    const before = detail.downloads;
    const got = await cli([slug, '--out', dir, '--api', base, '--token', makerToken]);
    expect(got.status, got.stderr).toBe(0);
    const [saved = '', hashLine = ''] = got.stdout.trim().split('\n');
    const latest = detail.aixVersions[0];
    expect(path.basename(saved)).toBe(`${detail.packageName}-${latest?.versionName}.aix`);
    const bytes = await readFile(saved);
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(latest?.sha256);
    expect(hashLine).toBe(`sha256 ${latest?.sha256}`);
    const orders = await ctx.app.db
      .selectFrom('orders')
      .select('id')
      .where('buyer_id', '=', authorId)
      .where('extension_id', '=', detail.extensionId)
      .execute();
    expect(orders).toEqual([]);
    const after = (
      await ctx.app.inject({ url: ROUTES.extension.url({ slugOrId: slug }) })
    ).json<ExtensionDetail>();
    expect(after.downloads).toBe(before);
  });

  it('gives the link to the maker only, and the link is no order link', async () => {
    const stranger = await insertAccount(ctx);
    const strangerToken = (await createToken(ctx.app.db, stranger.user, { name: 's' }))
      .value;
    const version = detail.aixVersions[0]?.versionName ?? '';
    await expect(
      ownDownloadLink(tokenClient(base, strangerToken), detail.extensionId, version),
    ).rejects.toMatchObject({ status: 403 });
    const link = await ownDownloadLink(
      tokenClient(base, makerToken),
      detail.extensionId,
      version,
    );
    expect((await fetch(link.url)).status).toBe(200);
    const token = link.url.split('/').at(-1) ?? '';
    const asOrderLink = await fetch(`${base}${ROUTES.downloadFile.url({ token })}`);
    expect(asOrderLink.status).toBe(403);
    const tampered = await fetch(link.url.replace(/.$/, c => (c === 'A' ? 'B' : 'A')));
    expect(tampered.status).toBe(403);
  });
});
