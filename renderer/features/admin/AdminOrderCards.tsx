/**
 * Admin › Orders on a phone (issue 20 item 4): each order as a card in the buyer's
 * Orders card pattern (OrdersScreen.css) instead of a six-column table scrolled
 * sideways at 390 px. Support answers start from the order id, so copying it is the
 * card's button.
 */
import type { AdminOrder } from '#shared/api/commerce';
import { formatDate } from '#shared/format';
import { formatMoney } from '#shared/domain/pricing';
import { CopyButton } from '../../components/CopyButton';

export function AdminOrderCards({ orders }: { orders: readonly AdminOrder[] }) {
  return (
    <ul className="order-cards" aria-label="Orders">
      {orders.map(order => (
        <li key={order._orderId} className="order-card">
          <div className="order-card__main">
            <h3 className="order-card__name">{order.itemName}</h3>
            <p className="order-card__meta">
              <strong>{formatMoney(order.amount, order.currency)}</strong>
              {' · '}
              {order.status}
              {' · '}
              {order.paidAt
                ? `Paid ${formatDate(order.paidAt)}`
                : `Opened ${formatDate(order.createdAt)}`}
            </p>
            <p className="order-card__meta">
              {order.buyer ? `@${order.buyer.username}` : '—'} to{' '}
              {order.seller ? `@${order.seller.username}` : 'AIX Market'}
              {order.platformFee !== null &&
                ` · Fee ${formatMoney(order.platformFee, order.currency)}`}
              {order.sellerPayout !== null &&
                ` · Payout ${formatMoney(order.sellerPayout, order.currency)}`}
            </p>
            <p className="order-card__meta">
              <span className="admin-mono">{order._orderId}</span>
            </p>
          </div>
          <div className="order-card__downloads">
            <CopyButton text={order._orderId} label="Order id" />
          </div>
        </li>
      ))}
    </ul>
  );
}
