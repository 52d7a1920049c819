/**
 * The sandbox's webhooks travel the way Razorpay's do (issue 17, item 9): a POST over
 * real HTTP to this server's own /api/razorpay/webhook (or SANDBOX_WEBHOOK_URL), with
 * Razorpay's headers (X-Razorpay-Signature over the exact raw bytes, X-Razorpay-Event-Id)
 * and its documented envelope, `payload.payment.entity` and, for order.paid,
 * `payload.order.entity`. So the raw-body signature path runs as in production.
 * Delivery happens after the sheet's answer and never fails the payment.
 */
import type { FastifyInstance } from 'fastify';
import { ROUTES } from '#shared/api/routes';
import { webhookSignature } from './signatures';
import type { ProviderOrder, ProviderPayment } from './provider';

/** Razorpay's event envelope for a payment event (docs: /docs/webhooks/payments). */
export function webhookEnvelope(
  event: 'order.paid' | 'payment.captured' | 'payment.failed',
  payment: ProviderPayment,
  order: ProviderOrder | undefined,
  accountId: string,
): string {
  const withOrder = event === 'order.paid' && order !== undefined;
  return JSON.stringify({
    entity: 'event',
    account_id: accountId,
    event,
    contains: withOrder ? ['payment', 'order'] : ['payment'],
    payload: {
      payment: { entity: payment },
      ...(withOrder ? { order: { entity: order } } : {}),
    },
    created_at: Math.floor(Date.now() / 1000),
  });
}

/** The headers Razorpay sends with a webhook body. */
export function webhookHeaders(body: string, secret: string, eventId: string) {
  return {
    'content-type': 'application/json',
    'user-agent': 'Razorpay-Webhook/v1',
    'x-razorpay-signature': webhookSignature(body, secret),
    'x-razorpay-event-id': eventId,
  };
}

/** Where to post: the configured URL, else our own listening address. */
function target(
  app: FastifyInstance,
  configured: string | undefined,
): string | undefined {
  if (configured) return configured;
  const address = app.server.address();
  if (!app.server.listening || typeof address !== 'object' || !address) return undefined;
  const wildcard = address.address === '0.0.0.0' || address.address === '::';
  const host = wildcard
    ? '127.0.0.1'
    : address.family === 'IPv6'
      ? `[${address.address}]`
      : address.address;
  return `http://${host}:${address.port}${ROUTES.paymentWebhook.path}`;
}

/**
 * Posts one event. A server that is not listening (tests that only inject) gets it
 * through inject, which still runs the route's raw-body parser and signature check.
 */
export async function deliverWebhook(
  app: FastifyInstance,
  options: { url: string | undefined; body: string; headers: Record<string, string> },
): Promise<number> {
  const url = target(app, options.url);
  if (!url) {
    const response = await app.inject({
      method: 'POST',
      url: ROUTES.paymentWebhook.path,
      headers: options.headers,
      payload: options.body,
    });
    return response.statusCode;
  }
  const response = await fetch(url, {
    method: 'POST',
    headers: options.headers,
    body: options.body,
    signal: AbortSignal.timeout(5_000),
  });
  return response.status;
}
