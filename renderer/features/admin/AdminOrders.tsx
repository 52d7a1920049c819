/**
 * Admin › Orders: every order on the marketplace for admins (spec: all-orders), with
 * buyer, seller, amount, fees and payout, filtered by status and paged, so a support
 * question ("I paid and got nothing") is answered from one table; totals per currency
 * cover every order the filter matches. Six columns, so it fits 1280 px
 * unscrolled; under 800 px each order is a card (AdminOrderCards).
 */
import { useState } from 'react';
import { ORDER_STATUSES, type OrderStatus } from '#shared/domain/orders';
import { allOrders } from '#shared/api/client/commerce';
import { formatDate } from '#shared/format';
import { formatMoney } from '#shared/domain/pricing';
import { Button } from '../../components/Button';
import { ErrorState } from '../../components/ErrorState';
import { Select } from '../../components/Select';
import { Skeleton } from '../../components/Skeleton';
import { useApiQuery } from '../../hooks/useApiQuery';
import { useNarrowScreen } from '../../hooks/useNarrowScreen';
import { AdminOrderCards } from './AdminOrderCards';
import '../dashboard/OrdersScreen.css';

const PAGE = 25;

export function AdminOrders() {
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const [skip, setSkip] = useState(0);
  const narrow = useNarrowScreen();
  const query = useApiQuery(`admin-orders:${status}:${skip}`, (api, signal) =>
    allOrders(api, { ...(status ? { status } : {}), skip, limit: PAGE }, signal),
  );
  const data = query.data;
  return (
    <section className="admin-card" aria-labelledby="admin-orders-title">
      <div className="admin-card__head">
        <h2 id="admin-orders-title" className="admin-card__title">
          Orders
        </h2>
        <Select
          label="Status"
          value={status}
          onChange={event => {
            const next = ORDER_STATUSES.find(value => value === event.target.value);
            setStatus(next ?? '');
            setSkip(0);
          }}
        >
          <option value="">All</option>
          {ORDER_STATUSES.map(value => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </Select>
      </div>
      {query.error ? (
        <ErrorState
          title="Orders could not be loaded"
          message={query.error.message}
          onRetry={query.reload}
        />
      ) : !data ? (
        <div role="status" aria-label="Loading orders">
          <Skeleton height={160} />
        </div>
      ) : data.orders.length === 0 ? (
        <p className="admin-card__note">
          {status ? `No ${status} orders.` : 'No orders yet.'}
        </p>
      ) : (
        <>
          <ul className="admin-totals" aria-label="Totals">
            {data.totals.map(row => (
              <li key={row.currency} className="admin-totals__item">
                <strong>{formatMoney(row.amount, row.currency)}</strong>{' '}
                <span>
                  {row.count} {row.count === 1 ? 'order' : 'orders'} in {row.currency}
                  {' · '}fees {formatMoney(row.platformFee, row.currency)}
                  {' · '}payouts {formatMoney(row.sellerPayout, row.currency)}
                </span>
              </li>
            ))}
          </ul>
          {narrow ? (
            <AdminOrderCards orders={data.orders} />
          ) : (
            <div
              className="orders-table-wrap"
              role="region"
              aria-labelledby="admin-orders-title"
              tabIndex={0}
            >
              <table
                className="orders-table admin-orders"
                aria-labelledby="admin-orders-title"
              >
                <thead>
                  <tr>
                    <th scope="col">Order</th>
                    <th scope="col">Item</th>
                    <th scope="col">Buyer and seller</th>
                    <th scope="col">Amount</th>
                    <th scope="col">Status</th>
                    <th scope="col">Fee and payout</th>
                  </tr>
                </thead>
                <tbody>
                  {data.orders.map(order => (
                    <tr key={order._orderId}>
                      <td>
                        <span className="admin-mono">{order._orderId}</span>
                        <span className="admin-table__sub">
                          {order.paidAt
                            ? `Paid ${formatDate(order.paidAt)}`
                            : `Opened ${formatDate(order.createdAt)}`}
                        </span>
                      </td>
                      <td>{order.itemName}</td>
                      <td>
                        {order.buyer ? `@${order.buyer.username}` : '—'}
                        <span className="admin-table__sub">
                          to {order.seller ? `@${order.seller.username}` : 'AIX Market'}
                        </span>
                      </td>
                      <td>{formatMoney(order.amount, order.currency)}</td>
                      <td>{order.status}</td>
                      <td>
                        {order.platformFee === null
                          ? '—'
                          : `Fee ${formatMoney(order.platformFee, order.currency)}`}
                        {order.sellerPayout !== null && (
                          <span className="admin-table__sub">
                            Payout {formatMoney(order.sellerPayout, order.currency)}
                          </span>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <div className="admin-card__head">
            <p className="admin-card__note">
              {skip + 1}–{skip + data.orders.length} of {data.total}
            </p>
            <div className="admin-pager">
              <Button
                variant="secondary"
                size="sm"
                disabled={skip === 0}
                onClick={() => setSkip(Math.max(0, skip - PAGE))}
              >
                Previous
              </Button>
              <Button
                variant="secondary"
                size="sm"
                disabled={skip + PAGE >= data.total}
                onClick={() => setSkip(skip + PAGE)}
              >
                Next
              </Button>
            </div>
          </div>
        </>
      )}
    </section>
  );
}
