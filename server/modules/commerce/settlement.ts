/**
 * Money that moves after a payment was confirmed: the Route transfer of the seller's
 * payout, and the refund of a second payment for something the buyer already owns.
 * Split from orders.service so the path from Checkout to paid reads on its own.
 */
import type { Currency } from '#shared/constants';
import type { OrderRow } from '../../db/database';
import type { ProviderPayment } from './payments/provider';
import { insertTransfer } from './orders.repository';
import type { CommerceDeps } from './orders.service';
import { linkedAccountOf, rateBetween } from './sale.repository';

export async function refundDuplicate(
  deps: CommerceDeps,
  order: OrderRow,
  payment: ProviderPayment,
) {
  try {
    await deps.payments.provider.refundPayment(
      payment.id,
      payment.amount,
      `refund-${order.id}`,
    );
    await deps.db
      .updateTable('orders')
      .set({
        status: 'refunded',
        payment_id: payment.id,
        updated_at: new Date().toISOString(),
      })
      .where('id', '=', order.id)
      .where('status', '!=', 'paid')
      .execute();
  } catch (error) {
    deps.log.error(
      { orderId: order.id, paymentId: payment.id, error: String(error) },
      'duplicate payment refund failed',
    );
  }
}

/**
 * The seller's share through Route: a transfer from the captured payment to their
 * linked account, in INR (a USD sale's payout converted at the order's rate).
 * Failures are logged and the order stays paid; the transfer row is the record.
 */
export async function payOutSeller(deps: CommerceDeps, order: OrderRow) {
  const payout = Number(order.seller_payout_minor ?? 0);
  if (order.kind !== 'extension' || !order.seller_id || !order.payment_id || payout <= 0)
    return;
  const account = await linkedAccountOf(deps.db, order.seller_id);
  if (!account) return;
  let amount = payout;
  if (order.currency !== 'INR') {
    const rate = await rateBetween(deps.db, order.currency as Currency, 'INR');
    if (!rate)
      return deps.log.warn({ orderId: order.id }, 'no rate for the payout transfer');
    amount = Math.floor(payout * rate.rate);
  }
  try {
    const transfer = await deps.payments.provider.transferFromPayment(
      order.payment_id,
      {
        account: account.account_id,
        amount,
        currency: 'INR',
        notes: { orderId: order.id },
      },
      `transfer-${order.id}`,
    );
    await insertTransfer(deps.db, {
      id: transfer.id,
      order_id: order.id,
      account_id: account.account_id,
      amount_minor: amount,
      currency: 'INR',
      created_at: new Date().toISOString(),
    });
  } catch (error) {
    deps.log.error({ orderId: order.id, error: String(error) }, 'seller transfer failed');
  }
}
