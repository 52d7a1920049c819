/**
 * Right after paying (issue 20 item 1): says the payment went through, for how
 * much, the order number, where the receipt is, and offers the download at once.
 * It takes focus when it appears, as the Checkout sheet that had it is gone.
 */
import { useEffect, useRef } from 'react';
import { Link } from '../../components/Link';
import type { Order } from '#shared/api/commerce';
import { formatMoney } from '#shared/domain/pricing';
import { Button } from '../../components/Button';
import { Icon } from '../../components/Icon';

export function PurchaseConfirmation({
  order,
  itemName,
  busy,
  onDownload,
}: {
  order: Order;
  itemName: string;
  busy: boolean;
  onDownload: () => void;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="purchase-confirmation" role="status">
      <h2 ref={headingRef} tabIndex={-1} className="purchase-confirmation__title">
        <Icon name="check" size={20} />
        Payment received
      </h2>
      <p>
        You paid <strong>{formatMoney(order.amount, order.currency)}</strong> for{' '}
        {itemName}. It is yours, with every future version.
      </p>
      <dl className="purchase-confirmation__facts">
        <dt>Order number</dt>
        <dd>{order._orderId}</dd>
      </dl>
      <Button size="lg" block disabled={busy} onClick={onDownload}>
        <Icon name="download" size={18} />
        {busy ? 'Preparing…' : 'Download now'}
      </Button>
      <Link to={`/dashboard/orders/${encodeURIComponent(order._orderId)}/receipt`}>
        View your receipt
      </Link>
    </div>
  );
}
