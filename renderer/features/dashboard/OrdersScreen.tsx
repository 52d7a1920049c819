import { PageHeader } from '../../components/PageHeader';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import type { ListState } from './list-state';
import { OrdersView, type OrderSummary } from './OrdersView';

/**
 * Orders arrive with the payments work (spec §7 user/orders); until that API
 * exists there are none, so no request is made for them.
 */
const NO_ORDERS_YET: ListState<OrderSummary> = { status: 'ready', items: [] };

/** /dashboard/orders */
export function OrdersScreen() {
  useDocumentTitle('Orders');
  return (
    <div className="dashboard-section">
      <PageHeader title="Orders" subtitle="Everything you bought on AIX Market." />
      <OrdersView state={NO_ORDERS_YET} />
    </div>
  );
}
