/**
 * Favourites stay private, the admins' order list is for admins only, and Gold is a
 * 30-day paid badge on the profile: on SQLite and PostgreSQL, through the real routes
 * and the sandbox provider (split from commerce.routes.test.ts, which holds the
 * buy-and-deliver loop).
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { CheckoutOrderResponse, CheckoutResult } from '#shared/api/commerce';
import { ROUTES } from '#shared/api/routes';
import { createTestApp } from '../../testing/test-app';
import { insertAccount, sessionHeaders } from '../auth/auth-testing';
import { post } from '../publishing/publishing-testing';
import {
  buy,
  linkPayoutAccount,
  publishedId,
  sandboxPay,
  verify,
} from './commerce-testing';

const ctx = await createTestApp({ RATE_LIMIT_SCALE: '100' });
afterAll(() => ctx.close());
const { app } = ctx;

const seller = await insertAccount(ctx);
const buyer = await insertAccount(ctx);
const other = await insertAccount(ctx);
const admin = await insertAccount(ctx, { role: 'admin' });
await linkPayoutAccount(ctx, seller);
const paidId = await publishedId(ctx, seller, 'paid-thing', {
  isFree: false,
  price: 999,
  currency: 'INR',
});
expect((await buy(ctx, other, paidId)).statusCode).toBe(200);

describe(`favourites, admins' orders and Gold (${ctx.database.dialect})`, () => {
  it('keeps favourites private and lists every order for admins only', async () => {
    const add = await post(
      ctx,
      ROUTES.addRemoveFavourite.url(),
      { extensionId: paidId, remove: false },
      buyer,
    );
    expect(add.json()).toEqual({ extensionId: paidId, favourite: true });
    const mine = await post(
      ctx,
      ROUTES.favouritesById.url(),
      { extensionIds: [] },
      buyer,
    );
    expect(mine.json<{ extensionIds: string[] }>().extensionIds).toEqual([paidId]);
    const theirs = await post(
      ctx,
      ROUTES.favouritesById.url(),
      { extensionIds: [] },
      other,
    );
    expect(theirs.json<{ extensionIds: string[] }>().extensionIds).toEqual([]);
    expect(
      (
        await post(
          ctx,
          ROUTES.addRemoveFavourite.url(),
          { extensionId: 'nope', remove: false },
          buyer,
        )
      ).statusCode,
    ).toBe(404);
    const all = await app.inject({
      method: 'GET',
      url: `${ROUTES.allOrders.url()}?status=paid`,
      headers: sessionHeaders(admin),
    });
    expect(all.statusCode).toBe(200);
    expect(all.json<{ total: number }>().total).toBeGreaterThanOrEqual(1);
    expect(
      (
        await app.inject({
          method: 'GET',
          url: ROUTES.allOrders.url(),
          headers: sessionHeaders(buyer),
        })
      ).statusCode,
    ).toBe(403);
    const gold = await post(
      ctx,
      ROUTES.goldOrder.url(),
      { amount: 299, currency: 'INR' },
      buyer,
    );
    expect(gold.json()).toMatchObject({ amount: 29_900, currency: 'INR' });
    const me = async () =>
      (
        await app.inject({ url: ROUTES.getUser.url(), headers: sessionHeaders(buyer) })
      ).json<{ user: { gold: { tier: string; until: string } | null } }>().user.gold;
    expect(await me()).toBeNull();
    const goldId = gold.json<CheckoutOrderResponse>().id;
    expect(
      (
        await verify(
          ctx,
          buyer,
          (await sandboxPay(ctx, buyer, goldId)).json<CheckoutResult>(),
        )
      ).statusCode,
    ).toBe(200);
    const badge = await me();
    expect(badge?.tier).toBe('gold');
    // One paid period of 30 days from now.
    expect(Date.parse(badge?.until ?? '') - Date.now()).toBeGreaterThan(29 * 86_400_000);
    const profile = await app.inject({
      url: ROUTES.publicUser.url({ username: buyer.user.username }),
    });
    expect(profile.json<{ gold: { tier: string } | null }>().gold?.tier).toBe('gold');
    expect(
      (await post(ctx, ROUTES.goldOrder.url(), { amount: 1, currency: 'INR' }, buyer))
        .statusCode,
    ).toBe(400);
  });
});
