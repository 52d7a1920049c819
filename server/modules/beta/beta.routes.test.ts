/** The beta programme in both access modes, for users and admins. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddBetaUserResponse, CheckBetaResponse } from '#shared/api/account';
import type { BetaUsersResponse } from '#shared/api/admin';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { insertAccount, sessionHeaders } from '../auth/auth-testing';

type Account = Awaited<ReturnType<typeof insertAccount>>;

const apps: TestApp[] = [];
let open: TestApp;
let waitlisted: TestApp;
beforeAll(async () => {
  open = await createTestApp({ RATE_LIMIT_SCALE: '100' });
  waitlisted = await createTestApp({ RATE_LIMIT_SCALE: '100', BETA_ACCESS: 'waitlist' });
  apps.push(open, waitlisted);
});
afterAll(async () => {
  for (const app of apps) await app.close();
});

function apply(ctx: TestApp, account: Account, payload: object) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/add-beta-user',
    headers: sessionHeaders(account),
    payload,
  });
}

async function check(ctx: TestApp, account: Account, email = account.user.email) {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/authenticated/api/user/check-beta/${encodeURIComponent(email)}`,
    headers: sessionHeaders(account),
  });
  return { status: response.statusCode, body: response.json<CheckBetaResponse>() };
}

const link = 'https://github.com/asha';

describe('with BETA_ACCESS=open', () => {
  it('lets everybody publish until an admin waitlists them', async () => {
    const user = await insertAccount(open);
    const admin = await insertAccount(open, { role: 'admin' });
    expect((await check(open, user)).body).toEqual({
      message: { email: user.user.email, waitlist: false, registered: false },
    });

    const applied = await apply(open, user, {
      email: user.user.email,
      profileLink: link,
      waitlist: true,
    });
    expect(applied.statusCode).toBe(201);
    expect(applied.json<AddBetaUserResponse>().betaUser).toMatchObject({
      email: user.user.email,
      profileLink: link,
      waitlist: false,
    });

    const put = await open.app.inject({
      method: 'PUT',
      url: '/admin/update-beta-waitlist',
      headers: sessionHeaders(admin),
      payload: { userEmail: user.user.email.toUpperCase(), waitlist: true },
    });
    expect(put.statusCode).toBe(200);
    expect((await check(open, user)).body.message).toMatchObject({
      waitlist: true,
      registered: true,
    });

    // Applying again updates the link but cannot lift the waitlist.
    const again = await apply(open, user, {
      email: user.user.email,
      profileLink: 'https://gitlab.com/asha',
      waitlist: false,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json<AddBetaUserResponse>().betaUser).toMatchObject({
      profileLink: 'https://gitlab.com/asha',
      waitlist: true,
    });
  });

  it('checks the profile link and the email', async () => {
    const user = await insertAccount(open);
    const other = await insertAccount(open);
    const bad = await apply(open, user, {
      email: user.user.email,
      profileLink: 'github',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      error: { message: "doesn't seems to be a url", field: 'profileLink' },
    });
    const foreign = await apply(open, user, {
      email: other.user.email,
      profileLink: link,
    });
    expect(foreign.statusCode).toBe(403);
    expect((await check(open, user, other.user.email)).status).toBe(403);
  });
});

describe('with BETA_ACCESS=waitlist', () => {
  it('keeps applicants waiting until an admin approves them', async () => {
    const user = await insertAccount(waitlisted);
    const admin = await insertAccount(waitlisted, { role: 'admin' });
    expect((await check(waitlisted, user)).body.message).toEqual({
      email: user.user.email,
      waitlist: true,
      registered: false,
    });
    expect((await check(waitlisted, admin)).body.message.waitlist).toBe(false);

    const applied = await apply(waitlisted, user, {
      email: user.user.email,
      profileLink: link,
      waitlist: false,
    });
    expect(applied.json<AddBetaUserResponse>().betaUser.waitlist).toBe(true);

    const list = await waitlisted.app.inject({
      method: 'GET',
      url: '/admin/get-beta-users',
      headers: sessionHeaders(admin),
    });
    expect(list.json<BetaUsersResponse>().betaUsers).toEqual([
      expect.objectContaining({ email: user.user.email, waitlist: true }),
    ]);

    const approve = await waitlisted.app.inject({
      method: 'PUT',
      url: '/admin/update-beta-waitlist',
      headers: sessionHeaders(admin),
      payload: { userEmail: user.user.email, waitlist: false },
    });
    expect(approve.statusCode).toBe(200);
    expect((await check(waitlisted, user)).body.message.waitlist).toBe(false);
    // Admins may look anybody up.
    expect((await check(waitlisted, admin, user.user.email)).body.message.waitlist).toBe(
      false,
    );
  });

  it('lets an admin add someone with an explicit flag, and 404s unknown emails', async () => {
    const admin = await insertAccount(waitlisted, { role: 'admin' });
    const added = await apply(waitlisted, admin, {
      email: 'Invited@Example.com',
      profileLink: link,
      waitlist: false,
    });
    expect(added.statusCode).toBe(201);
    expect(added.json<AddBetaUserResponse>().betaUser).toMatchObject({
      email: 'invited@example.com',
      waitlist: false,
    });
    const missing = await waitlisted.app.inject({
      method: 'PUT',
      url: '/admin/update-beta-waitlist',
      headers: sessionHeaders(admin),
      payload: { userEmail: 'nobody@example.com', waitlist: false },
    });
    expect(missing.statusCode).toBe(404);
  });
});
