/**
 * The buy-and-deliver loop on SQLite and PostgreSQL, through the real routes and the
 * sandbox provider: free get, paid order priced by the server, sandbox payment,
 * verification (forged, another user's, repeated, concurrent, webhook first),
 * webhook signatures and replays, orders, remove, downloads with Range and expiry,
 * payout, licence keys and linked accounts (favourites, Gold and the admins' list:
 * favourites-gold.test.ts).
 */
import { createHash } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import type {
  CheckoutOrderResponse,
  CheckoutResult,
  DownloadLink,
  Order,
  PayoutResponse,
} from '#shared/api/commerce';
import { ROUTES } from '#shared/api/routes';
import { createTestApp } from '../../testing/test-app';
import { insertAccount, sessionHeaders } from '../auth/auth-testing';
import { post } from '../publishing/publishing-testing';
import { PAYOUT_ACCOUNT_NEEDED } from '../publishing/publishing.service';
import {
  checkout,
  linkPayoutAccount,
  ordersOf,
  publishedId,
  publishListing,
  sandboxPay,
  verify,
  type Price,
} from './commerce-testing';
import { readLink, signLink } from './delivery';
import { checkoutSignature, webhookSignature } from './payments/signatures';

const ctx = await createTestApp({ RATE_LIMIT_SCALE: '100' });
afterAll(() => ctx.close());
const { app } = ctx;

const seller = await insertAccount(ctx);
const buyer = await insertAccount(ctx);
const other = await insertAccount(ctx);

const paid: Price = { isFree: false, price: 999, currency: 'INR' };
// A paid listing needs a payout account: refused for a seller without one.
const unlinked = await publishListing(ctx, other, 'paid-unlinked', paid);
await linkPayoutAccount(ctx, seller);
const published = await publishListing(ctx, seller, 'paid-thing', paid);
expect(published.statusCode, published.body).toBe(201);
const paidId = published.json<{ extension: { extensionId: string } }>().extension
  .extensionId;

