/**
 * The price rules of shared/domain/pricing on every route that takes a price (issue
 * 17, item 4), on SQLite and PostgreSQL: at most 2 decimals and at least 1.00 on
 * create/update-extension and the payout route; at checkout a currency whose
 * converted amount the provider cannot charge is refused with the currency that can
 * be, and a listing under the minimum is a clear no, never a 502 "try again".
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { CheckoutOrderResponse } from '#shared/api/commerce';
import { ROUTES } from '#shared/api/routes';
import { PRICE_RULES, belowChargeMinimum } from '#shared/domain/pricing';
import type { ApiErrorBody } from '#shared/errors';
import { createTestApp } from '../../testing/test-app';
import { insertAccount, sessionHeaders } from '../auth/auth-testing';
import {
  checkout,
  linkPayoutAccount,
  ordersOf,
  publishListing,
  publishedId,
  updateListing,
} from './commerce-testing';

const ctx = await createTestApp({ RATE_LIMIT_SCALE: '100' });
afterAll(() => ctx.close());

const seller = await insertAccount(ctx);
const buyer = await insertAccount(ctx);
await linkPayoutAccount(ctx, seller);
// ₹49 is about $0.55–0.60: under the $1.00 a payment in USD must reach.
const smallId = await publishedId(ctx, seller, 'small-price', {
  isFree: false,
  price: 49,
  currency: 'INR',
});

const errorOf = (response: { json: <T>() => T }) => response.json<ApiErrorBody>().error;
const priceOf = async (extensionId: string) =>
  (await ctx.app.inject({ url: ROUTES.extension.url({ slugOrId: extensionId }) })).json<{
    type: { price: number; currency: string };
  }>().type;

describe(`price rules (${ctx.database.dialect})`, () => {
  it('refuses a listing under 1.00 or with more than 2 decimals, naming the rule', async () => {
    const half = await publishListing(
      ctx,
      seller,
      'half-rupee',
      { isFree: false, price: 0.5, currency: 'INR' },
      'asyncdelay',
    );
    expect(half.statusCode).toBe(400);
    expect(errorOf(half)).toMatchObject({
      field: 'price',
      message: PRICE_RULES.minimum('INR'),
    });
    const cent = await publishListing(
      ctx,
      seller,
      'under-dollar',
      { isFree: false, price: 0.99, currency: 'USD' },
      'asyncdelay',
    );
    expect(errorOf(cent)).toMatchObject({ message: PRICE_RULES.minimum('USD') });

    const update = await updateListing(ctx, seller, smallId, {
      type: { isFree: false, price: 1.005, currency: 'INR' },
    });
    expect(update.statusCode).toBe(400);
    expect(errorOf(update)).toMatchObject({
      field: 'price',
      message: PRICE_RULES.decimals,
    });
    // Nothing changed.
    expect(await priceOf(smallId)).toMatchObject({ price: 49, currency: 'INR' });
  });

  it('quotes the payout only for a price that can be listed', async () => {
    const quote = (price: string, currency = 'INR') =>
      ctx.app.inject({
        url: `${ROUTES.payout.url()}?price=${price}&currency=${currency}`,
      });
    expect((await quote('1')).statusCode).toBe(200);
    const low = await quote('0.5');
    expect(low.statusCode).toBe(400);
    expect(errorOf(low).message).toContain(PRICE_RULES.minimum('INR'));
    const fine = await quote('1.005', 'USD');
    expect(fine.statusCode).toBe(400);
    expect(errorOf(fine).message).toContain(PRICE_RULES.decimals);
  });

  it('refuses a converted amount under 1.00 with the currency that works, not a 502', async () => {
    const usd = await checkout(ctx, buyer, smallId, 'USD');
    expect(usd.statusCode, usd.body).toBe(400);
    expect(errorOf(usd)).toMatchObject({
      field: 'currency',
      message: belowChargeMinimum('USD', 'INR'),
    });
    expect(await ordersOf(ctx, buyer)).toEqual([]);
    const inr = await checkout(ctx, buyer, smallId, 'INR');
    expect(inr.statusCode, inr.body).toBe(200);
    expect(inr.json<CheckoutOrderResponse>()).toMatchObject({
      amount: 4_900,
      currency: 'INR',
    });
  });

  it('answers a listing stored under the minimum with a clear 409, never a 502', async () => {
    const legacyId = await publishedId(
      ctx,
      seller,
      'legacy-price',
      { isFree: false, price: 10, currency: 'INR' },
      'clickx',
    );
    // A price stored before the rules existed.
    await ctx.app.db
      .updateTable('extensions')
      .set({ price_minor: 50 })
      .where('id', '=', legacyId)
      .execute();
    const response = await checkout(ctx, buyer, legacyId, 'INR');
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).message).toContain(PRICE_RULES.minimum('INR'));
    const orders = await ctx.app.inject({
      method: 'POST',
      url: ROUTES.orders.url(),
      headers: sessionHeaders(buyer),
      payload: {},
    });
    expect(orders.json<{ orders: { extensionId: string }[] }>().orders).not.toEqual(
      expect.arrayContaining([expect.objectContaining({ extensionId: legacyId })]),
    );
  });
});
