/**
 * /dashboard/orders/:orderId/receipt: a printable receipt of one order (what was
 * bought, when, for how much, the payment reference and, for INR, the GST included).
 * Print hides the site around it (ReceiptScreen.css).
 */
import { useParams } from 'react-router-dom';
import { listOrders } from '#shared/api/client/commerce';
import { formatMoney, toMajor } from '#shared/domain/pricing';
import { GST_RATE_PERCENT, gstIncluded } from '#shared/domain/receipt';
import { formatDate } from '#shared/format';
import { Button, ButtonLink } from '../../components/Button';
import { ErrorState } from '../../components/ErrorState';
import { Skeleton } from '../../components/Skeleton';
import { useApiQuery } from '../../hooks/useApiQuery';
import { usePageHead } from '../../hooks/usePageHead';
import { useAtomValue } from '../../state/jotai';
import { authAtom } from '../auth/auth-atoms';
import './ReceiptScreen.css';

export function ReceiptScreen() {
  const { orderId = '' } = useParams();
  usePageHead('Receipt');
  const auth = useAtomValue(authAtom);
  const query = useApiQuery('my-orders', (api, signal) => listOrders(api, signal));
  if (query.error) {
    return (
      <ErrorState
        title="The receipt could not be loaded"
        message={query.error.message}
        onRetry={query.reload}
      />
    );
  }
  if (!query.data) return <Skeleton height={320} />;
  const order = query.data.find(item => item._orderId === orderId);
  if (!order || order.status !== 'paid') {
    return (
      <ErrorState
        title="No receipt for this order"
        message="Receipts exist for paid orders. Check the order in your Orders list."
      />
    );
  }
  const money = (minor: number) => formatMoney(toMajor(minor), order.currency);
  const total = Math.round(order.amount * 100);
  const tax = order.currency === 'INR' ? gstIncluded(total) : null;
  const buyer = auth.status === 'signedIn' ? auth.user : null;
  return (
    <article className="receipt" aria-labelledby="receipt-title">
      <div className="receipt__actions">
        <ButtonLink to="/dashboard/orders" variant="secondary" size="sm">
          Back to orders
        </ButtonLink>
        <Button size="sm" onClick={() => window.print()}>
          Print
        </Button>
      </div>
      <header className="receipt__head">
        <div>
          <p className="receipt__brand">AIX Market</p>
          <h1 id="receipt-title">Receipt</h1>
        </div>
        <dl className="receipt__facts">
          <dt>Receipt</dt>
          <dd>{order.receipt}</dd>
          <dt>Order</dt>
          <dd>{order._orderId}</dd>
          <dt>Paid</dt>
          <dd>{order.paidAt ? formatDate(order.paidAt) : '—'}</dd>
          {order.paymentId && (
            <>
              <dt>Payment</dt>
              <dd>{order.paymentId}</dd>
            </>
          )}
        </dl>
      </header>
      {buyer && (
        <p className="receipt__buyer">
          Billed to <strong>{buyer.name || buyer.username}</strong> ({buyer.email})
        </p>
      )}
      <table className="receipt__lines">
        <caption className="visually-hidden">What was bought</caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Amount</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>
              {order.itemName}
              {order.kind === 'extension' &&
                order.version &&
                ` (version ${order.version} and later)`}
              {order.licenceKey && (
                <div className="receipt__note">Licence key {order.licenceKey}</div>
              )}
            </td>
            <td>{money(total)}</td>
          </tr>
        </tbody>
        <tfoot>
          {tax && (
            <>
              <tr>
                <th scope="row">Taxable value</th>
                <td>{money(tax.taxableMinor)}</td>
              </tr>
              <tr>
                <th scope="row">GST ({GST_RATE_PERCENT}%, included)</th>
                <td>{money(tax.gstMinor)}</td>
              </tr>
            </>
          )}
          <tr className="receipt__total">
            <th scope="row">Total paid</th>
            <td>{money(total)}</td>
          </tr>
        </tfoot>
      </table>
      {order.rate !== null && (
        <p className="receipt__note">
          Converted at {order.rate} on {order.rateAsOf ?? 'the day of purchase'}.
        </p>
      )}
      <p className="receipt__note">
        {order.provider === 'sandbox'
          ? 'Test payment in the sandbox: no money moved.'
          : 'Paid through Razorpay.'}
      </p>
    </article>
  );
}
