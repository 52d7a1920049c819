/**
 * An ID token from before a password change buys no session afterwards (issue 17
 * #7). Firebase's revocation check counts whole seconds, so a token minted in the
 * change's own second used to pass; the market keeps the change's instant in
 * milliseconds and treats that second as before. The real Auth emulator signs in.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '#shared/api/auth';
import type { TestApp } from '../../testing/test-app';
import {
  bearer,
  createAuthTestApp,
  firebaseSignIn,
  sessionHeaders,
  signUpVerified,
} from './auth-testing';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createAuthTestApp({ RATE_LIMIT_SCALE: '100' });
}, 300_000);
afterAll(() => ctx.close());

const signin = (idToken: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/signin',
    headers: bearer(idToken),
    payload: {},
  });
const me = (session: { id: string; token: string }) =>
  ctx.app.inject({
    method: 'GET',
    url: '/authenticated/api/user/get-user',
    headers: sessionHeaders(session),
  });
const authTimeOf = (idToken: string) =>
  (
    JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString()) as {
      auth_time: number;
    }
  ).auth_time;

/** Waits for the start of the next wall-clock second, so what follows shares one. */
async function nextSecond() {
  await new Promise(resolve => setTimeout(resolve, 1000 - (Date.now() % 1000) + 5));
}

describe('an ID token and a password change in the same second', () => {
  it('is refused, wherever in that second the change fell', async () => {
    const session = await signUpVerified(ctx);
    const { idToken } = await firebaseSignIn(session.email);
    const second = authTimeOf(idToken);
    // The change recorded at the very end of the token's second: still not after it.
    await ctx.app.db
      .updateTable('users')
      .set({ password_changed_at: new Date(second * 1000 + 999).toISOString() })
      .where('id', '=', session.id)
      .execute();
    const refused = await signin(idToken);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({
      error: { message: AUTH_MESSAGES.signInBeforePasswordChange },
    });
    // A change in the second before the sign-in leaves it alone.
    await ctx.app.db
      .updateTable('users')
      .set({ password_changed_at: new Date(second * 1000 - 1).toISOString() })
      .where('id', '=', session.id)
      .execute();
    expect((await signin(idToken)).statusCode).toBe(200);
  });

  it('through the real change: the old token is refused, the session it returned stays valid', async () => {
    const session = await signUpVerified(ctx);
    await nextSecond();
    const { idToken } = await firebaseSignIn(session.email);
    const changed = await ctx.app.inject({
      method: 'POST',
      url: '/api/update-user-password',
      headers: { ...sessionHeaders(session), refreshtoken: idToken },
      payload: { password: 'Better#456' },
    });
    expect(changed.statusCode).toBe(200);
    const { token } = changed.json<{ token: string }>();
    const row = await ctx.app.db
      .selectFrom('users')
      .select('password_changed_at')
      .where('id', '=', session.id)
      .executeTakeFirstOrThrow();
    // Milliseconds kept, not rounded to the second.
    expect(row.password_changed_at).toMatch(/\.\d{3}Z$/);
    expect(Date.parse(row.password_changed_at ?? '')).toBeGreaterThanOrEqual(
      authTimeOf(idToken) * 1000,
    );

    const replay = await signin(idToken);
    expect(replay.statusCode).toBe(401);
    expect((await me({ id: session.id, token })).statusCode).toBe(200);

    // A later sign-in with the new password works as ever.
    await nextSecond();
    const later = await firebaseSignIn(session.email, 'Better#456');
    expect((await signin(later.idToken)).statusCode).toBe(200);
    // The old token cannot prove a recent sign-in for another change either.
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/update-user-password',
      headers: { ...sessionHeaders({ id: session.id, token }), refreshtoken: idToken },
      payload: { password: 'Other#789x' },
    });
    expect(again.statusCode).toBe(401);
  });
});
