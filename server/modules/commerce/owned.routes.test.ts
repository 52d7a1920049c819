/**
 * GET owned (issue 20 item 1), on SQLite and PostgreSQL: what a buyer bought, one
 * row per extension with the order and the day, so cards can say "You own this";
 * a free Get, an unpaid order and other people's purchases are not in it.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { CheckoutOrderResponse, CheckoutResult } from '#shared/api/commerce';
import type { OwnedResponse } from '#shared/api/owned';
import { ROUTES } from '#shared/api/routes';
import { createTestApp } from '../../testing/test-app';
import { insertAccount, sessionHeaders } from '../auth/auth-testing';
import {
  buy,
  checkout,
  linkPayoutAccount,
  publishedId,
  sandboxPay,
} from './commerce-testing';

const ctx = await createTestApp({ RATE_LIMIT_SCALE: '100' });
afterAll(() => ctx.close());

const owned = (account?: { id: string; token: string }) =>
  ctx.app.inject({
    method: 'GET',
    url: ROUTES.owned.url(),
    headers: account ? sessionHeaders(account) : {},
  });

const seller = await insertAccount(ctx);
const buyer = await insertAccount(ctx);
const other = await insertAccount(ctx);
await linkPayoutAccount(ctx, seller);
const paid = await publishedId(ctx, seller, 'owned-paid', {
  isFree: false,
  price: 249,
  currency: 'INR',
});
const unpaid = await publishedId(
  ctx,
  seller,
  'owned-unpaid',
  {
    isFree: false,
    price: 99,
    currency: 'INR',
  },
  'asyncdelay',
);
const free = await publishedId(
  ctx,
  seller,
  'owned-free',
  {
    isFree: true,
    price: 0,
    currency: 'INR',
  },
  'clickx',
);

describe(`owned extensions (${ctx.database.dialect})`, () => {
  it('needs a session', async () => {
    expect((await owned()).statusCode).toBe(401);
  });

  it('lists a purchase with its order and day, and nothing else', async () => {
    expect((await buy(ctx, buyer, paid)).statusCode).toBe(200);
    // A free Get and an order left at Checkout are not purchases.
    expect((await checkout(ctx, buyer, free)).statusCode).toBe(200);
    const open = (await checkout(ctx, buyer, unpaid)).json<CheckoutOrderResponse>();
    expect(open.order.status).toBe('created');
    const failed = await sandboxPay(ctx, buyer, open.id, 'failure');
    expect(failed.json<CheckoutResult>()).toBeDefined();

    const response = await owned(buyer);
    expect(response.statusCode).toBe(200);
    const body = response.json<OwnedResponse>();
    expect(body.owned).toHaveLength(1);
    expect(body.owned[0]).toMatchObject({
      extensionId: paid,
      amount: 249,
      currency: 'INR',
    });
    expect(body.owned[0]?._orderId).toMatch(/\S/);
    expect(Date.parse(body.owned[0]?.paidAt ?? '')).not.toBeNaN();

    expect((await owned(other)).json<OwnedResponse>().owned).toEqual([]);
    expect((await owned(seller)).json<OwnedResponse>().owned).toEqual([]);
  });

  it('still lists a purchase once, after Buy again is answered with it', async () => {
    const again = (await checkout(ctx, buyer, paid)).json<CheckoutOrderResponse>();
    expect(again.order.status).toBe('paid');
    const body = (await owned(buyer)).json<OwnedResponse>();
    expect(body.owned.map(item => item.extensionId)).toEqual([paid]);
  });
});
