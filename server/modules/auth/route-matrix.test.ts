/**
 * The access matrix of every protected route, derived from the routes the app
 * actually registered (the auth plugin records them with an onRoute hook), so a
 * route added tomorrow is checked tomorrow without touching this file.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { HEADERS } from '#shared/api/routes';
import { SESSION_AUDIENCE, SESSION_ISSUER } from '../../plugins/auth-session';
import type { ProtectedRoute } from '../../plugins/auth';
import { createTestApp } from '../../testing/test-app';
import { insertAccount, sessionSecretOf } from './auth-testing';
import { bumpSessionVersion } from '../account/account.repository';
import { TOKEN_MESSAGES } from '#shared/api/tokens';
import { deleteToken } from '../tokens/tokens.repository';
import { createToken } from '../tokens/tokens.service';

// Emulator mode registers the dev-only routes too; nothing here calls the emulator.
const ctx = await createTestApp({
  FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9',
  FIREBASE_PROJECT_ID: 'demo-aix-matrix',
  RATE_LIMIT_SCALE: '100',
});
afterAll(() => ctx.close());

const secret = sessionSecretOf(ctx);
const user = await insertAccount(ctx);
const other = await insertAccount(ctx);
const admin = await insertAccount(ctx, { role: 'admin' });
const unverified = await insertAccount(ctx, { email_verified: 0 });
// A session issued before a password change (which bumps the session version).
const revoked = await insertAccount(ctx);
await bumpSessionVersion(ctx.app.db, revoked.id);

const routes = ctx.app.protectedRoutes();

const userToken = await createToken(ctx.app.db, user.user, { name: 'matrix' });
const adminToken = await createToken(ctx.app.db, admin.user, { name: 'matrix admin' });
const expiredToken = await createToken(
  ctx.app.db,
  user.user,
  { name: 'old', expiresInDays: 1 },
  new Date(Date.now() - 2 * 86_400_000),
);
const gone = await createToken(ctx.app.db, user.user, { name: 'gone' });
await deleteToken(ctx.app.db, user.id, gone.token.id);
const revokedToken = gone.value;

/** Parameters that name an account; the "other user" case points them at somebody else. */
const OWNER_PARAMS: Record<string, (account: typeof user) => string> = {
  email: account => account.user.email,
  userId: account => account.id,
  username: account => account.user.username,
};

function fill(url: string, owner: typeof user): string {
  return url
    .replace(/:(\w+)/g, (_match, name: string) =>
      encodeURIComponent(OWNER_PARAMS[name]?.(owner) ?? 'matrix-probe'),
    )
    .replace(/\*$/, 'matrix-probe');
}

const hasOwnerParam = (route: ProtectedRoute) =>
  Object.keys(OWNER_PARAMS).some(name => route.url.includes(`:${name}`));

function sign(claims: { sub: string; exp: number; iat?: number }, key = secret) {
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuer(SESSION_ISSUER)
    .setAudience(SESSION_AUDIENCE)
    .setIssuedAt(claims.iat ?? Math.floor(Date.now() / 1000) - 60)
    .setExpirationTime(claims.exp)
    .sign(key);
}

/** Same signature, payload swapped to claim the admin's id. */
function tampered(token: string, sub: string): string {
  const [header, payload, signature] = token.split('.');
  const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as object;
  const forged = Buffer.from(JSON.stringify({ ...claims, sub })).toString('base64url');
  return `${header}.${forged}.${signature}`;
}

