/**
 * PAYMENTS_PROVIDER=razorpay end to end on both dialects: our routes drive the real
 * adapter against a local server that speaks Razorpay's protocol. The order is made
 * at "Razorpay", Checkout's signed result is verified and the authorized payment is
 * captured there before the order counts as paid; the sandbox's routes are gone.
 */
import { afterAll, describe, expect, it } from 'vitest';
import {
  COMMERCE_MESSAGES,
  type CheckoutOrderResponse,
  type OrderResponse,
} from '#shared/api/commerce';
import type { ExtensionDetail } from '#shared/api/extensions';
import { ROUTES } from '#shared/api/routes';
import { seedDemoIfEmpty } from '../../seed/demo';
import { createTestApp } from '../../testing/test-app';
import { insertAccount } from '../auth/auth-testing';
import { post } from '../publishing/publishing-testing';
import { checkoutSignature } from './payments/signatures';
import { startRazorpayProtocolServer } from './payments/razorpay-protocol-server';

const KEY_ID = 'rzp_test_e2emode01';
const KEY_SECRET = 'razorpay-mode-secret';
const razorpay = await startRazorpayProtocolServer(KEY_ID, KEY_SECRET);
const ctx = await createTestApp({
  PAYMENTS_PROVIDER: 'razorpay',
  RAZORPAY_KEY_ID: KEY_ID,
  RAZORPAY_KEY_SECRET: KEY_SECRET,
  RAZORPAY_WEBHOOK_SECRET: 'razorpay-mode-webhook',
  RAZORPAY_API_URL: razorpay.url,
  RATE_LIMIT_SCALE: '100',
});
afterAll(async () => {
  await ctx.close();
  await razorpay.close();
});

// The demo catalogue: its paid listings have sellers with payout accounts.
await seedDemoIfEmpty(ctx.database.db, ctx.database.dialect);
const buyer = await insertAccount(ctx);
const other = await insertAccount(ctx);
const paid = (
  await ctx.app.inject({
    url: ROUTES.extension.url({ slugOrId: 'bluetooth-le-scanner' }),
  })
).json<ExtensionDetail>();

const checkout = async (account: typeof buyer) =>
  (
    await post(
      ctx,
      ROUTES.checkoutOrder.url(),
      { extensionId: paid.extensionId, currency: 'INR' },
      account,
    )
  ).json<CheckoutOrderResponse>();

describe(`razorpay mode (${ctx.database.dialect})`, () => {
  it('creates the order at Razorpay with the server’s price and the public key', async () => {
    const order = await checkout(buyer);
    expect(order).toMatchObject({ amount: 29_900, currency: 'INR', key: KEY_ID });
    expect(razorpay.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/v1/orders',
      body: { amount: 29_900, currency: 'INR', receipt: order.receipt },
    });
    expect(order.id).toBe(order._orderId);
    const sandbox = await post(ctx, ROUTES.devPay.url(), { order_id: order.id });
    expect(sandbox.statusCode).toBe(404);
  });

  it('captures an authorized payment once and marks the order paid', async () => {
    const order = await checkout(buyer);
    const paymentId = razorpay.authorizePayment(order.id);
    const result = {
      razorpay_payment_id: paymentId,
      razorpay_order_id: order.id,
      razorpay_signature: checkoutSignature(order.id, paymentId, KEY_SECRET),
    };
    const first = await post(ctx, ROUTES.verifySignature.url(), result, buyer);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<OrderResponse>().order).toMatchObject({
      _orderId: order.id,
      status: 'paid',
      provider: 'razorpay',
      paymentId,
    });
    const captures = razorpay.requests.filter(
      request => request.path === `/v1/payments/${paymentId}/capture`,
    );
    expect(captures).toHaveLength(1);
    // Repeated verification: the same paid order, no second capture.
    const again = await post(ctx, ROUTES.verifySignature.url(), result, buyer);
    expect(again.json<OrderResponse>().order.status).toBe('paid');
    expect(
      razorpay.requests.filter(request => request.path.endsWith('/capture')),
    ).toHaveLength(1);
  });

  it('refuses a payment made for somebody else’s order', async () => {
    const theirs = await checkout(other);
    const paymentId = razorpay.authorizePayment(theirs.id);
    const stolen = await post(
      ctx,
      ROUTES.verifySignature.url(),
      {
        razorpay_payment_id: paymentId,
        razorpay_order_id: theirs.id,
        razorpay_signature: checkoutSignature(theirs.id, paymentId, KEY_SECRET),
      },
      buyer,
    );
    expect(stolen.statusCode).toBeGreaterThanOrEqual(400);
    expect(stolen.statusCode).toBeLessThan(500);
    expect(
      razorpay.requests.some(r => r.path === `/v1/payments/${paymentId}/capture`),
    ).toBe(false);
  });

  it('leaves an authorized payment uncaptured when the extension went off sale', async () => {
    const meter = (
      await ctx.app.inject({ url: ROUTES.extension.url({ slugOrId: 'light-meter' }) })
    ).json<ExtensionDetail>();
    const order = (
      await post(
        ctx,
        ROUTES.checkoutOrder.url(),
        { extensionId: meter.extensionId, currency: 'INR' },
        buyer,
      )
    ).json<CheckoutOrderResponse>();
    // The author unpublishes while the buyer is in Checkout.
    await ctx.app.db
      .updateTable('extensions')
      .set({ published: 0 })
      .where('id', '=', meter.extensionId)
      .execute();
    const paymentId = razorpay.authorizePayment(order.id);
    const result = await post(
      ctx,
      ROUTES.verifySignature.url(),
      {
        razorpay_payment_id: paymentId,
        razorpay_order_id: order.id,
        razorpay_signature: checkoutSignature(order.id, paymentId, KEY_SECRET),
      },
      buyer,
    );
    expect(result.statusCode).toBe(409);
    expect(result.json<{ error: { message: string } }>().error.message).toBe(
      COMMERCE_MESSAGES.offSaleNotCaptured,
    );
    expect(
      razorpay.requests.some(r => r.path === `/v1/payments/${paymentId}/capture`),
    ).toBe(false);
  });
});
