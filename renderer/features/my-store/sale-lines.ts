/**
 * My store's money lines (issue 20 item 9): each sale's breakdown comes from the
 * same payoutBreakdown the payout route (GET /private/api/payout) and orders use, so
 * the screen, the API and the transfer can never disagree, and the lines add up.
 */
import type { Sale } from '#shared/api/commerce';
import type { Currency } from '#shared/constants';
import {
  payoutBreakdown,
  sumBreakdowns,
  type PayoutBreakdown,
} from '#shared/domain/payout';
import { toMinor } from '#shared/domain/pricing';

/** The deductions in the order the money flows, with the words the screen uses. */
export const FEE_LINES = [
  ['paymentFee', 'Payment gateway fee (2%)'],
  ['paymentFeeTax', 'GST on the gateway fee (18%)'],
  ['platformFee', 'Platform fee (5.5%)'],
  ['routeFee', 'Transfer fee (0.25%)'],
  ['routeFeeTax', 'GST on the transfer fee (18%)'],
] as const satisfies readonly (readonly [keyof PayoutBreakdown, string])[];

export function saleLines(sale: Pick<Sale, 'amount'>): PayoutBreakdown {
  return payoutBreakdown(toMinor(sale.amount));
}

/** Per currency: the number of sales and their lines summed line by line. */
export function totalsByCurrency(
  sales: readonly Sale[],
): { currency: Currency; orders: number; lines: PayoutBreakdown }[] {
  const groups = new Map<Currency, PayoutBreakdown[]>();
  for (const sale of sales) {
    const group = groups.get(sale.currency) ?? [];
    group.push(saleLines(sale));
    groups.set(sale.currency, group);
  }
  return [...groups].map(([currency, all]) => ({
    currency,
    orders: all.length,
    lines: sumBreakdowns(all),
  }));
}
