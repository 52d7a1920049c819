/**
 * A takedown stops open orders (issue 17, item 1), on SQLite and PostgreSQL: a
 * payment for an order opened before a moderator's or the author's unpublish is no
 * sale (refunded at once, the buyer told why, no sale in My store) through the
 * client's verification and through the webhook; a moderator's takedown also stops
 * every order's downloads with the moderator's message, while an author's own
 * unpublish keeps what past buyers bought.
 */
import { afterAll, describe, expect, it } from 'vitest';
import {
  COMMERCE_MESSAGES,
  type CheckoutOrderResponse,
  type CheckoutResult,
  type DownloadLink,
  type Order,
} from '#shared/api/commerce';
import { ROUTES } from '#shared/api/routes';
import type { ApiErrorBody } from '#shared/errors';
import { createTestApp } from '../../testing/test-app';
import { insertAccount, sessionHeaders } from '../auth/auth-testing';
import { post } from '../publishing/publishing-testing';
import {
  buy,
  checkout,
  linkPayoutAccount,
  ordersOf,
  publishedId,
  sandboxPay,
  updateListing,
  verify,
} from './commerce-testing';
import { webhookSignature } from './payments/signatures';

const ctx = await createTestApp({ RATE_LIMIT_SCALE: '100' });
afterAll(() => ctx.close());
const { app } = ctx;

const seller = await insertAccount(ctx);
const admin = await insertAccount(ctx, { role: 'admin' });
await linkPayoutAccount(ctx, seller);
const price = { isFree: false, price: 120, currency: 'INR' } as const;
const MODERATOR_SAYS = 'Copies another maker’s extension byte for byte; see report.';

const errorOf = (response: { json: <T>() => T }) => response.json<ApiErrorBody>().error;

async function takeDown(slug: string) {
  const report = await post(ctx, ROUTES.reportExtension.url(), {
    email: 'reporter@example.com',
    reportNumber: 1,
    slug,
    details: 'This is a copy of my extension.',
  });
  expect(report.statusCode, report.body).toBe(201);
  const id = report.json<{ id: string }>().id;
  const done = await post(
    ctx,
    ROUTES.unpublishReported.url({ id }),
    { message: MODERATOR_SAYS },
    admin,
  );
  expect(done.statusCode, done.body).toBe(200);
}

const linkFor = (account: typeof seller, order: Order) =>
  post(
    ctx,
    ROUTES.downloadOrder.url(),
    { _orderId: order._orderId, version: order.versions[0]?.version ?? '' },
    account,
  );

async function salesOf(account: typeof seller) {
  const store = await app.inject({
    url: ROUTES.myStore.url(),
    headers: sessionHeaders(account),
  });
  return store.json<{ sales: { _orderId: string }[] }>().sales.map(s => s._orderId);
}

describe(`takedowns and open orders (${ctx.database.dialect})`, () => {
  it('refunds a payment for an order a moderator took off sale, and stops every download', async () => {
    const id = await publishedId(ctx, seller, 'taken-down', price);
    const pastBuyer = await insertAccount(ctx);
    expect((await buy(ctx, pastBuyer, id)).statusCode).toBe(200);
    const [owned] = await ordersOf(ctx, pastBuyer);
    const earlyLink = (await linkFor(pastBuyer, owned as Order)).json<DownloadLink>();

    const buyer = await insertAccount(ctx);
    const order = (await checkout(ctx, buyer, id)).json<CheckoutOrderResponse>();
    await takeDown('taken-down');

    const paid = await sandboxPay(ctx, buyer, order.id);
    const result = await verify(ctx, buyer, paid.json<CheckoutResult>());
    expect(result.statusCode).toBe(409);
    expect(errorOf(result).message).toBe(COMMERCE_MESSAGES.offSaleRefunded);
    const [mine] = await ordersOf(ctx, buyer);
    expect(mine).toMatchObject({
      status: 'refunded',
      statusReason: COMMERCE_MESSAGES.offSaleRefunded,
      licenceKey: null,
    });
    const payment = await app.payments.provider.fetchPayment(
      paid.json<CheckoutResult>().razorpay_payment_id,
    );
    expect(payment?.amount_refunded).toBe(payment?.amount);
    expect(await salesOf(seller)).not.toContain(order.id);
    // Asking again answers the same reason and refunds nothing more.
    const again = await verify(ctx, buyer, paid.json<CheckoutResult>());
    expect(errorOf(again).message).toBe(COMMERCE_MESSAGES.offSaleRefunded);

    // The past buyer's order stays, but its downloads stop with the moderator's word.
    const refused = await linkFor(pastBuyer, owned as Order);
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).message).toContain(MODERATOR_SAYS);
    const served = await app.inject({ url: earlyLink.url });
    expect(served.statusCode).toBe(403);
    expect(served.body).toContain(MODERATOR_SAYS);
  });

  it('refunds through the webhook too, once, and answers Razorpay 200', async () => {
    const id = await publishedId(ctx, seller, 'webhook-off', price, 'clickx');
    const buyer = await insertAccount(ctx);
    const order = (await checkout(ctx, buyer, id)).json<CheckoutOrderResponse>();
    await takeDown('webhook-off');
    const payment = await app.payments.sandbox?.pay(order.id, 'success');
    const body = JSON.stringify({
      entity: 'event',
      event: 'payment.captured',
      payload: { payment: { entity: payment } },
    });
    const send = (eventId: string) =>
      app.inject({
        method: 'POST',
        url: ROUTES.paymentWebhook.url(),
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': webhookSignature(body, app.payments.keys.webhookSecret),
          'x-razorpay-event-id': eventId,
        },
        payload: body,
      });
    expect((await send('evt_off_1')).statusCode).toBe(200);
    expect((await send('evt_off_2')).statusCode).toBe(200);
    const [mine] = await ordersOf(ctx, buyer);
    expect(mine?.status).toBe('refunded');
    const refunded = await app.payments.provider.fetchPayment(payment?.id ?? '');
    expect(refunded?.amount_refunded).toBe(refunded?.amount);
    expect(await salesOf(seller)).not.toContain(order.id);
  });

  it('refunds an open order after the author unpublishes, and keeps past buyers’ downloads', async () => {
    const id = await publishedId(ctx, seller, 'author-off', price, 'asyncdelay');
    const pastBuyer = await insertAccount(ctx);
    expect((await buy(ctx, pastBuyer, id)).statusCode).toBe(200);
    const buyer = await insertAccount(ctx);
    const order = (await checkout(ctx, buyer, id)).json<CheckoutOrderResponse>();
    const off = await updateListing(ctx, seller, id, { published: false });
    expect(off.statusCode, off.body).toBe(200);

    const paid = await sandboxPay(ctx, buyer, order.id);
    const result = await verify(ctx, buyer, paid.json<CheckoutResult>());
    expect(result.statusCode).toBe(409);
    expect(errorOf(result).message).toBe(COMMERCE_MESSAGES.offSaleRefunded);
    expect(await salesOf(seller)).not.toContain(order.id);

    const [owned] = await ordersOf(ctx, pastBuyer);
    const link = await linkFor(pastBuyer, owned as Order);
    expect(link.statusCode, link.body).toBe(200);
    const file = await app.inject({ url: link.json<DownloadLink>().url });
    expect(file.statusCode).toBe(200);
  });
});
