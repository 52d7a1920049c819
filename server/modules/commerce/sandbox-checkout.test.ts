/**
 * The sandbox's Checkout sheet as Razorpay's stand-in (issue 17, items 2, 9, 11), on
 * SQLite and PostgreSQL: only the order's buyer can pay it, the order object carries
 * Razorpay's fields, and its webhook travels over real HTTP with Razorpay's headers.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { CheckoutOrderResponse, CheckoutResult } from '#shared/api/commerce';
import { createTestApp } from '../../testing/test-app';
import { insertAccount } from '../auth/auth-testing';
import {
  checkout,
  linkPayoutAccount,
  ordersOf,
  publishedId,
  sandboxPay,
  verify,
} from './commerce-testing';

const ctx = await createTestApp({ RATE_LIMIT_SCALE: '100' });
afterAll(() => ctx.close());

const seller = await insertAccount(ctx);
const buyer = await insertAccount(ctx);
const stranger = await insertAccount(ctx);
await linkPayoutAccount(ctx, seller);
const paidId = await publishedId(ctx, seller, 'sandbox-paid', {
  isFree: false,
  price: 250,
  currency: 'INR',
});

describe(`sandbox Checkout (${ctx.database.dialect})`, () => {
  it('pays an order only for its own buyer: 401 without a session, 404 for another’s', async () => {
    const order = (await checkout(ctx, buyer, paidId)).json<CheckoutOrderResponse>();
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/dev/payments/pay',
      payload: { order_id: order.id },
    });
    expect(anonymous.statusCode).toBe(401);
    const foreign = await sandboxPay(ctx, stranger, order.id);
    expect(foreign.statusCode).toBe(404);
    // Nothing changed: the order is still open and the buyer can pay it.
    expect((await ordersOf(ctx, buyer))[0]?.status).toBe('created');
    const own = await sandboxPay(ctx, buyer, order.id);
    expect(own.statusCode, own.body).toBe(200);
    const done = await verify(ctx, buyer, own.json<CheckoutResult>());
    expect(done.statusCode, done.body).toBe(200);
  });

  it('answers Razorpay’s order object, offer_id null included', async () => {
    const other = await insertAccount(ctx);
    const response = await checkout(ctx, other, paidId);
    expect(response.statusCode, response.body).toBe(200);
    const order = response.json<Record<string, unknown>>();
    expect(order).toHaveProperty('offer_id', null);
    expect(order).toMatchObject({ entity: 'order', amount: 25_000, status: 'created' });
  });
});
