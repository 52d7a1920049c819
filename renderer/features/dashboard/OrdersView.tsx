/**
 * Orders as a buyer reads them (issue 20 items 3 and 4): what they bought, as cards
 * whose main button is Download (a 6-column table hid it off-screen on a phone),
 * and apart from them, under "Not completed", checkouts that were cancelled or
 * failed, with Remove and no receipt number (there is no receipt before payment).
 * A free Get reads "Free", and each name links to the extension's page.
 */
import { Link } from '../../components/Link';
import type { Currency } from '#shared/constants';
import { formatMoney } from '#shared/domain/pricing';
import { formatDate } from '#shared/format';
import { Button, ButtonLink } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { Icon } from '../../components/Icon';
import { Skeleton } from '../../components/Skeleton';
import { LicenceKey } from '../extension/LicenceKey';
import type { ListState } from './list-state';
import './OrdersScreen.css';

/** One purchase as Orders shows it (spec §3 Order). */
export interface OrderSummary {
  orderId: string;
  extensionName: string;
  /** The extension's page, when it still has one. */
  slug?: string | undefined;
  amount: number;
  currency: Currency;
  createdAt: string;
  paidAt?: string | null;
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

const UNFINISHED: Record<string, string> = {
  created: 'Checkout not finished',
  failed: 'Payment failed',
};

const isCompleted = (order: OrderSummary) =>
  order.status === undefined || order.status === 'paid' || order.status === 'refunded';

function Name({ order }: { order: OrderSummary }) {
  return order.slug ? (
    <Link to={`/extension/${encodeURIComponent(order.slug)}`}>{order.extensionName}</Link>
  ) : (
    <>{order.extensionName}</>
  );
}

function Bought({ order, actions }: { order: OrderSummary; actions: OrderActions }) {
  const [latest, ...older] = order.versions ?? [];
  const free = order.amount === 0;
  const refunded = order.status === 'refunded';
  return (
    <li className="order-card">
      <div className="order-card__main">
        <h3 className="order-card__name">
          <Name order={order} />
        </h3>
        <p className="order-card__meta">
          <strong>
            {free
              ? 'Free'
              : `${formatMoney(order.amount, order.currency)} ${refunded ? 'refunded' : 'paid'}`}
          </strong>
          {' · '}
          {formatDate(order.paidAt ?? order.createdAt)}
          {!free && order.receipt && (
            <>
              {' · '}Receipt {order.receipt}
              {!refunded && (
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
            </>
          )}
        </p>
        {order.statusReason && (
          <p className="orders-table__reason">{order.statusReason}</p>
        )}
        {order.licenceKey && <LicenceKey value={order.licenceKey} />}
      </div>
      {latest && (
        <div className="order-card__downloads">
          <Button onClick={() => actions.onDownload?.(order.orderId, latest.version)}>
            <Icon name="download" size={18} />
            Download {latest.version}
          </Button>
          {older.map(item => (
            <Button
              key={item.version}
              variant="secondary"
              size="sm"
              onClick={() => actions.onDownload?.(order.orderId, item.version)}
              aria-label={`Download ${item.version}`}
            >
              {item.version}
            </Button>
          ))}
          <span className="order-card__count">
            {order.versions?.reduce((sum, item) => sum + item.downloads, 0) ?? 0}{' '}
            downloads
          </span>
        </div>
      )}
    </li>
  );
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
          <Skeleton key={row} height={88} />
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
  const done = state.items.filter(isCompleted);
  const open = state.items.filter(order => !isCompleted(order));
  return (
    <>
      {done.length === 0 ? (
        <EmptyState
          icon="file"
          title="No orders yet"
          message="Extensions you buy show up here, ready to download again."
          action={<ButtonLink to="/?type=paid">Browse paid extensions</ButtonLink>}
        />
      ) : (
        <ul className="order-cards" aria-label="Your orders">
          {done.map(order => (
            <Bought key={order.orderId} order={order} actions={actions} />
          ))}
        </ul>
      )}
      {open.length > 0 && (
        <section className="orders-open" aria-labelledby="orders-open-title">
          <h2 id="orders-open-title" className="orders-open__title">
            Not completed
          </h2>
          <p className="orders-open__lead">
            Checkouts that were cancelled or failed. Nothing was charged.
          </p>
          <ul className="order-cards" aria-label="Not completed">
            {open.map(order => (
              <li key={order.orderId} className="order-card order-card--open">
                <div className="order-card__main">
                  <h3 className="order-card__name">
                    <Name order={order} />
                  </h3>
                  <p className="order-card__meta">
                    {formatMoney(order.amount, order.currency)} ·{' '}
                    {formatDate(order.createdAt)} ·{' '}
                    {UNFINISHED[order.status ?? ''] ?? order.status}
                  </p>
                  {order.statusReason && (
                    <p className="orders-table__reason">{order.statusReason}</p>
                  )}
                </div>
                <div className="order-card__downloads">
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => actions.onRemove?.(order.orderId)}
                    aria-label={`Remove the unfinished order for ${order.extensionName}`}
                  >
                    Remove
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