function unsignedToken(sub: string): string {
  const part = (value: object) =>
    Buffer.from(JSON.stringify(value)).toString('base64url');
  const exp = Math.floor(Date.now() / 1000) + 3600;
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({ sub, exp, iss: SESSION_ISSUER, aud: SESSION_AUDIENCE })}.`;
}

type Headers = Record<string, string>;
const bearer = (token: string): Headers => ({ authorization: `Bearer ${token}` });
const session = (token: string, id: string): Headers => ({
  authorization: `Bearer ${token}`,
  [HEADERS.userId]: id,
});

function call(route: ProtectedRoute, headers: Headers, owner = user) {
  const hasBody = ['POST', 'PUT', 'PATCH'].includes(route.method);
  return ctx.app.inject({
    method: route.method as 'GET',
    url: fill(route.url, owner),
    headers,
    ...(hasBody ? { payload: {} } : {}),
  });
}

const now = Math.floor(Date.now() / 1000);
const rejected: Array<[string, () => Promise<Headers>]> = [
  ['anonymous', async () => ({})],
  [
    'a token without the user id header',
    async () => ({ authorization: `Bearer ${user.token}` }),
  ],
  ['a user id header without a token', async () => ({ [HEADERS.userId]: user.id })],
  ['a garbage token', async () => session('not-a-jwt', user.id)],
  [
    'a non-bearer scheme',
    async () => ({ authorization: `Basic ${user.token}`, [HEADERS.userId]: user.id }),
  ],
  [
    'an expired token',
    async () =>
      session(await sign({ sub: user.id, exp: now - 10, iat: now - 100 }), user.id),
  ],
  ['a tampered token', async () => session(tampered(user.token, admin.id), admin.id)],
  [
    'a token signed with another secret',
    async () =>
      session(
        await sign(
          { sub: admin.id, exp: now + 600 },
          new TextEncoder().encode('x'.repeat(48)),
        ),
        admin.id,
      ),
  ],
  [
    'an unsigned (alg none) token',
    async () => session(unsignedToken(admin.id), admin.id),
  ],
  ['a mismatched user id header', async () => session(user.token, other.id)],
  [
    'a token of a deleted account',
    async () => session(await sign({ sub: 'gone-user', exp: now + 600 }), 'gone-user'),
  ],
  [
    'a token issued before the account ended its sessions',
    async () => session(revoked.token, revoked.id),
  ],
];

describe('protected routes', () => {
  it('are derived from the registered routes and cover every account route', () => {
    const keys = routes.map(route => `${route.method} ${route.url} ${route.level}`);
    expect(keys).toEqual(
      expect.arrayContaining([
        'GET /authenticated/api/user/get-user user',
        'HEAD /authenticated/api/user/get-user user',
        'GET /authenticated/api/user/check-beta/:email user',
        'POST /api/update-me user',
        'POST /api/update-user-password user',
        'POST /api/add-beta-user user',
        'GET /admin/get-beta-users admin',
        'PUT /admin/update-beta-waitlist admin',
        'GET /admin/events/daily admin',
        'GET /admin/users admin',
        'PUT /admin/update-user-role admin',
        'POST /authenticated/api/upload/cloudinary user',
        'GET /authenticated/api/upload/aix/:uploadId user',
        'POST /api/create-extension user',
        'POST /api/update-extension user',
        'POST /api/get-extensions user',
        'POST /api/delete-my-extension user',
        'POST /api/delete-aix-from-firebase user',
        'POST /authenticated/api/extension/my-extensions user',
        'POST /api/update-extension-like user',
        'GET /authenticated/api/link-preview user',
      ]),
    );
    expect(routes.some(hasOwnerParam)).toBe(true);
  });

  it('include every /authenticated and /admin path of the router', () => {
    const printed = ctx.app.printRoutes({ commonPrefix: false });
    const paths = [...printed.matchAll(/(\/(?:authenticated|admin)\/\S*) \(/g)].map(
      match => match[1],
    );
    expect(paths.length).toBeGreaterThan(0);
    const known = new Set(routes.map(route => route.url));
    expect(paths.filter(path => !known.has(path ?? ''))).toEqual([]);
  });
});

describe.each(routes.map(route => [`${route.method} ${route.url}`, route] as const))(
  '%s',
  (_name, route) => {
    it.each(rejected)('answers 401 with a JSON error to %s', async (_case, headers) => {
      const response = await call(route, await headers());
      expect(response.statusCode).toBe(401);
      if (route.method !== 'HEAD') {
        expect(response.json()).toMatchObject({ error: { code: 'UNAUTHORIZED' } });
      }
    });

    it('answers 403 to an account whose email is not verified', async () => {
      const response = await call(route, session(unverified.token, unverified.id));
      expect(response.statusCode).toBe(403);
    });

    if (route.level === 'admin') {
      it('answers 403 to a signed-in user who is not an admin', async () => {
        const response = await call(route, session(user.token, user.id));
        expect(response.statusCode).toBe(403);
        if (route.method !== 'HEAD') {
          expect(response.json()).toMatchObject({ error: { code: 'FORBIDDEN' } });
        }
      });
    } else {
      it('lets a signed-in user through', async () => {
        const response = await call(route, session(user.token, user.id));
        expect([401, 403]).not.toContain(response.statusCode);
      });
    }

    if (route.level === 'user' && hasOwnerParam(route)) {
      it("answers 403 to a user asking about another user's account", async () => {
        const response = await call(route, session(user.token, user.id), other);
        expect(response.statusCode).toBe(403);
      });
    }

    it('lets an admin through', async () => {
      const response = await call(route, session(admin.token, admin.id), other);
      expect([401, 403]).not.toContain(response.statusCode);
    });

    if (route.tokens) {
      it('takes a live access token, and refuses an expired or revoked one', async () => {
        const accepted = await call(route, bearer(userToken.value));
        expect([401, 403]).not.toContain(accepted.statusCode);
        expect((await call(route, bearer(expiredToken.value))).statusCode).toBe(401);
        expect((await call(route, bearer(revokedToken))).statusCode).toBe(401);
        expect((await call(route, bearer(`${userToken.value}x`))).statusCode).toBe(401);
      });
    } else {
      it('refuses an access token (sessions only)', async () => {
        const response = await call(route, bearer(adminToken.value), other);
        expect(response.statusCode).toBe(401);
        if (route.method !== 'HEAD') {
          expect(response.json()).toMatchObject({
            error: { code: 'UNAUTHORIZED', message: TOKEN_MESSAGES.notHere },
          });
        }
      });
    }
  },
);

describe('access tokens', () => {
  it('are taken by the publishing, upload, order and download routes only', () => {
    expect(
      routes.filter(route => route.tokens).map(route => `${route.method} ${route.url}`),
    ).toEqual(
      expect.arrayContaining([
        'POST /authenticated/api/upload/cloudinary',
        'POST /api/create-extension',
        'POST /api/update-extension',
        'POST /authenticated/api/extension/razorpay-order',
        'POST /authenticated/api/user/orders',
        'POST /authenticated/api/download/order',
        'POST /authenticated/api/download/own',
      ]),
    );
    expect(routes.some(route => route.tokens && route.level === 'admin')).toBe(false);
    expect(
      routes.some(route => route.tokens && route.url.includes('access-tokens')),
    ).toBe(false);
  });
});
