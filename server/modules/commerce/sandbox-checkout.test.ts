/**
 * The sandbox's Checkout sheet as Razorpay's stand-in (issue 17, items 2, 9, 11), on
 * SQLite and PostgreSQL: only the order's buyer can pay it, the order object carries
 * Razorpay's fields, and its webhook travels over real HTTP with Razorpay's headers.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { validateWebhookSignature } from 'razorpay/dist/utils/razorpay-utils';
import { ROUTES } from '#shared/api/routes';
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

// Listening, so the sandbox posts its webhooks to this server over real HTTP.
const ctx = await createTestApp({ RATE_LIMIT_SCALE: '100' });
await ctx.app.listen({ port: 0, host: '127.0.0.1' });
afterAll(() => ctx.close());

/** A stand-in for a webhook endpoint that keeps each request's headers and raw bytes. */
const captured: { headers: http.IncomingHttpHeaders; body: Buffer }[] = [];
const capture = http.createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    captured.push({ headers: request.headers, body: Buffer.concat(chunks) });
    response.end('{"status":"ok"}');
  });
});
await new Promise<void>(resolve => capture.listen(0, '127.0.0.1', resolve));
const captureUrl = `http://127.0.0.1:${(capture.address() as AddressInfo).port}/hook`;
const elsewhere = await createTestApp({
  RATE_LIMIT_SCALE: '100',
  SANDBOX_WEBHOOK_URL: captureUrl,
});
afterAll(async () => {
  await elsewhere.close();
  await new Promise(resolve => capture.close(resolve));
});

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean) {
  for (let tries = 0; tries < 100; tries += 1) {
    const value = await read();
    if (done(value)) return value;
    await new Promise(resolve => setTimeout(resolve, 50));
  }
  throw new Error('timed out waiting');
}

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

  it('posts Razorpay’s webhook over HTTP: headers, envelope, and the documented HMAC', async () => {
    const maker = await insertAccount(elsewhere);
    const payer = await insertAccount(elsewhere);
    await linkPayoutAccount(elsewhere, maker);
    const id = await publishedId(elsewhere, maker, 'hook-shape', {
      isFree: false,
      price: 300,
      currency: 'INR',
    });
    const order = (await checkout(elsewhere, payer, id)).json<CheckoutOrderResponse>();
    const paid = await sandboxPay(elsewhere, payer, order.id);
    expect(paid.statusCode, paid.body).toBe(200);
    const [hook] = await eventually(
      () => Promise.resolve(captured),
      list => list.length > 0,
    );
    const signature = String(hook?.headers['x-razorpay-signature']);
    const raw = hook?.body.toString('utf8') ?? '';
    // Razorpay's SDK: hex(HMAC-SHA256(webhook secret, raw body)).
    expect(
      validateWebhookSignature(raw, signature, elsewhere.app.payments.keys.webhookSecret),
    ).toBe(true);
    expect(hook?.headers['content-type']).toBe('application/json');
    expect(hook?.headers['x-razorpay-event-id']).toMatch(/^evt_/);
    const event = JSON.parse(raw) as Record<string, unknown>;
    const result = paid.json<CheckoutResult>();
    expect(event).toMatchObject({
      entity: 'event',
      event: 'order.paid',
      contains: ['payment', 'order'],
      payload: {
        payment: {
          entity: {
            id: result.razorpay_payment_id,
            entity: 'payment',
            order_id: order.id,
            amount: 30_000,
            currency: 'INR',
            status: 'captured',
            captured: true,
          },
        },
        order: {
          entity: {
            id: order.id,
            entity: 'order',
            amount: 30_000,
            amount_paid: 30_000,
            amount_due: 0,
            offer_id: null,
            status: 'paid',
          },
        },
      },
    });
    // Handed on byte for byte, our webhook route accepts it and pays the order.
    const forwarded = await elsewhere.app.inject({
      method: 'POST',
      url: ROUTES.paymentWebhook.url(),
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': signature,
        'x-razorpay-event-id': String(hook?.headers['x-razorpay-event-id']),
      },
      payload: hook?.body,
    });
    expect(forwarded.statusCode, forwarded.body).toBe(200);
    expect((await ordersOf(elsewhere, payer))[0]?.status).toBe('paid');
  });

  it('pays the order through its own webhook over HTTP, with no verification call', async () => {
    const payer = await insertAccount(ctx);
    const order = (await checkout(ctx, payer, paidId)).json<CheckoutOrderResponse>();
    expect((await sandboxPay(ctx, payer, order.id)).statusCode).toBe(200);
    const [mine] = await eventually(
      () => ordersOf(ctx, payer),
      list => list[0]?.status === 'paid',
    );
    expect(mine?.paymentId).toMatch(/^pay_/);
    // Recorded once handled, just after the order is marked paid.
    const events = await eventually(
      () =>
        ctx.app.db
          .selectFrom('payment_events')
          .select('event_id')
          .where('event_id', '=', `evt_${(mine?.paymentId ?? '').slice(4)}`)
          .execute(),
      rows => rows.length > 0,
    );
    expect(events).toHaveLength(1);
  });
});
