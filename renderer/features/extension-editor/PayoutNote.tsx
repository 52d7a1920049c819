/**
 * Under a paid listing's price: what the maker receives per sale (the server's
 * payout route, so the figure is the one orders will record) and whether their
 * payout account is linked, with the way to link it (paid listings need one).
 */
import { Link } from 'react-router-dom';
import { linkedAccount, payout } from '#shared/api/client/commerce';
import type { Currency } from '#shared/constants';
import { formatMoney, priceProblem } from '#shared/domain/pricing';
import { useApiQuery } from '../../hooks/useApiQuery';
import { useDebouncedValue } from '../../hooks/useDebouncedValue';

export function PayoutNote({ price, currency }: { price: string; currency: Currency }) {
  const settled = useDebouncedValue(price.trim(), 300);
  const amount = Number(settled);
  const valid =
    settled !== '' && amount <= 1e6 && priceProblem(amount, currency) === undefined;
  const quote = useApiQuery(`payout:${valid ? amount : 0}:${currency}`, (api, signal) =>
    valid ? payout(api, amount, currency, signal) : Promise.resolve(null),
  );
  const account = useApiQuery('linked-account', (api, signal) =>
    linkedAccount(api, signal),
  );
  const lines = quote.data;
  return (
    <div className="payout-note" aria-live="polite">
      {lines && (
        <p
          title={`Payment fee ${formatMoney(lines.paymentFee + lines.paymentFeeTax, currency)}, platform fee ${formatMoney(lines.platformFee, currency)}, transfer fee ${formatMoney(lines.routeFee + lines.routeFeeTax, currency)}`}
        >
          You receive <strong>{formatMoney(lines.payout, currency)}</strong> per sale
        </p>
      )}
      {account.data === null && (
        <p className="payout-note__warning">
          Paid listings need a payout account.{' '}
          <Link to="/dashboard/my-store">Link one in My store</Link> before you publish.
        </p>
      )}
    </div>
  );
}
