/**
 * The Razorpay adapter over real loopback HTTP against a server that speaks
 * Razorpay's protocol: the calls it makes (paths, basic auth, idempotency headers,
 * bodies) and what it makes of the answers, refusals and malformed replies.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { ProviderError } from './provider';
import { createRazorpayProvider } from './razorpay';
import { startRazorpayProtocolServer } from './razorpay-protocol-server';

const KEY_ID = 'rzp_test_adapter01';
const KEY_SECRET = 'adapter-secret-0123456789';
const server = await startRazorpayProtocolServer(KEY_ID, KEY_SECRET);
afterAll(() => server.close());
const provider = createRazorpayProvider({
  keyId: KEY_ID,
  keySecret: KEY_SECRET,
  apiUrl: server.url,
});
const last = () => server.requests[server.requests.length - 1];

async function refusal(call: Promise<unknown>): Promise<ProviderError> {
  const error: unknown = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

const order = (amount = 99_900) =>
  provider.createOrder({
    amount,
    currency: 'INR',
    receipt: 'aixm_test_receipt',
    notes: { extensionId: 'ext_1' },
  });

describe('the Razorpay adapter', () => {
  it('creates an order with basic auth and reads Razorpay’s order object', async () => {
    const created = await order();
    expect(created).toMatchObject({
      entity: 'order',
      amount: 99_900,
      amount_due: 99_900,
      currency: 'INR',
      receipt: 'aixm_test_receipt',
      status: 'created',
      notes: { extensionId: 'ext_1' },
    });
    expect(created.id).toMatch(/^order_/);
    expect(last()).toMatchObject({ method: 'POST', path: '/v1/orders' });
    expect(last()?.headers.authorization).toBe(
      `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`,
    );
  });

  it('passes Razorpay’s validation errors on with their code and description', async () => {
    const error = await refusal(order(50));
    expect(error).toMatchObject({ status: 400, code: 'BAD_REQUEST_ERROR' });
    expect(error.message).toMatch(/at(\s)?least INR 1.00/);
  });

  it('fetches a payment, knows an unknown one is null, and captures the right amount', async () => {
    const created = await order(29_900);
    const paymentId = server.authorizePayment(created.id);
    expect(await provider.fetchPayment(paymentId)).toMatchObject({
      id: paymentId,
      order_id: created.id,
      status: 'authorized',
      captured: false,
      amount: 29_900,
    });
    expect(await provider.fetchPayment('pay_neverissued')).toBeNull();

    const wrong = await refusal(provider.capturePayment(paymentId, 100, 'INR'));
    expect(wrong.message).toBe('Capture amount must be equal to the amount authorized');
    const captured = await provider.capturePayment(paymentId, 29_900, 'INR');
    expect(captured).toMatchObject({ status: 'captured', captured: true });
    expect(last()?.path).toBe(`/v1/payments/${paymentId}/capture`);
    expect(last()?.body).toEqual({ amount: 29_900, currency: 'INR' });
  });

  it('refunds with the idempotency header and transfers to a linked account', async () => {
    const created = await order(99_900);
    const paymentId = server.authorizePayment(created.id);
    await provider.capturePayment(paymentId, 99_900, 'INR');

    const account = await provider.createLinkedAccount({
      reference: 'usr_seller_0001',
      name: 'Asha Rao',
      email: 'asha@example.com',
      phone: '9876543210',
      pan: 'ABCDE1234F',
      ifsc: 'HDFC0001234',
      accountType: 'savings',
      accountNumber: '123456789012',
    });
    expect(account.id).toMatch(/^acc_/);
    expect(last()?.path).toBe('/v2/accounts');
    expect(last()?.headers['idempotency-key']).toBe('link-usr_seller_0001-9012');
    expect(last()?.body).toMatchObject({
      type: 'route',
      tnc_accepted: true,
      legal_info: { pan: 'ABCDE1234F' },
      settlement_accounts: [
        { bank_account: { account_number: '123456789012', code: 'HDFC0001234' } },
      ],
    });

    const transfer = await provider.transferFromPayment(
      paymentId,
      { account: account.id, amount: 91_776, currency: 'INR', notes: { order: 'o1' } },
      'transfer-order-o1',
    );
    expect(transfer).toMatchObject({
      entity: 'transfer',
      source: paymentId,
      recipient: account.id,
      amount: 91_776,
      currency: 'INR',
    });
    expect(transfer.id).toMatch(/^trf_/);
    expect(last()?.headers['x-transfer-idempotency']).toBe('transfer-order-o1');

    const refund = await provider.refundPayment(paymentId, 99_900, 'refund-order-o1');
    expect(refund).toMatchObject({
      entity: 'refund',
      payment_id: paymentId,
      amount: 99_900,
      status: 'processed',
    });
    expect(last()?.headers['x-refund-idempotency']).toBe('refund-order-o1');
    expect((await provider.fetchPayment(paymentId))?.status).toBe('refunded');
  });

  it('says so when the keys are wrong', async () => {
    const stranger = createRazorpayProvider({
      keyId: KEY_ID,
      keySecret: 'not-the-secret',
      apiUrl: server.url,
    });
    const error = await refusal(stranger.fetchPayment('pay_any'));
    expect(error).toMatchObject({ status: 401, message: 'Authentication failed' });
  });

  it('refuses malformed answers and server errors instead of trusting them', async () => {
    server.failNext(200, { entity: 'order', amount: 100, currency: 'INR' });
    expect(await refusal(order())).toMatchObject({
      status: 502,
      code: 'PROVIDER_BAD_ANSWER',
      message: 'Razorpay answered an unexpected order id',
    });
    server.failNext(200, {
      id: 'pay_x',
      amount: -1,
      currency: 'INR',
      status: 'captured',
    });
    expect((await refusal(provider.fetchPayment('pay_x'))).code).toBe(
      'PROVIDER_BAD_ANSWER',
    );
    server.failNext(500, '<html>Bad gateway</html>');
    expect(await refusal(order())).toMatchObject({
      status: 500,
      code: 'PROVIDER_ERROR',
      message: 'Razorpay answered HTTP 500',
    });
  });

  it('says the provider cannot be reached when nothing listens', async () => {
    const closed = await startRazorpayProtocolServer(KEY_ID, KEY_SECRET);
    await closed.close();
    const offline = createRazorpayProvider({
      keyId: KEY_ID,
      keySecret: KEY_SECRET,
      apiUrl: closed.url,
    });
    expect(await refusal(offline.fetchPayment('pay_any'))).toMatchObject({
      status: 502,
      code: 'PROVIDER_UNREACHABLE',
    });
  });
});
