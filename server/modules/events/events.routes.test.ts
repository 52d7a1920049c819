/** Analytics: recording page_view and auth_attempt, and the admin's counts per day. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DailyCountsResponse, EventBody } from '#shared/api/events';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { insertAccount, sessionHeaders } from '../auth/auth-testing';
import { recordEvent } from './events.service';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_SCALE: '100' });
});
afterAll(() => ctx.close());

function send(payload: object, headers: Record<string, string> = {}) {
  return ctx.app.inject({ method: 'POST', url: '/api/events', payload, headers });
}

const events = () =>
  ctx.app.db.selectFrom('events').selectAll().orderBy('created_at').execute();

describe('POST /api/events', () => {
  it('records a page view without its query string, anonymously', async () => {
    const response = await send({
      name: 'page_view',
      path: '/extension/foo?token=abc#x',
    });
    expect(response.statusCode).toBe(204);
    const [row] = (await events()).filter(event =>
      event.path?.startsWith('/extension/foo'),
    );
    expect(row).toMatchObject({
      name: 'page_view',
      path: '/extension/foo',
      user_id: null,
    });
  });

  it('records an auth attempt with method and outcome, linked to a valid session', async () => {
    const account = await insertAccount(ctx);
    const response = await send(
      {
        name: 'auth_attempt',
        method: 'password',
        action: 'signin',
        outcome: 'error',
        errorCode: 'auth/wrong-password',
      },
      sessionHeaders(account),
    );
    expect(response.statusCode).toBe(204);
    const row = (await events()).find(event => event.user_id === account.id);
    expect(row).toMatchObject({
      name: 'auth_attempt',
      method: 'password',
      action: 'signin',
      outcome: 'error',
      error_code: 'auth/wrong-password',
    });
  });

  it('still records with a broken session, just without the user', async () => {
    const before = (await events()).length;
    const response = await send(
      { name: 'page_view', path: '/about' },
      { authorization: 'Bearer broken', 'x-user-id': 'someone' },
    );
    expect(response.statusCode).toBe(204);
    const after = await events();
    expect(after).toHaveLength(before + 1);
    expect(after.at(-1)?.user_id).toBeNull();
  });

  it('refuses a password, unknown events and bad values with 400', async () => {
    const bodies = [
      {
        name: 'auth_attempt',
        method: 'password',
        action: 'signin',
        outcome: 'error',
        password: 'Secret#1',
      },
      { name: 'purchase', path: '/' },
      { name: 'page_view', path: 'no-slash' },
      {
        name: 'auth_attempt',
        method: 'carrier-pigeon',
        action: 'signin',
        outcome: 'error',
      },
      {
        name: 'auth_attempt',
        method: 'google',
        action: 'signin',
        outcome: 'error',
        errorCode: 'DROP TABLE',
      },
    ];
    for (const body of bodies) {
      const response = await send(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ error: { code: 'BAD_REQUEST' } });
    }
  });
});

describe('GET /admin/events/daily', () => {
  it('counts per day with zeros for quiet days', async () => {
    const admin = await insertAccount(ctx, { role: 'admin' });
    const at = (day: string) => new Date(`${day}T12:00:00Z`);
    const attempt = (outcome: 'success' | 'error' | 'emailSent'): EventBody => ({
      name: 'auth_attempt',
      method: 'google',
      action: 'signup',
      outcome,
    });
    const seeded: Array<[EventBody, string]> = [
      [{ name: 'page_view', path: '/' }, '2025-03-01'],
      [{ name: 'page_view', path: '/about' }, '2025-03-01'],
      [attempt('success'), '2025-03-01'],
      [attempt('error'), '2025-03-03'],
      [attempt('emailSent'), '2025-03-03'],
      [{ name: 'page_view', path: '/' }, '2025-03-04'],
    ];
    for (const [event, day] of seeded)
      await recordEvent(ctx.app.db, event, null, at(day));

    const response = await ctx.app.inject({
      method: 'GET',
      url: '/admin/events/daily?from=2025-03-01&to=2025-03-03',
      headers: sessionHeaders(admin),
    });
    expect(response.statusCode).toBe(200);
    const zero = {
      pageViews: 0,
      authAttempts: 0,
      authSuccesses: 0,
      authErrors: 0,
      authEmailSent: 0,
    };
    expect(response.json<DailyCountsResponse>()).toEqual({
      from: '2025-03-01',
      to: '2025-03-03',
      days: [
        { ...zero, day: '2025-03-01', pageViews: 2, authAttempts: 1, authSuccesses: 1 },
        { ...zero, day: '2025-03-02' },
        { ...zero, day: '2025-03-03', authAttempts: 2, authErrors: 1, authEmailSent: 1 },
      ],
    });
  });

  it('defaults to the last 30 days and refuses impossible ranges', async () => {
    const admin = await insertAccount(ctx, { role: 'admin' });
    const get = (query: string) =>
      ctx.app.inject({
        method: 'GET',
        url: `/admin/events/daily${query}`,
        headers: sessionHeaders(admin),
      });
    const recent = (await get('')).json<DailyCountsResponse>();
    expect(recent.days).toHaveLength(30);
    expect(recent.to).toBe(new Date().toISOString().slice(0, 10));
    expect(
      recent.days.reduce((sum, day) => sum + day.pageViews, 0),
    ).toBeGreaterThanOrEqual(2);

    for (const query of [
      '?from=2025-03-05&to=2025-03-01',
      '?from=2020-01-01&to=2025-01-01',
      '?from=2025-02-30',
      '?to=yesterday',
    ]) {
      expect((await get(query)).statusCode, query).toBe(400);
    }
  });
});
