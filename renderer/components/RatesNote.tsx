/**
 * Says which day's exchange rates converted prices use, under lists of prices:
 * the server refreshes rates daily but keeps the last good ones when its source
 * fails, so the date is the honest part of a converted price.
 */
import { useCurrency } from '../hooks/useCurrency';
import './RatesNote.css';

export function RatesNote() {
  const { asOf, rateDay } = useCurrency();
  if (!asOf || !rateDay) return null;
  return (
    <p className="rates-note">
      Prices marked ≈ are converted from the seller’s currency at the exchange rates of{' '}
      <time dateTime={asOf}>{rateDay}</time>.
    </p>
  );
}
