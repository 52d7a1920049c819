import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckUsernameResponse, PublicProfileResponse } from '#shared/api/users';
import { RESERVED_USERNAMES } from '#shared/domain/reserved-usernames';
import { MESSAGES } from '#shared/domain/validation';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { DEMO_EXTENSIONS } from '../../seed/demo-catalogue';
import { seedDemoIfEmpty } from '../../seed/demo';
import { ROUTES } from '#shared/api/routes';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemoIfEmpty(ctx.database.db, ctx.database.dialect);
  // Secrets that must never reach a public profile.
  await ctx.database.db
    .updateTable('users')
    .set({ firebase_uid: 'firebase-uid-secret' })
    .where('username', '=', 'pixelforge')
    .execute();
});
afterAll(async () => ctx.close());

const check = async (username: string) => {
  const response = await ctx.app.inject({
    url: `${ROUTES.checkUsername.url()}?username=${encodeURIComponent(username)}`,
  });
  expect(response.statusCode).toBe(200);
  return response.json<CheckUsernameResponse>();
};

describe('GET /private/api/user/:username', () => {
  it('returns the public profile, published extensions and totals', async () => {
    const response = await ctx.app.inject({
      url: ROUTES.publicUser.url({ username: 'PixelForge' }),
    });
    expect(response.statusCode).toBe(200);
    const profile = response.json<PublicProfileResponse>();
    const mine = DEMO_EXTENSIONS.filter(
      e => e.maker === 'pixel' && e.published !== false,
    );
    expect(profile.user).toMatchObject({
      id: 'usr_demo_01',
      username: 'pixelforge',
      name: 'Ananya Rao',
      role: 'user',
      profile: { location: 'Bengaluru, India', website: '' },
    });
    expect(profile.user.avatar).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(profile.extensions.map(e => e.name).sort()).toEqual(
      mine.map(e => e.name).sort(),
    );
    expect(profile.totals).toEqual({
      extensions: mine.length,
      downloads: mine.reduce((sum, e) => sum + e.downloads, 0),
      likes: mine.reduce((sum, e) => sum + e.likes, 0),
    });
  });

  it('never includes email, firebase uid or tokens', async () => {
    const response = await ctx.app.inject({
      url: ROUTES.publicUser.url({ username: 'pixelforge' }),
    });
    expect(response.body).not.toMatch(/@demo\.aix\.market/);
    expect(response.body).not.toMatch(/firebase-uid-secret/);
    expect(response.body).not.toMatch(/"(email|firebase_uid|firebaseUid|token)"/);
  });

  it('answers 404 JSON for an unknown user', async () => {
    const response = await ctx.app.inject({
      url: ROUTES.publicUser.url({ username: 'nobodyhere' }),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });
});

describe('GET /private/api/user/check-username', () => {
  it('is not captured by /:username', async () => {
    const response = await ctx.app.inject({ url: ROUTES.checkUsername.url() });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: 'BAD_REQUEST', message: 'Missing field "username" in querystring' },
    });
  });

  it('reports a free username as available', async () => {
    expect(await check('freshmaker7')).toEqual({
      username: 'freshmaker7',
      available: true,
    });
  });

  it.each(['abc', 'has space', 'way_too_long_username', 'dash-ed', 'ünicode', ''])(
    'rejects the format of %j',
    async username => {
      expect(await check(username)).toEqual({
        username: username.trim(),
        available: false,
        reason: 'invalid',
        message: MESSAGES.username,
      });
    },
  );

  it.each(['admin', 'Support', 'LOGIN', 'root', 'help', 'settings', 'dashboard'])(
    'reserves %s (any case)',
    async username => {
      expect(await check(username)).toEqual({
        username,
        available: false,
        reason: 'reserved',
        message: 'is reserved',
      });
    },
  );

  it('reports an existing username as taken, case-insensitively', async () => {
    expect(await check('NimbusLabs')).toEqual({
      username: 'NimbusLabs',
      available: false,
      reason: 'taken',
      message: 'already exists',
    });
  });

  it('keeps a reserved list of at least 50 sensible names', () => {
    expect(RESERVED_USERNAMES.size).toBeGreaterThanOrEqual(50);
    for (const name of ['admin', 'support', 'api', 'www', 'login', 'root', 'help']) {
      expect(RESERVED_USERNAMES.has(name)).toBe(true);
    }
    for (const name of RESERVED_USERNAMES) expect(name).toBe(name.toLowerCase());
  });

  it('is rate limited', async () => {
    let last = 0;
    for (let i = 0; i < 70 && last !== 429; i += 1) {
      last = (
        await ctx.app.inject({ url: `${ROUTES.checkUsername.url()}?username=abcd${i}` })
      ).statusCode;
    }
    expect(last).toBe(429);
  });
});
