import { Link } from 'react-router-dom';
import type { Currency } from '#shared/constants';
import { formatMoney } from '#shared/domain/pricing';
import { formatDate } from '#shared/format';
import { ButtonLink, buttonClassName } from '../../components/Button';
import { LicenceKey } from '../extension/LicenceKey';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { Skeleton } from '../../components/Skeleton';
import type { ListState } from './list-state';
import './OrdersScreen.css';

/** One purchase as the orders table shows it (spec §3 Order). */
export interface OrderSummary {
  orderId: string;
  extensionName: string;
  amount: number;
  currency: Currency;
  createdAt: string;
  status?: string;
  /** Why the payment was refunded or not taken, in the buyer's words. */
  statusReason?: string | null;
  receipt?: string;
  licenceKey?: string | null;
  versions?: readonly { version: string; downloads: number }[];
}

export interface OrderActions {
  onDownload?: (orderId: string, version: string) => void;
  onRemove?: (orderId: string) => void;
}

export function OrdersView({
  state,
  actions = {},
}: {
  state: ListState<OrderSummary>;
  actions?: OrderActions;
}) {
  if (state.status === 'loading') {
    return (
      <div className="orders-loading" role="status" aria-label="Loading orders">
        {[0, 1, 2].map(row => (
          <Skeleton key={row} height={44} />
        ))}
      </div>
    );
  }
  if (state.status === 'error') {
    return (
      <ErrorState
        title="Your orders could not be loaded"
        message={state.message}
        onRetry={state.retry}
      />
    );
  }
  if (state.items.length === 0) {
    return (
      <EmptyState
        icon="file"
        title="No orders yet"
        message="Extensions you buy show up here, ready to download again."
        action={<ButtonLink to="/?type=paid">Browse paid extensions</ButtonLink>}
      />
    );
  }
  return (
    <div
      className="orders-table-wrap"
      role="region"
      aria-label="Your orders"
      tabIndex={0}
    >
      <table className="orders-table">
        <caption className="visually-hidden">Your orders</caption>
        <thead>
          <tr>
            <th scope="col">Extension</th>
            <th scope="col">Amount</th>
            <th scope="col">Date</th>
            <th scope="col">Status</th>
            <th scope="col">Order</th>
            <th scope="col">Downloads</th>
          </tr>
        </thead>
        <tbody>
          {state.items.map(order => (
            <tr key={order.orderId}>
              <td>{order.extensionName}</td>
              <td>{formatMoney(order.amount, order.currency)}</td>
              <td>{formatDate(order.createdAt)}</td>
              <td>
                {order.status ?? 'paid'}
                {order.statusReason && (
                  <p className="orders-table__reason">{order.statusReason}</p>
                )}
              </td>
              <td className="orders-table__order">
                <code>{order.orderId}</code>
                {order.receipt && (
                  <div className="orders-table__receipt">
                    Receipt {order.receipt}
                    {order.status === 'paid' && (
                      <>
                        {' · '}
                        <Link
                          to={`/dashboard/orders/${encodeURIComponent(order.orderId)}/receipt`}
                          aria-label={`Receipt for ${order.extensionName}`}
                        >
                          View and print
                        </Link>
                      </>
                    )}
                  </div>
                )}
                {order.licenceKey && <LicenceKey value={order.licenceKey} />}
              </td>
              <td>
                {order.versions?.map(item => (
                  <button
                    key={item.version}
                    type="button"
                    className={buttonClassName({ variant: 'secondary', size: 'sm' })}
                    onClick={() => actions.onDownload?.(order.orderId, item.version)}
                  >
                    Download {item.version}
                    {item.downloads > 0 ? ` (${item.downloads})` : ''}
                  </button>
                ))}
                {order.status !== undefined &&
                  order.status !== 'paid' &&
                  order.status !== 'refunded' && (
                    <button
                      type="button"
                      className={buttonClassName({ variant: 'secondary', size: 'sm' })}
                      onClick={() => actions.onRemove?.(order.orderId)}
                    >
                      Remove
                    </button>
                  )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
