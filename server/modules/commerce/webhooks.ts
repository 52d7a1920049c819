/**
 * Razorpay's webhook (and the sandbox's copy of it): the raw body's HMAC in
 * X-Razorpay-Signature with the webhook secret, deduplicated by X-Razorpay-Event-Id.
 * `order.paid` and `payment.captured` end in the same `completePayment` as the
 * client's verification (first one wins); `refund.processed` marks the order
 * refunded; `payment.failed` leaves the order `created` so the buyer can retry.
 * An event is recorded only once it was handled, so a failure is retried by Razorpay.
 */
import { AppError, badRequest } from '../../errors';
import type { ProviderPayment } from './payments/provider';
import { sameSignature, webhookSignature } from './payments/signatures';
import { findOrder, markRefunded, recordEvent } from './orders.repository';
import { completePayment, providerFailed, type CommerceDeps } from './orders.service';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function entityOf(payload: unknown, name: string): Json | undefined {
  if (!isObject(payload)) return undefined;
  const wrapper = payload[name];
  if (!isObject(wrapper)) return undefined;
  return isObject(wrapper.entity) ? wrapper.entity : undefined;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export interface WebhookInput {
  rawBody: Buffer;
  signature: string | undefined;
  eventId: string | undefined;
}

export async function handleWebhook(
  deps: CommerceDeps,
  input: WebhookInput,
): Promise<void> {
  const expected = webhookSignature(input.rawBody, deps.payments.keys.webhookSecret);
  if (!input.signature || !sameSignature(expected, input.signature)) {
    throw badRequest('The webhook signature does not match.');
  }
  let body: unknown;
  try {
    body = JSON.parse(input.rawBody.toString('utf8'));
  } catch {
    throw badRequest('The webhook body is not JSON.');
  }
  if (!isObject(body) || typeof body.event !== 'string') {
    throw badRequest('The webhook body has no event.');
  }
  const event = body.event;
  const eventId =
    input.eventId?.slice(0, 100) || `${event}:${webhookSignature(input.rawBody, 'id')}`;
  const seen = await deps.db
    .selectFrom('payment_events')
    .select('event_id')
    .where('event_id', '=', eventId)
    .executeTakeFirst();
  if (seen) return;

  if (event === 'order.paid' || event === 'payment.captured') {
    const payment = entityOf(body.payload, 'payment');
    const orderId = text(payment?.order_id);
    const order = orderId ? await findOrder(deps.db, orderId) : undefined;
    const open = order && order.status !== 'paid' && order.status !== 'refunded';
    if (order && open && order.provider !== 'free') {
      // The event is signed, but the provider's own record is what we act on.
      let confirmed: ProviderPayment | null;
      try {
        confirmed = await deps.payments.provider.fetchPayment(text(payment?.id));
      } catch (error) {
        throw providerFailed(deps, error);
      }
      if (confirmed) {
        try {
          await completePayment(deps, order, confirmed);
        } catch (error) {
          // Handled (say, refunded because it went off sale): a retry would change nothing.
          if (!(error instanceof AppError && error.statusCode === 409)) throw error;
          deps.log.warn({ orderId: order.id, reason: error.message }, 'no sale');
        }
      }
    }
  } else if (event === 'refund.processed') {
    const refund = entityOf(body.payload, 'refund');
    const paymentId = text(refund?.payment_id);
    if (paymentId) await markRefunded(deps.db, paymentId, new Date().toISOString());
  } else if (event === 'payment.failed') {
    const payment = entityOf(body.payload, 'payment');
    deps.log.warn(
      { orderId: text(payment?.order_id) },
      'payment failed; the order stays open',
    );
  }
  await recordEvent(deps.db, eventId, event, new Date().toISOString());
}