describe(`commerce (${ctx.database.dialect})`, () => {
  it('refuses a paid listing until its seller links a payout account', () => {
    expect(unlinked.statusCode).toBe(400);
    expect(unlinked.json()).toMatchObject({
      error: { field: 'type', message: PAYOUT_ACCOUNT_NEEDED },
    });
  });

  it('prices a paid order on the server and reuses it until paid', async () => {
    const first = await checkout(ctx, buyer, paidId);
    expect(first.statusCode, first.body).toBe(200);
    const order = first.json<CheckoutOrderResponse>();
    expect(order).toMatchObject({
      entity: 'order',
      amount: 99_900,
      currency: 'INR',
      status: 'created',
    });
    expect(order.id).toMatch(/^order_[A-Za-z0-9]{14}$/);
    expect(order._orderId).toBe(order.id);
    expect(order.key).toMatch(/^rzp_test_/);
    const again = (await checkout(ctx, buyer, paidId)).json<CheckoutOrderResponse>();
    expect(again.id).toBe(order.id);
    // The other currency: converted at the stored rate, rate and date on the order.
    const usd = (await checkout(ctx, buyer, paidId, 'USD')).json<CheckoutOrderResponse>();
    expect(usd.currency).toBe('USD');
    expect(usd.order.rate).toBeGreaterThan(0);
    expect(usd.amount).toBe(Math.round(99_900 * (usd.order.rate ?? 0)));
  });

  it('refuses forged, foreign and never-issued payments and changes nothing', async () => {
    const order = (await checkout(ctx, buyer, paidId)).json<CheckoutOrderResponse>();
    const forged = await verify(ctx, buyer, {
      razorpay_payment_id: 'pay_Forged00000000',
      razorpay_order_id: order.id,
      razorpay_signature: checkoutSignature(
        order.id,
        'pay_Forged00000000',
        'not-the-secret',
      ),
    });
    expect(forged.statusCode).toBe(400);
    // A correctly signed payment id the provider never issued.
    const ghost = 'pay_Ghost000000000';
    const never = await verify(ctx, buyer, {
      razorpay_payment_id: ghost,
      razorpay_signature: checkoutSignature(order.id, ghost, app.payments.keys.keySecret),
    });
    expect(never.statusCode).toBe(400);
    expect(never.json<{ error: { message: string } }>().error.message).toMatch(
      /could not find/,
    );
    const paid = (await sandboxPay(ctx, buyer, order.id)).json<CheckoutResult>();
    // Another user presenting the buyer's payment: no order of theirs matches.
    const stolen = await verify(ctx, other, paid);
    expect(stolen.statusCode).toBe(400);
    // Concurrent and repeated verification: paid exactly once.
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => verify(ctx, buyer, paid)),
    );
    expect(answers.map(a => a.statusCode)).toEqual(Array(8).fill(200));
    const mine = await ordersOf(ctx, buyer);
    const paidOrders = mine.filter(o => o.status === 'paid');
    expect(paidOrders).toHaveLength(1);
    expect(paidOrders[0]?.licenceKey).toMatch(/^AIXM(-[0-9A-F]{8}){5}$/);
    expect(await ordersOf(ctx, other)).toEqual([]);
    // A second order for what is bought answers the paid one.
    expect(
      (await checkout(ctx, buyer, paidId)).json<CheckoutOrderResponse>(),
    ).toMatchObject({
      id: paidOrders[0]?._orderId,
      status: 'paid',
    });
  });

  it('records the payout and fee, and a transfer to a linked account', async () => {
    const link = await linkPayoutAccount(ctx, seller);
    expect(link.statusCode, link.body).toBe(200);
    expect(link.body).not.toContain('123456789012');
    expect(link.json<{ account: { accountLast4: string } }>().account.accountLast4).toBe(
      '9012',
    );
    const bad = await post(
      ctx,
      ROUTES.linkAccount.url(),
      {
        name: 'Asha Rao',
        userEmail: 'asha@example.com',
        ifsc: 'HDFC1234',
        account_type: 'savings',
        account_number: '12',
      },
      seller,
    );
    expect(bad.json()).toMatchObject({ error: { field: 'ifsc' } });

    const order = (await checkout(ctx, other, paidId)).json<CheckoutOrderResponse>();
    expect(
      (
        await verify(
          ctx,
          other,
          (await sandboxPay(ctx, other, order.id)).json<CheckoutResult>(),
        )
      ).statusCode,
    ).toBe(200);
    const store = (
      await app.inject({
        method: 'GET',
        url: ROUTES.myStore.url(),
        headers: sessionHeaders(seller),
      })
    ).json<{
      sales: {
        _orderId: string;
        sellerPayout: number;
        platformFee: number;
        transferId: string | null;
      }[];
    }>();
    const sale = store.sales.find(s => s._orderId === order.id);
    // ₹999: payout floor(99900 × 0.91868187) = 91776 paise; fee 5.5 % = ₹54.95.
    expect(sale).toMatchObject({ sellerPayout: 917.76, platformFee: 54.95 });
    expect(sale?.transferId).toMatch(/^trf_/);
    const payout = await app.inject({
      method: 'GET',
      url: `${ROUTES.payout.url()}?price=999&currency=INR`,
    });
    expect(payout.json()).toMatchObject({ payout: 917.76, platformFee: 54.95 });
    // Every line, as My store shows them, adds up to the price in paise (issue 20).
    const lines = payout.json<PayoutResponse>();
    const paise = [
      lines.paymentFee,
      lines.paymentFeeTax,
      lines.platformFee,
      lines.routeFee,
      lines.routeFeeTax,
      lines.payout,
    ].reduce((sum, line) => sum + Math.round(line * 100), 0);
    expect(paise).toBe(99_900);
  });

  it('gets a free extension at once and delivers its exact bytes with Range', async () => {
    const freeId = await publishedId(
      ctx,
      seller,
      'free-thing',
      { isFree: true, price: 0, currency: 'INR' },
      'clickx',
    );
    const got = (await checkout(ctx, buyer, freeId)).json<CheckoutOrderResponse>();
    expect(got).toMatchObject({ amount: 0, status: 'paid' });
    expect(got.order.licenceKey).toBeNull();
    const version = got.order.versions[0]?.version ?? '';
    const link = await post(
      ctx,
      ROUTES.downloadOrder.url(),
      { _orderId: got.id, version },
      buyer,
    );
    expect(link.statusCode, link.body).toBe(200);
    const { url, fileName, sha256, size } = link.json<DownloadLink>();
    expect(fileName).toMatch(/\.aix$/);
    const whole = await app.inject({ method: 'GET', url });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-disposition']).toBe(
      `attachment; filename="${fileName}"`,
    );
    expect(Number(whole.headers['content-length'])).toBe(size);
    expect(createHash('sha256').update(whole.rawPayload).digest('hex')).toBe(sha256);
    const part = await app.inject({
      method: 'GET',
      url,
      headers: { range: 'bytes=10-' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 10-${size - 1}/${size}`);
    expect(Buffer.compare(part.rawPayload, whole.rawPayload.subarray(10))).toBe(0);
    const beyond = await app.inject({
      method: 'GET',
      url,
      headers: { range: `bytes=${size}-` },
    });
    expect(beyond.statusCode).toBe(416);
    // Another user cannot get a link; an expired or altered link is refused.
    expect(
      (await post(ctx, ROUTES.downloadOrder.url(), { _orderId: got.id, version }, other))
        .statusCode,
    ).toBe(404);
    const token = url.split('/').pop() ?? '';
    const claims = readLink(app.payments.linkSecret, token);
    const expired = signLink(app.payments.linkSecret, { ...claims, e: 1 });
    expect(
      (
        await app.inject({
          method: 'GET',
          url: ROUTES.downloadFile.url({ token: expired }),
        })
      ).statusCode,
    ).toBe(410);
    const altered = `${signLink(app.payments.linkSecret, claims).split('.')[0]}x.${token.split('.')[1]}`;
    expect(
      (
        await app.inject({
          method: 'GET',
          url: ROUTES.downloadFile.url({ token: altered }),
        })
      ).statusCode,
    ).toBe(403);
  });

  it('keeps failed payments open, removes unused orders and keeps paid ones', async () => {
    const buyer2 = await insertAccount(ctx);
    const order = (await checkout(ctx, buyer2, paidId)).json<CheckoutOrderResponse>();
    expect((await sandboxPay(ctx, buyer2, order.id, 'failure')).statusCode).toBe(402);
    expect((await ordersOf(ctx, buyer2))[0]?.status).toBe('created');
    const unpaidLink = await post(
      ctx,
      ROUTES.downloadOrder.url(),
      { _orderId: order.id, version: '1' },
      buyer2,
    );
    expect(unpaidLink.statusCode).toBe(403);
    expect(
      (await post(ctx, ROUTES.removeOrder.url(), { _orderId: order.id }, other))
        .statusCode,
    ).toBe(404);
    expect(
      (await post(ctx, ROUTES.removeOrder.url(), { _orderId: order.id }, buyer2))
        .statusCode,
    ).toBe(200);
    const paid = (await ordersOf(ctx, buyer)).find(o => o.status === 'paid');
    expect(
      (
        await post(
          ctx,
          ROUTES.removeOrder.url(),
          { _orderId: paid?._orderId ?? '' },
          buyer,
        )
      ).statusCode,
    ).toBe(409);
  });

  it('accepts only signed webhooks, once, and lets the webhook win the race', async () => {
    const buyer3 = await insertAccount(ctx);
    const order = (await checkout(ctx, buyer3, paidId)).json<CheckoutOrderResponse>();
    const payment = await app.payments.sandbox?.pay(order.id, 'success');
    const body = JSON.stringify({
      entity: 'event',
      event: 'order.paid',
      payload: { payment: { entity: payment } },
    });
    const send = (signature: string, eventId = 'evt_1') =>
      app.inject({
        method: 'POST',
        url: ROUTES.paymentWebhook.url(),
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': signature,
          'x-razorpay-event-id': eventId,
        },
        payload: body,
      });
    expect((await send(webhookSignature(body, 'wrong'))).statusCode).toBe(400);
    expect((await ordersOf(ctx, buyer3))[0]?.status).toBe('created');
    const good = webhookSignature(body, app.payments.keys.webhookSecret);
    const deliveries = await Promise.all([send(good), send(good), send(good, 'evt_2')]);
    expect(deliveries.map(d => d.statusCode)).toEqual([200, 200, 200]);
    const [paid] = await ordersOf(ctx, buyer3);
    expect(paid?.status).toBe('paid');
    // The client's verification after the webhook: the same paid order, not a second.
    const late = await verify(ctx, buyer3, {
      razorpay_payment_id: payment?.id ?? '',
      razorpay_signature: checkoutSignature(
        order.id,
        payment?.id ?? '',
        app.payments.keys.keySecret,
      ),
    });
    expect(late.statusCode).toBe(200);
    expect(late.json<{ order: Order }>().order.licenceKey).toBe(paid?.licenceKey);
    const licence = await app.inject({
      method: 'GET',
      url: `${ROUTES.verifyLicence.url()}?key=${paid?.licenceKey ?? ''}`,
    });
    expect(licence.json()).toMatchObject({ valid: true, extensionId: paidId });
    expect(licence.body).not.toContain(buyer3.id);
  });
});
