/**
 * Update notices end to end on the server (issue 21 §2), on SQLite and PostgreSQL:
 * a maker publishes version 13 of an extension; every owner of version 5 gets one
 * notice (bell + email), the non-owner and the opted-out get none; the email names
 * the version, its notes, the permission changes and carries a working one-click
 * unsubscribe; forged and expired links are refused.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type {
  NoticePreferences,
  NoticesResponse,
  UnsubscribeInfo,
} from '#shared/api/notices';
import { NOTICE_MESSAGES } from '#shared/api/notices';
import { ROUTES } from '#shared/api/routes';
import { createTestApp } from '../../testing/test-app';
import { insertAccount, sessionHeaders } from '../auth/auth-testing';
import { addVersion, checkout, publishedId } from '../commerce/commerce-testing';
import { post, type Account } from '../publishing/publishing-testing';
import { recordUpdateNotices } from './notices.repository';
import { signUnsubscribe } from './unsubscribe-token';

const ctx = await createTestApp({ RATE_LIMIT_SCALE: '100' });
afterAll(() => ctx.close());

const maker = await insertAccount(ctx);
const owner = await insertAccount(ctx);
const mutedAll = await insertAccount(ctx);
const mutedOne = await insertAccount(ctx);
const stranger = await insertAccount(ctx);

const get = <T>(account: Account, url: string) =>
  ctx.app
    .inject({ method: 'GET', url, headers: sessionHeaders(account) })
    .then(response => ({ status: response.statusCode, body: response.json<T>() }));
const putPrefs = (account: Account, payload: object) =>
  ctx.app.inject({
    method: 'PUT',
    url: ROUTES.updateNoticePreferences.url(),
    headers: sessionHeaders(account),
    payload,
  });
const noticeCount = (userId: string) =>
  ctx.app.db
    .selectFrom('update_notices')
    .select('id')
    .where('user_id', '=', userId)
    .execute()
    .then(rows => rows.length);

const free = { isFree: true, price: 0, currency: 'INR' } as const;
const extensionId = await publishedId(ctx, maker, 'notice-webview', free, 'webview-5');
for (const account of [owner, mutedAll, mutedOne]) {
  const got = await checkout(ctx, account, extensionId);
  if (got.statusCode !== 200) throw new Error(`get: ${got.body}`);
}

describe(`update notices (${ctx.database.dialect})`, () => {
  it('turns notices off globally and per extension, for owned extensions only', async () => {
    expect((await putPrefs(mutedAll, { updates: false })).statusCode).toBe(200);
    const muted = await putPrefs(mutedOne, {
      extension: { extensionId, notices: false },
    });
    expect(muted.json<NoticePreferences>()).toMatchObject({
      updates: true,
      extensions: [{ extensionId, notices: false }],
    });
    const notOwned = await putPrefs(stranger, {
      extension: { extensionId, notices: false },
    });
    expect(notOwned.statusCode).toBe(400);
    expect((await putPrefs(stranger, {})).statusCode).toBe(400);
  });

  it('gives each owner of an earlier version exactly one notice, nobody else any', async () => {
    const published = await addVersion(ctx, maker, extensionId, 'webview-13');
    expect(published.statusCode, published.body).toBe(200);
    await ctx.app.notices.outbox.idle();
    expect(await noticeCount(owner.id)).toBe(1);
    for (const account of [mutedAll, mutedOne, stranger, maker]) {
      expect(await noticeCount(account.id)).toBe(0);
    }
    // A retried write of the same version adds nothing.
    const version = await ctx.app.db
      .selectFrom('extension_versions')
      .select(['id', 'version_name'])
      .where('extension_id', '=', extensionId)
      .where('version_name', '=', '13')
      .executeTakeFirstOrThrow();
    await ctx.app.catalogue.write(trx =>
      recordUpdateNotices(trx, {
        extensionId,
        authorId: maker.id,
        versionId: version.id,
        versionName: version.version_name,
      }),
    );
    expect(await noticeCount(owner.id)).toBe(1);

    const bell = await get<NoticesResponse>(owner, ROUTES.notices.url());
    expect(bell.status).toBe(200);
    expect(bell.body.unread).toBe(1);
    expect(bell.body.notices[0]).toMatchObject({
      extensionId,
      versionName: '13',
      releaseNotes: 'Next build',
      readAt: null,
      permissions: {
        added: [
          'android.launcher.permission.INSTALL_SHORTCUT',
          'android.webkit.resource.AUDIO_CAPTURE',
          'android.webkit.resource.VIDEO_CAPTURE',
        ],
        removed: [],
      },
    });
    expect((await get<NoticesResponse>(stranger, ROUTES.notices.url())).body).toEqual({
      unread: 0,
      notices: [],
    });
  });

  it('emails the version, notes, permission changes, link and unsubscribe headers', async () => {
    const mails = ctx.app.notices.mailer
      .kept()
      .filter(mail => mail.to === owner.user.email);
    expect(mails).toHaveLength(1);
    const others = ctx.app.notices.mailer
      .kept()
      .filter(mail => [mutedAll, mutedOne, stranger].some(a => a.user.email === mail.to));
    expect(others).toEqual([]);
    const mail = mails[0];
    expect(mail?.subject).toMatch(/ 13 is out$/);
    expect(mail?.text).toContain('Release notes:\nNext build');
    expect(mail?.text).toContain('New permissions (3):');
    expect(mail?.text).toContain('Audio capture (android.webkit.resource.AUDIO_CAPTURE)');
    expect(mail?.text).toContain('/extension/notice-webview');
    expect(mail?.html).toContain('New permissions (3):');
    expect(mail?.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail?.headers['List-Unsubscribe']).toMatch(
      /^<http:\/\/localhost:\d+\/api\/notices\/unsubscribe\?token=[\w.-]+>$/,
    );
    const state = await ctx.app.db
      .selectFrom('update_notices')
      .select(['mail_state', 'mailed_at'])
      .where('user_id', '=', owner.id)
      .executeTakeFirstOrThrow();
    expect(state.mail_state).toBe('sent');
    expect(state.mailed_at).not.toBeNull();
  });

  it('marks notices read', async () => {
    const read = await post(ctx, ROUTES.markNoticesRead.url(), {}, owner);
    expect(read.json()).toEqual({ unread: 0 });
    const bell = await get<NoticesResponse>(owner, ROUTES.notices.url());
    expect(bell.body.notices[0]?.readAt).not.toBeNull();
    const bad = await post(
      ctx,
      ROUTES.markNoticesRead.url(),
      { ids: ['a\u0000'] },
      owner,
    );
    expect(bad.statusCode).toBe(400);
  });

  it('unsubscribes in one click with the signed link, no sign-in', async () => {
    const mail = ctx.app.notices.mailer.kept().find(m => m.to === owner.user.email);
    const url = new URL(
      /^<(.*)>$/.exec(mail?.headers['List-Unsubscribe'] ?? '')?.[1] ?? '',
    );
    const path = `${url.pathname}${url.search}`;
    const info = await ctx.app.inject({ method: 'GET', url: path });
    expect(info.json<UnsubscribeInfo>()).toMatchObject({
      email: owner.user.email,
      scope: 'extension',
      unsubscribed: false,
    });
    // The mail client's RFC 8058 one-click POST.
    const done = await ctx.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json<UnsubscribeInfo>().unsubscribed).toBe(true);
    const prefs = await get<NoticePreferences>(owner, ROUTES.noticePreferences.url());
    expect(prefs.body.extensions).toEqual([
      expect.objectContaining({ extensionId, notices: false }),
    ]);
  });

  it('refuses forged and expired unsubscribe links', async () => {
    const key = ctx.app.notices.unsubscribeKey;
    const good = signUnsubscribe(key, stranger.id, extensionId);
    const [payload = '', mac = ''] = good.split('.');
    const forgedClaims = Buffer.from(
      JSON.stringify({ u: owner.id, x: '*', e: 4_000_000_000 }),
    ).toString('base64url');
    const cases = [
      `${forgedClaims}.${mac}`,
      `${payload}.${mac.slice(0, -2)}${mac.endsWith('AA') ? 'BB' : 'AA'}`,
      signUnsubscribe(Buffer.alloc(32, 7), stranger.id, extensionId),
    ];
    for (const token of cases) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: `${ROUTES.unsubscribe.url()}?token=${token}`,
      });
      expect(response.statusCode, token).toBe(403);
      expect(response.json<{ error: { message: string } }>().error.message).toBe(
        NOTICE_MESSAGES.unsubscribeInvalid,
      );
    }
    const expired = signUnsubscribe(
      key,
      stranger.id,
      extensionId,
      Date.now() - 91 * 86_400_000,
    );
    const response = await ctx.app.inject({
      method: 'GET',
      url: `${ROUTES.unsubscribeInfo.url()}?token=${expired}`,
    });
    expect(response.statusCode).toBe(410);
    expect(response.json<{ error: { message: string } }>().error.message).toBe(
      NOTICE_MESSAGES.unsubscribeExpired,
    );
    const optOuts = await ctx.app.db
      .selectFrom('notice_opt_outs')
      .select('extension_id')
      .where('user_id', '=', stranger.id)
      .execute();
    expect(optOuts).toEqual([]);
  });

  it('lists the files with a newer version the caller may download', async () => {
    const files = [
      { packageName: 'com.sunny.CustomWebView', versionName: '5' },
      { packageName: 'com.sunny.CustomWebView', versionName: '13' },
      { slug: 'notice-webview', versionName: '5' },
      { packageName: 'no.such.package', versionName: '1' },
    ];
    const check = await post(ctx, ROUTES.checkUpdates.url(), { files }, owner);
    expect(check.statusCode, check.body).toBe(200);
    const { updates } = check.json<{ updates: object[] }>();
    expect(updates).toHaveLength(2);
    expect(updates[0]).toMatchObject({
      currentVersion: '5',
      latestVersion: '13',
      slug: 'notice-webview',
      permissions: { removed: [] },
    });
    const nameless = await post(
      ctx,
      ROUTES.checkUpdates.url(),
      { files: [{ versionName: '5' }] },
      owner,
    );
    expect(nameless.statusCode).toBe(400);
    expect(nameless.json<{ error: { message: string } }>().error.message).toBe(
      NOTICE_MESSAGES.checkNeedsName,
    );
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: ROUTES.checkUpdates.url(),
      payload: { files },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
