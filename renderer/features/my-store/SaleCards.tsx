/**
 * My store's sales on a phone (issue 20 item 4): one card per sale in the buyer's
 * Orders card pattern (OrdersScreen.css), so nothing hides in a sideways-scrolled
 * table at 390 px. What the maker receives is the card's headline figure, and the
 * lines that add up to it are the table's (issue 20 item 9).
 */
import type { Sale } from '#shared/api/commerce';
import { formatDay } from '#shared/format';
import { BankDay } from './BankDay';
import { moneyMinor, PayoutLines } from './PayoutLines';
import { saleLines } from './sale-lines';

export function SaleCards({
  sales,
  sandbox,
  label,
}: {
  sales: readonly Sale[];
  sandbox: boolean;
  label: string;
}) {
  return (
    <ul className="order-cards" aria-label={label}>
      {sales.map(sale => {
        const lines = saleLines(sale);
        return (
          <li key={sale._orderId} className="order-card">
            <div className="order-card__main">
              <h3 className="order-card__name">{sale.itemName}</h3>
              <p className="order-card__meta">
                <strong>You receive {moneyMinor(lines.payout, sale.currency)}</strong>
              </p>
              <p className="order-card__meta">
                Paid <time dateTime={sale.paidAt}>{formatDay(sale.paidAt)}</time>
              </p>
              <PayoutLines
                lines={lines}
                currency={sale.currency}
                label={`${sale.itemName}, ${formatDay(sale.paidAt)}`}
              />
              <p className="order-card__meta">
                <BankDay sale={sale} sandbox={sandbox} />
              </p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
