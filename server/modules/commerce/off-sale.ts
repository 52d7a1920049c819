/**
 * What happens when an extension leaves sale while somebody is paying for it, or
 * after they bought it (issue 17, item 1). A payment for an order whose extension is
 * no longer published is never turned into a sale: an authorized payment is left
 * uncaptured (the provider releases it), a captured one is refunded at once, and the
 * order keeps the reason for the buyer. A moderator's takedown also stops every
 * order's downloads, with the moderator's message; an author's own unpublish keeps
 * what past buyers bought.
 */
import { COMMERCE_MESSAGES } from '#shared/api/commerce';
import type { OrderRow } from '../../db/database';
import type { Executor } from '../../db/executor';
import { AppError } from '../../errors';
import type { PaymentProvider, ProviderPayment } from './payments/provider';

/** The sale-relevant state of an extension; undefined when it was deleted. */
function saleState(db: Executor, extensionId: string | null) {
  return db
    .selectFrom('extensions')
    .select(['published', 'moderation_message'])
    .where('id', '=', extensionId ?? '')
    .executeTakeFirst();
}

/** Whether an extension order can still become a sale (Gold orders always can). */
export async function canStillSell(db: Executor, order: OrderRow): Promise<boolean> {
  if (order.kind !== 'extension') return true;
  const state = await saleState(db, order.extension_id);
  return Number(state?.published) === 1;
}

/** A moderator's message when they took the extension down; null otherwise. */
export async function takedownOf(
  db: Executor,
  extensionId: string | null,
): Promise<string | null> {
  const state = await saleState(db, extensionId);
  if (!state || Number(state.published) === 1) return null;
  return state.moderation_message ?? null;
}

/** The refusal a download of a taken-down extension answers, with the moderator's word. */
export function takenDown(message: string): AppError {
  return new AppError(403, 'FORBIDDEN', `${COMMERCE_MESSAGES.takenDown} ${message}`);
}

interface OffSaleDeps {
  db: Executor;
  payments: {
    provider: Pick<PaymentProvider, 'refundPayment' | 'fetchPayment'>;
  };
  log: { error(data: object, message: string): void };
}

/**
 * Ends an unpaid order whose extension left sale: refunds a captured payment (the
 * same idempotency key every time, so a webhook and the client never refund twice),
 * leaves an authorized one uncaptured, records why, and throws the buyer's 409.
 */
export async function refuseOffSale(
  deps: OffSaleDeps,
  order: OrderRow,
  payment: ProviderPayment,
): Promise<never> {
  const captured = payment.status === 'captured';
  const reason = captured
    ? COMMERCE_MESSAGES.offSaleRefunded
    : COMMERCE_MESSAGES.offSaleNotCaptured;
  if (captured) {
    try {
      await deps.payments.provider.refundPayment(
        payment.id,
        payment.amount,
        `refund-${order.id}`,
      );
    } catch (error) {
      // Refunded meanwhile by the webhook (or the client) with the same key: go on.
      const now = await deps.payments.provider.fetchPayment(payment.id).catch(() => null);
      if (!now || now.amount_refunded < now.amount) {
        // The order stays open, so the next verification or webhook retries the refund.
        deps.log.error(
          { orderId: order.id, paymentId: payment.id, error: String(error) },
          'refund of an off-sale payment failed',
        );
        throw new AppError(409, 'CONFLICT', reason);
      }
    }
  }
  await deps.db
    .updateTable('orders')
    .set({
      status: captured ? 'refunded' : 'failed',
      payment_id: payment.id,
      status_reason: reason,
      updated_at: new Date().toISOString(),
    })
    .where('id', '=', order.id)
    .where('status', 'in', ['created', 'failed'])
    .execute();
  throw new AppError(409, 'CONFLICT', reason);
}
