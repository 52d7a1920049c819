/**
 * Sign-up and sign-in against the real Firebase Auth emulator: accounts are
 * made through its REST API, emails verified through its out-of-band codes,
 * and our endpoints verify the resulting ID tokens with firebase-admin.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '#shared/api/account';
import { AUTH_MESSAGES, type SessionResponse } from '#shared/api/auth';
import { MESSAGES } from '#shared/domain/validation';
import type { TestApp } from '../../testing/test-app';
import { findUserById } from '../account/account.repository';
import {
  bearer,
  createAuthTestApp,
  firebaseSignIn,
  firebaseSignUp,
  sessionHeaders,
  signUpVerified,
  uniqueEmail,
  uniqueUsername,
  verifyEmail,
} from './auth-testing';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createAuthTestApp();
}, 300_000);
afterAll(() => ctx.close());

let address = 1;
function post(url: string, idToken: string | undefined, payload: object) {
  return ctx.app.inject({
    method: 'POST',
    url,
    headers: idToken ? bearer(idToken) : {},
    payload,
    // Each call from its own address, so the sign-in rate limit stays out of the way.
    remoteAddress: `10.1.0.${address++}`,
  });
}

const signupBody = (extra: object = {}) => ({
  username: uniqueUsername(),
  name: 'Asha Rao',
  agreement: 'on',
  ...extra,
});

function getUser(session: { id: string; token: string }) {
  return ctx.app.inject({
    method: 'GET',
    url: '/authenticated/api/user/get-user',
    headers: sessionHeaders(session),
  });
}

describe('POST /api/signup', () => {
  it('creates an unverified account whose session is refused until the email is verified', async () => {
    const email = uniqueEmail();
    const { idToken, localId } = await firebaseSignUp(email);
    const body = signupBody({ email, password: 'Secret#123' });
    const response = await post('/api/signup', idToken, body);
    expect(response.statusCode).toBe(201);
    const session = response.json<SessionResponse>();
    expect(session).toMatchObject({
      email,
      user: { email, username: body.username, name: 'Asha Rao', role: 'user' },
    });
    expect(session.user.emailVerified).toBe(false);
    expect(response.body).not.toContain('Secret#123');

    const row = await findUserById(ctx.app.db, session.id);
    expect(row?.firebase_uid).toBe(localId);

    const refused = await getUser(session);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: { message: 'Email not verified' } });

    const signin = await post('/api/signin', idToken, {});
    expect(signin.statusCode).toBe(403);
    expect(signin.json()).toMatchObject({
      error: { code: 'FORBIDDEN', message: AUTH_MESSAGES.emailNotVerified },
    });
  });

  it('signs in once the email is verified, with a 7-day session', async () => {
    const email = uniqueEmail();
    await firebaseSignUp(email);
    const first = await post(
      '/api/signup',
      (await firebaseSignIn(email)).idToken,
      signupBody(),
    );
    expect(first.statusCode).toBe(201);

    const verifiedToken = await verifyEmail(email);
    const response = await post('/api/signin', verifiedToken, { email });
    expect(response.statusCode).toBe(200);
    const session = response.json<SessionResponse>();
    expect(session.id).toBe(first.json<SessionResponse>().id);
    expect(session.user.emailVerified).toBe(true);
    const days = (Date.parse(session.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    const me = await getUser(session);
    expect(me.statusCode).toBe(200);
    // get-user also says whether a Gold period is running (none for a new account).
    expect(me.json()).toEqual({ user: { ...session.user, gold: null } });
  });

  it('answers 11000 "already exists" when the account is registered twice', async () => {
    const session = await signUpVerified(ctx);
    const { idToken } = await firebaseSignIn(session.email);
    const response = await post('/api/signup', idToken, signupBody());
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: { code: 11000, message: MESSAGES.userAlreadyExists, field: 'email' },
    });
  });

  it('applies the username rules: format, reserved (6555), taken (11000)', async () => {
    const taken = await signUpVerified(ctx);
    const { idToken } = await firebaseSignUp(uniqueEmail());
    const cases: Array<[string, number, unknown]> = [
      ['ab', 400, { code: 'BAD_REQUEST', message: MESSAGES.username, field: 'username' }],
      ['has space', 400, { code: 'BAD_REQUEST', message: MESSAGES.username }],
      ['Admin', 400, { code: 6555, message: 'is reserved', field: 'username' }],
      [
        taken.user.username.toUpperCase(),
        409,
        { code: 11000, message: 'already exists' },
      ],
    ];
    for (const [username, status, error] of cases) {
      const response = await post('/api/signup', idToken, signupBody({ username }));
      expect(response.statusCode, username).toBe(status);
      expect(response.json(), username).toMatchObject({ error });
    }
  });

  it('checks the agreement, the name and the echoed email', async () => {
    const email = uniqueEmail();
    const { idToken } = await firebaseSignUp(email);
    const cases: Array<[object, string, string]> = [
      [{ agreement: 'off' }, AUTH_MESSAGES.agreement, 'agreement'],
      [{ name: 'A1' }, MESSAGES.userName, 'name'],
      [{ email: 'someone-else@example.com' }, AUTH_MESSAGES.emailMismatch, 'email'],
    ];
    for (const [extra, message, field] of cases) {
      const response = await post('/api/signup', idToken, signupBody(extra));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: { message, field } });
    }
    const unknown = await post('/api/signup', idToken, signupBody({ role: 'admin' }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      error: { message: 'Unknown field "role" in body' },
    });
  });

  it('refuses a missing, garbage or non-Firebase bearer token with 401', async () => {
    const session = await signUpVerified(ctx);
    for (const token of [undefined, 'garbage', session.token]) {
      const response = await post('/api/signup', token, signupBody());
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ error: { code: 'UNAUTHORIZED' } });
    }
  });
});

describe('POST /api/signin', () => {
  it('creates the account of a verified Firebase user that never signed up here', async () => {
    const email = uniqueEmail('first.time');
    await firebaseSignUp(email);
    const response = await post('/api/signin', await verifyEmail(email), {});
    expect(response.statusCode).toBe(200);
    const { user } = response.json<SessionResponse>();
    expect(user.email).toBe(email);
    expect(user.username).toMatch(/^firsttime[0-9a-f]{0,6}$/);
  });

  it("refuses an email in the body that is not the token's, with 400", async () => {
    const session = await signUpVerified(ctx);
    const { idToken } = await firebaseSignIn(session.email);
    const response = await post('/api/signin', idToken, { email: 'other@example.com' });
    expect(response.statusCode).toBe(400);
  });

  it('makes ADMIN_EMAILS admins on sign-in', async () => {
    const email = uniqueEmail('boss');
    const adminApp = await createAuthTestApp({
      ADMIN_EMAILS: ` ${email.toUpperCase()} `,
    });
    try {
      await firebaseSignUp(email);
      const response = await adminApp.app.inject({
        method: 'POST',
        url: '/api/signin',
        headers: bearer(await verifyEmail(email)),
        payload: {},
      });
      const session = response.json<SessionResponse>();
      expect(session.user.role).toBe('admin');
      const users = await adminApp.app.inject({
        method: 'GET',
        url: '/admin/users',
        headers: sessionHeaders(session),
      });
      expect(users.statusCode).toBe(200);
    } finally {
      await adminApp.close();
    }
  });

  it('rate-limits sign-in attempts per address', async () => {
    const limited = await createAuthTestApp({ RATE_LIMIT_SCALE: '0.1' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) {
        const response = await limited.app.inject({
          method: 'POST',
          url: '/api/signin',
          headers: bearer('garbage'),
          payload: {},
          remoteAddress: '10.9.9.9',
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([401, 401, 429]);
      const other = await limited.app.inject({
        method: 'POST',
        url: '/api/signin',
        headers: bearer('garbage'),
        payload: {},
        remoteAddress: '10.9.9.10',
      });
      expect(other.statusCode).toBe(401);
    } finally {
      await limited.close();
    }
  });
});

describe('a password change', () => {
  it('needs a recent sign-in, applies the password rule and ends other sessions', async () => {
    const session = await signUpVerified(ctx);
    const url = '/api/update-user-password';
    const change = (headers: Record<string, string>, password: string) =>
      ctx.app.inject({ method: 'POST', url, headers, payload: { password } });

    const noProof = await change(sessionHeaders(session), 'Better#456');
    expect(noProof.statusCode).toBe(403);
    expect(noProof.json()).toMatchObject({
      error: { message: ACCOUNT_MESSAGES.recentSignInRequired },
    });

    const stranger = await signUpVerified(ctx);
    const strangerToken = (await firebaseSignIn(stranger.email)).idToken;
    const foreign = await change(
      { ...sessionHeaders(session), refreshtoken: strangerToken },
      'Better#456',
    );
    expect(foreign.statusCode).toBe(403);

    const fresh = (await firebaseSignIn(session.email)).idToken;
    const weak = await change(
      { ...sessionHeaders(session), refreshtoken: fresh },
      'weakpass',
    );
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({
      error: { message: MESSAGES.password, field: 'password' },
    });

    // A session issued in the very same second as the change ends with it too.
    const justBefore = await ctx.app.sessions.issue(session.id, 0);
    const done = await change(
      { ...sessionHeaders(session), refreshtoken: fresh },
      'Better#456',
    );
    expect(done.statusCode).toBe(200);
    const { token } = done.json<{ token: string }>();

    expect((await getUser(session)).statusCode).toBe(401);
    expect((await getUser({ id: session.id, token: justBefore.token })).statusCode).toBe(
      401,
    );
    expect((await getUser({ id: session.id, token })).statusCode).toBe(200);
    await expect(firebaseSignIn(session.email, 'Better#456')).resolves.toBeDefined();
    await expect(firebaseSignIn(session.email)).rejects.toThrow();
  });
});
