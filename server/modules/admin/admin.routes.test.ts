/** The manage-users API: listing and searching accounts, granting and revoking admin. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminUsersResponse } from '#shared/api/admin';
import { ADMIN_MESSAGES } from '#shared/api/admin';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { insertAccount, sessionHeaders } from '../auth/auth-testing';
import { findUserById, promoteAdmins } from '../account/account.repository';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_SCALE: '100' });
});
afterAll(() => ctx.close());

type Account = Awaited<ReturnType<typeof insertAccount>>;

const setRole = (as: Account, userEmail: string, role: string) =>
  ctx.app.inject({
    method: 'PUT',
    url: '/admin/update-user-role',
    headers: sessionHeaders(as),
    payload: { userEmail, role },
  });

describe('admin user management', () => {
  it('lists accounts newest first, searches email and username, pages', async () => {
    const admin = await insertAccount(ctx, { role: 'admin' });
    const target = await insertAccount(ctx, { username: 'Zed100percent' });
    const list = (query: string) =>
      ctx.app
        .inject({
          method: 'GET',
          url: `/admin/users${query}`,
          headers: sessionHeaders(admin),
        })
        .then(response => response.json<AdminUsersResponse>());

    const all = await list('');
    expect(all.total).toBeGreaterThanOrEqual(2);
    expect(all.users[0]?.id).toBe(target.id);

    const found = await list('?search=zed100');
    expect(found.users.map(user => user.id)).toEqual([target.id]);
    expect(
      (await list(`?search=${encodeURIComponent(target.user.email.toUpperCase())}`))
        .total,
    ).toBe(1);
    // LIKE wildcards are searched for literally.
    expect((await list('?search=%25')).total).toBe(0);
    const page = await list('?limit=1&skip=1');
    expect(page.users).toHaveLength(1);
    expect(page.users[0]?.id).not.toBe(target.id);
  });

  it('grants and revokes the admin role, which the guard honours at once', async () => {
    const admin = await insertAccount(ctx, { role: 'admin' });
    const user = await insertAccount(ctx);
    const adminOnly = () =>
      ctx.app.inject({
        method: 'GET',
        url: '/admin/users',
        headers: sessionHeaders(user),
      });
    expect((await adminOnly()).statusCode).toBe(403);

    const granted = await setRole(admin, user.user.email.toUpperCase(), 'admin');
    expect(granted.statusCode).toBe(200);
    expect(granted.json()).toMatchObject({ user: { id: user.id, role: 'admin' } });
    expect((await adminOnly()).statusCode).toBe(200);

    expect((await setRole(admin, user.user.email, 'user')).statusCode).toBe(200);
    expect((await adminOnly()).statusCode).toBe(403);
  });

  it('refuses to demote oneself, unknown emails and unknown roles', async () => {
    const admin = await insertAccount(ctx, { role: 'admin' });
    const self = await setRole(admin, admin.user.email, 'user');
    expect(self.statusCode).toBe(400);
    expect(self.json()).toMatchObject({ error: { message: ADMIN_MESSAGES.ownRole } });
    expect((await setRole(admin, 'nobody@example.com', 'admin')).statusCode).toBe(404);
    expect((await setRole(admin, admin.user.email, 'owner')).statusCode).toBe(400);
  });

  it('promotes listed, verified accounts at start-up (ADMIN_EMAILS)', async () => {
    const verified = await insertAccount(ctx);
    const unverified = await insertAccount(ctx, { email_verified: 0 });
    await promoteAdmins(ctx.app.db, [
      verified.user.email.toUpperCase(),
      unverified.user.email,
    ]);
    expect((await findUserById(ctx.app.db, verified.id))?.role).toBe('admin');
    expect((await findUserById(ctx.app.db, unverified.id))?.role).toBe('user');
  });
});
