/**
 * When a seller's payout reaches their bank (issue 20 item 9). The payout goes to
 * their Route linked account right after the payment; the account settles to the
 * bank on Razorpay's schedule: T+2 working days for Indian payments by default, T+7
 * for international (USD) ones. Weekends are skipped; bank holidays are not known
 * here, hence "about".
 */
import type { Currency } from '../constants';

/** Working days from the payment to the seller's bank, per the sale's currency. */
export const SETTLEMENT_WORKING_DAYS: Record<Currency, number> = { INR: 2, USD: 7 };

/** `from` plus `days` working days (Monday to Friday), as a UTC date. */
export function addWorkingDays(from: Date, days: number): Date {
  const day = new Date(
    Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate()),
  );
  let left = days;
  while (left > 0) {
    day.setUTCDate(day.getUTCDate() + 1);
    const weekday = day.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return day;
}

/** The day a sale's payout is expected in the bank (ISO yyyy-mm-dd). */
export function expectedSettlement(paidAt: string, currency: Currency): string {
  return addWorkingDays(new Date(paidAt), SETTLEMENT_WORKING_DAYS[currency])
    .toISOString()
    .slice(0, 10);
}
