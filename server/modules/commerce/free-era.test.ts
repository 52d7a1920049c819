/**
 * Free-era orders (issue 17, item 6), on SQLite and PostgreSQL: getting an extension
 * while it was free covers the versions published while free; once its maker sets a
 * price, later versions need a purchase, and that purchase replaces the free order.
 */
import { afterAll, describe, expect, it } from 'vitest';
import {
  COMMERCE_MESSAGES,
  type CheckoutOrderResponse,
  type CheckoutResult,
} from '#shared/api/commerce';
import { ROUTES } from '#shared/api/routes';
import type { ApiErrorBody } from '#shared/errors';
import { createTestApp } from '../../testing/test-app';
import { insertAccount } from '../auth/auth-testing';
import { post } from '../publishing/publishing-testing';
import {
  addVersion,
  checkout,
  linkPayoutAccount,
  ordersOf,
  publishedId,
  sandboxPay,
  updateListing,
  verify,
} from './commerce-testing';

const ctx = await createTestApp({ RATE_LIMIT_SCALE: '100' });
afterAll(() => ctx.close());

const seller = await insertAccount(ctx);
const buyer = await insertAccount(ctx);
await linkPayoutAccount(ctx, seller);

const linkFor = (orderId: string, version: string) =>
  post(ctx, ROUTES.downloadOrder.url(), { _orderId: orderId, version }, buyer);

describe(`free-era orders (${ctx.database.dialect})`, () => {
  it('keeps the free versions only; a later paid version needs a purchase', async () => {
    const id = await publishedId(
      ctx,
      seller,
      'once-free',
      { isFree: true, price: 0, currency: 'INR' },
      'webview-5',
    );
    const got = (await checkout(ctx, buyer, id)).json<CheckoutOrderResponse>();
    expect(got.order).toMatchObject({ status: 'paid', amount: 0 });

    const priced = await updateListing(ctx, seller, id, {
      type: { isFree: false, price: 150, currency: 'INR' },
    });
    expect(priced.statusCode, priced.body).toBe(200);
    const added = await addVersion(ctx, seller, id, 'webview-13');
    expect(added.statusCode, added.body).toBe(200);

    const [free] = await ordersOf(ctx, buyer);
    expect(free?.versions.map(v => v.version)).toEqual(['5']);
    expect((await linkFor(got.id, '5')).statusCode).toBe(200);
    const later = await linkFor(got.id, '13');
    expect(later.statusCode).toBe(403);
    expect(later.json<ApiErrorBody>().error.message).toBe(COMMERCE_MESSAGES.afterFreeEra);

    // Buying now is possible and replaces the free order, downloads and all.
    const order = (await checkout(ctx, buyer, id)).json<CheckoutOrderResponse>();
    expect(order).toMatchObject({ amount: 15_000, status: 'created' });
    const paid = await sandboxPay(ctx, buyer, order.id);
    const done = await verify(ctx, buyer, paid.json<CheckoutResult>());
    expect(done.statusCode, done.body).toBe(200);
    const orders = await ordersOf(ctx, buyer);
    expect(orders.filter(o => o.extensionId === id && o.status === 'paid')).toHaveLength(
      1,
    );
    const [bought] = orders.filter(o => o.status === 'paid');
    expect(bought?._orderId).toBe(order.id);
    expect(bought?.versions.map(v => v.version)).toEqual(['13', '5']);
    expect(bought?.versions.find(v => v.version === '5')?.downloads).toBe(1);
    expect((await linkFor(order.id, '13')).statusCode).toBe(200);
  });
});
