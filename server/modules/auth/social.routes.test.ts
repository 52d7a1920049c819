/**
 * Social sign-in, the Firebase settings endpoint and the dev mailbox, against the
 * real Auth emulator (its fake IdP accepts a plain JSON id_token).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AuthConfigResponse,
  MailboxResponse,
  SessionResponse,
} from '#shared/api/auth';
import { createTestApp, type TestApp } from '../../testing/test-app';
import {
  bearer,
  createAuthTestApp,
  emulator,
  firebaseSignIn,
  firebaseSignUp,
  firebaseSocialSignIn,
  sessionHeaders,
  signUpVerified,
  uniqueEmail,
} from './auth-testing';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createAuthTestApp({ PUBLIC_URL: 'http://market.test:8787' });
}, 300_000);
afterAll(() => ctx.close());

function social(idToken: string, payload: object = {}) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/social-login',
    headers: bearer(idToken),
    payload,
  });
}

const googleUser = (email: string, extra: object = {}) =>
  firebaseSocialSignIn('google.com', {
    sub: randomUUID(),
    email,
    email_verified: true,
    ...extra,
  });

describe('POST /api/social-login', () => {
  it('creates the account from the verified token, never from the body', async () => {
    const email = uniqueEmail('ravi.k');
    const { idToken } = await googleUser(email, {
      name: 'Ravi Kumar',
      picture: 'https://lh3.example.com/ravi.png',
    });
    const response = await social(idToken, {
      email,
      name: 'Body Name',
      emailVerified: false,
      provider: 'google',
    });
    expect(response.statusCode).toBe(200);
    const session = response.json<SessionResponse>();
    expect(session.user).toMatchObject({
      email,
      name: 'Ravi Kumar',
      avatar: 'https://lh3.example.com/ravi.png',
      emailVerified: true,
      role: 'user',
    });
    expect(session.user.username).toBe(
      email
        .split('@')[0]
        ?.replace(/[^a-z0-9]/gi, '')
        .slice(0, 15),
    );

    const again = await social(idToken);
    expect(again.json<SessionResponse>().id).toBe(session.id);
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/authenticated/api/user/get-user',
      headers: sessionHeaders(session),
    });
    expect(me.statusCode).toBe(200);
  });

  it("falls back to 'User Name' and makes the username valid, unreserved and unique", async () => {
    const taken = await signUpVerified(ctx);
    const local = taken.user.username;
    const first = await social((await googleUser(`${local}@gmail.example`)).idToken);
    const reserved = await social(
      (await googleUser(`admin.${randomUUID().slice(0, 4)}@x.example`)).idToken,
      {
        username: 'admin',
      },
    );
    const tiny = await social(
      (await googleUser(`${randomUUID().slice(0, 2)}@x.example`)).idToken,
    );

    const firstUser = first.json<SessionResponse>().user;
    expect(firstUser.name).toBe('User Name');
    expect(firstUser.username).not.toBe(local);
    expect(
      firstUser.username.toLowerCase().startsWith(local.slice(0, 7).toLowerCase()),
    ).toBe(true);
    const reservedUser = reserved.json<SessionResponse>().user;
    expect(reservedUser.username).toMatch(/^admin\d{3,8}$/);
    expect(tiny.json<SessionResponse>().user.username).toMatch(/^user[a-z0-9]{2}$/);
    for (const user of [firstUser, reservedUser]) {
      expect(user.username).toMatch(/^[A-Za-z0-9]{4,15}$/);
    }
  });

  it('links a verified social sign-in to the existing account with that email', async () => {
    const session = await signUpVerified(ctx);
    const { idToken } = await firebaseSocialSignIn('github.com', {
      sub: randomUUID(),
      email: session.email,
      email_verified: true,
    });
    const response = await social(idToken);
    expect(response.statusCode).toBe(200);
    expect(response.json<SessionResponse>().id).toBe(session.id);
  });

  it('answers an unverified social email with emailVerified false and no access', async () => {
    const { idToken } = await firebaseSocialSignIn('facebook.com', {
      sub: randomUUID(),
      email: uniqueEmail('fb'),
      email_verified: false,
    });
    const response = await social(idToken);
    expect(response.statusCode).toBe(200);
    const session = response.json<SessionResponse>();
    expect(session.user.emailVerified).toBe(false);
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/authenticated/api/user/get-user',
      headers: sessionHeaders(session),
    });
    expect(me.statusCode).toBe(403);
  });
});

describe('GET /api/auth/config', () => {
  it('tells the renderer to use the emulator', async () => {
    const { host, projectId } = await emulator();
    const response = await ctx.app.inject({ method: 'GET', url: '/api/auth/config' });
    expect(response.json<AuthConfigResponse>()).toEqual({
      mode: 'emulator',
      projectId,
      apiKey: 'fake-api-key',
      authDomain: `${projectId}.firebaseapp.com`,
      emulatorUrl: `http://${host}`,
    });
  });
});

describe('GET /api/dev/mailbox', () => {
  it("lists the emulator's verification and reset links, newest first", async () => {
    const email = uniqueEmail('mailbox');
    await firebaseSignUp(email);
    const { host } = await emulator();
    const send = (body: object) =>
      fetch(
        `http://${host}/identitytoolkit.googleapis.com/v1/accounts:sendOobCode?key=fake`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        },
      );
    const { idToken } = await firebaseSignIn(email);
    await send({ requestType: 'VERIFY_EMAIL', idToken });
    await send({
      requestType: 'PASSWORD_RESET',
      email,
      continueUrl: 'http://market.test:8787/',
    });

    const response = await ctx.app.inject({ method: 'GET', url: '/api/dev/mailbox' });
    expect(response.statusCode).toBe(200);
    const mine = response.json<MailboxResponse>().messages.filter(m => m.email === email);
    expect(mine.map(m => m.requestType)).toEqual(['PASSWORD_RESET', 'VERIFY_EMAIL']);
    for (const message of mine) {
      const link = new URL(message.appLink);
      expect(link.origin + link.pathname).toBe(
        'http://market.test:8787/confirm-identity/action',
      );
      expect(link.searchParams.get('oobCode')).toBe(message.oobCode);
      expect(new URL(message.emulatorLink).host).toBe(host);
    }
    expect(new URL(mine[0]?.appLink ?? '').searchParams.get('mode')).toBe(
      'resetPassword',
    );
  });

  it('does not exist when the server is not running against the emulator', async () => {
    const plain = await createTestApp();
    try {
      const response = await plain.app.inject({ method: 'GET', url: '/api/dev/mailbox' });
      expect(response.statusCode).toBe(404);
      const config = await plain.app.inject({ method: 'GET', url: '/api/auth/config' });
      expect(config.json()).toMatchObject({ mode: 'disabled' });
      const signin = await plain.app.inject({
        method: 'POST',
        url: '/api/signin',
        headers: bearer('whatever'),
        payload: {},
      });
      expect(signin.statusCode).toBe(503);
    } finally {
      await plain.close();
    }
  });
});
