/**
 * get-user and update-me with every spec §5 rule and its exact message. Accounts
 * are written straight to the database: Firebase plays no part after sign-in.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, type CurrentUser } from '#shared/api/account';
import { MESSAGES } from '#shared/domain/validation';
import { RESERVED_USERNAMES } from '#shared/domain/reserved-usernames';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { insertAccount, sessionHeaders } from '../auth/auth-testing';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_SCALE: '100' });
});
afterAll(() => ctx.close());

type Account = Awaited<ReturnType<typeof insertAccount>>;

function updateMe(account: Account, updateValue: object, email = account.user.email) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/update-me',
    headers: sessionHeaders(account),
    payload: { email, updateValue },
  });
}

async function expectFieldError(
  account: Account,
  updateValue: object,
  status: number,
  error: { code: string | number; message: string; field: string },
) {
  const response = await updateMe(account, updateValue);
  expect(response.statusCode, JSON.stringify(updateValue)).toBe(status);
  expect(response.json(), JSON.stringify(updateValue)).toEqual({ error });
}

const badRequest = (message: string, field: string) => ({
  code: 'BAD_REQUEST',
  message,
  field,
});

describe('GET /authenticated/api/user/get-user', () => {
  it('returns the signed-in user without secrets', async () => {
    const account = await insertAccount(ctx, {
      website: 'https://asha.dev',
      location: 'Pune',
    });
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/authenticated/api/user/get-user',
      headers: sessionHeaders(account),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ user: CurrentUser }>().user).toEqual({
      id: account.id,
      email: account.user.email,
      name: 'Test User',
      username: account.user.username,
      avatar: '',
      role: 'user',
      profile: { website: 'https://asha.dev', location: 'Pune' },
      emailVerified: true,
      createdAt: account.user.created_at,
      gold: null,
    });
    expect(response.body).not.toContain('firebase');
    expect(response.body).not.toContain('session_version');
  });
});

describe('POST /api/update-me', () => {
  it('updates every field and says so', async () => {
    const account = await insertAccount(ctx);
    const response = await updateMe(account, {
      name: '  Asha Rao ',
      username: 'AshaRao42',
      avatar: 'https://cdn.example.com/a.png',
      website: 'https://asha.dev/about',
      location: ' Pune, India ',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Profile updated successfully',
      user: {
        name: 'Asha Rao',
        username: 'AshaRao42',
        avatar: 'https://cdn.example.com/a.png',
        profile: { website: 'https://asha.dev/about', location: 'Pune, India' },
      },
    });
  });

  it('applies the name rule', async () => {
    const account = await insertAccount(ctx);
    for (const name of ['Al', 'Asha 2', 'x'.repeat(31), '   ']) {
      await expectFieldError(
        account,
        { name },
        400,
        badRequest(MESSAGES.userName, 'name'),
      );
    }
    expect(MESSAGES.userName).toBe('can have minimum 3 and maximum 30 character');
  });

  it('applies the username format, reserved list (6555) and uniqueness (11000)', async () => {
    const account = await insertAccount(ctx);
    const other = await insertAccount(ctx);
    const format = badRequest(
      'must be atleast 4 letters and should not contain spaces and symbols and maximum 15 character',
      'username',
    );
    for (const username of ['abc', 'has space', 'dash-ed', 'a'.repeat(16)]) {
      await expectFieldError(account, { username }, 400, format);
    }
    for (const username of ['admin', 'Support', [...RESERVED_USERNAMES][0] ?? 'root']) {
      await expectFieldError(account, { username }, 400, {
        code: 6555,
        message: 'is reserved',
        field: 'username',
      });
    }
    await expectFieldError(
      account,
      { username: other.user.username.toUpperCase() },
      409,
      {
        code: 11000,
        message: 'already exists',
        field: 'username',
      },
    );
    // Changing only the case of one's own username is fine.
    const own = await updateMe(account, {
      username: account.user.username.toUpperCase(),
    });
    expect(own.statusCode).toBe(200);
  });

  it('gives a username to one account only when 16 ask at once in different cases', async () => {
    const accounts = await Promise.all(
      Array.from({ length: 16 }, () => insertAccount(ctx)),
    );
    const wanted = `race${Date.now().toString(36).slice(-6)}`;
    const variants = (index: number) =>
      [...wanted].map((ch, at) => ((index >> at) & 1 ? ch.toUpperCase() : ch)).join('');
    const answers = await Promise.all(
      accounts.map((account, index) => updateMe(account, { username: variants(index) })),
    );
    const won = answers.filter(answer => answer.statusCode === 200);
    expect(won).toHaveLength(1);
    for (const lost of answers.filter(answer => answer.statusCode !== 200)) {
      expect(lost.statusCode).toBe(409);
      expect(lost.json()).toEqual({
        error: { code: 11000, message: 'already exists', field: 'username' },
      });
    }
    const holders = await ctx.app.db
      .selectFrom('users')
      .select('id')
      .where(eb => eb(eb.fn('lower', ['username']), '=', wanted))
      .execute();
    expect(holders).toHaveLength(1);
  });

  it('applies the website, avatar and location rules', async () => {
    const account = await insertAccount(ctx);
    const url = "doesn't seems to be a url";
    for (const website of [
      'not a url',
      'javascript:alert(1)',
      'ftp://files.example.com',
    ]) {
      await expectFieldError(account, { website }, 400, badRequest(url, 'website'));
    }
    for (const avatar of ['data:image/png;base64,AAAA', 'avatar.png']) {
      await expectFieldError(account, { avatar }, 400, badRequest(url, 'avatar'));
    }
    await expectFieldError(
      account,
      { location: 'x'.repeat(61) },
      400,
      badRequest(ACCOUNT_MESSAGES.location, 'location'),
    );
    const cleared = await updateMe(account, { website: '', avatar: '' });
    expect(cleared.statusCode).toBe(200);
  });

  it('changes nothing when one field breaks a rule', async () => {
    const account = await insertAccount(ctx);
    await updateMe(account, { name: 'Valid Name', website: 'nope' });
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/authenticated/api/user/get-user',
      headers: sessionHeaders(account),
    });
    expect(me.json<{ user: CurrentUser }>().user.name).toBe('Test User');
  });

  it("refuses to update somebody else's account, whatever the body says", async () => {
    const account = await insertAccount(ctx);
    const other = await insertAccount(ctx);
    const response = await updateMe(account, { name: 'Hijacked' }, other.user.email);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      error: { message: ACCOUNT_MESSAGES.notYourAccount },
    });
  });

  it('rejects unknown fields (a role cannot be set) and empty updates', async () => {
    const account = await insertAccount(ctx);
    const role = await updateMe(account, { role: 'admin' });
    expect(role.statusCode).toBe(400);
    expect(role.json()).toMatchObject({
      error: { message: 'Unknown field "role" in body' },
    });
    const empty = await updateMe(account, {});
    expect(empty.statusCode).toBe(400);
  });
});
