import { listOrders, removeOrder } from '#shared/api/client/commerce';
import { toApiError } from '#shared/api/client/http';
import { formatBytes } from '#shared/format-bytes';
import { useApi } from '../../api/ApiContext';
import { PageHeader } from '../../components/PageHeader';
import { toast } from '../../components/toast-store';
import { useApiQuery } from '../../hooks/useApiQuery';
import { usePageHead } from '../../hooks/usePageHead';
import { useSaveToDisk } from '../downloads/useSaveToDisk';
import type { ListState } from './list-state';
import { OrdersView, type OrderSummary } from './OrdersView';

/** /dashboard/orders: what the user bought (spec §7 user/orders), downloads, unused orders. */
export function OrdersScreen() {
  usePageHead('Orders');
  const api = useApi();
  const disk = useSaveToDisk();
  const query = useApiQuery('my-orders', (client, signal) => listOrders(client, signal));
  const state: ListState<OrderSummary> = query.error
    ? { status: 'error', message: query.error.message, retry: query.reload }
    : query.data
      ? {
          status: 'ready',
          items: query.data.map(order => ({
            orderId: order._orderId,
            extensionName: order.extension?.name ?? order.itemName,
            slug: order.extension?.slug,
            amount: order.amount,
            currency: order.currency,
            createdAt: order.createdAt,
            paidAt: order.paidAt,
            status: order.status,
            statusReason: order.statusReason,
            receipt: order.receipt,
            licenceKey: order.licenceKey,
            versions: order.versions,
          })),
        }
      : { status: 'loading' };
  return (
    <div className="dashboard-section">
      <PageHeader title="Orders" subtitle="Everything you bought on AIX Market." />
      <OrdersView
        state={state}
        actions={{
          onDownload: (orderId, version) => {
            const order = query.data?.find(item => item._orderId === orderId);
            disk
              .save({
                orderId,
                version,
                extensionName: order?.extension?.name ?? order?.itemName ?? '',
                slug: order?.extension?.slug ?? '',
              })
              .then(saved => {
                void toast(
                  saved.record
                    ? `Saved ${saved.fileName} (${formatBytes(saved.size)}, sha256 ${saved.sha256.slice(0, 12)}…) to ${saved.record.file}`
                    : `Downloading ${saved.fileName} (${formatBytes(saved.size)}, sha256 ${saved.sha256.slice(0, 12)}…)`,
                  { theme: 'success' },
                );
                query.reload();
              })
              .catch((error: unknown) => void toast(toApiError(error).message));
          },
          onRemove: orderId => {
            removeOrder(api, orderId)
              .then(() => query.reload())
              .catch((error: unknown) => void toast(toApiError(error).message));
          },
        }}
      />
    </div>
  );
}
