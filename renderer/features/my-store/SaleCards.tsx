/**
 * My store's sales on a phone (issue 20 item 4): one card per sale in the buyer's
 * Orders card pattern (OrdersScreen.css), so nothing hides in a sideways-scrolled
 * table at 390 px. What the maker receives is the card's headline figure.
 */
import type { Sale } from '#shared/api/commerce';
import { formatDay } from '#shared/format';
import { formatMoney } from '#shared/domain/pricing';

export function SaleCards({ sales, label }: { sales: readonly Sale[]; label: string }) {
  return (
    <ul className="order-cards" aria-label={label}>
      {sales.map(sale => (
        <li key={sale._orderId} className="order-card">
          <div className="order-card__main">
            <h3 className="order-card__name">{sale.itemName}</h3>
            <p className="order-card__meta">
              <strong>You receive {formatMoney(sale.sellerPayout, sale.currency)}</strong>
            </p>
            <p className="order-card__meta">
              Paid <time dateTime={sale.paidAt}>{formatDay(sale.paidAt)}</time>
              {' · '}Amount {formatMoney(sale.amount, sale.currency)}
              {' · '}Platform fee {formatMoney(sale.platformFee, sale.currency)}
            </p>
            <p className="order-card__meta">
              Transfer{' '}
              {sale.transferId ? (
                <span className="my-store__mono">{sale.transferId}</span>
              ) : (
                'pending'
              )}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
