/**
 * One sale's (or a total's) money as a sum a maker can check: the amount, each fee
 * subtracted, and what they receive. Minor units in, so the shown lines are the ones
 * that add up (issue 20 item 9).
 */
import { CURRENCY_SYMBOLS, type Currency } from '#shared/constants';
import type { PayoutBreakdown } from '#shared/domain/payout';
import { groupDigits } from '#shared/format';
import { FEE_LINES } from './sale-lines';

/** Always with paise/cents ("₹249.00"), so a column of figures visibly adds up. */
export function moneyMinor(minor: number, currency: Currency): string {
  return `${CURRENCY_SYMBOLS[currency]}${groupDigits(minor / 100, 2)}`;
}

export function PayoutLines({
  lines,
  currency,
  label,
}: {
  lines: PayoutBreakdown;
  currency: Currency;
  label: string;
}) {
  return (
    <dl className="payout-lines" aria-label={label}>
      <div className="payout-lines__row">
        <dt>Amount paid</dt>
        <dd>{moneyMinor(lines.price, currency)}</dd>
      </div>
      {FEE_LINES.map(([key, name]) => (
        <div key={key} className="payout-lines__row payout-lines__fee">
          <dt>{name}</dt>
          <dd>
            <span aria-hidden="true">− </span>
            <span className="visually-hidden">minus </span>
            {moneyMinor(lines[key], currency)}
          </dd>
        </div>
      ))}
      <div className="payout-lines__row payout-lines__payout">
        <dt>You receive</dt>
        <dd>{moneyMinor(lines.payout, currency)}</dd>
      </div>
    </dl>
  );
}
