/**
 * /dashboard/my-store: a seller's side of the marketplace: paid sales of their
 * extensions with every fee line and the payout per sale and per currency (lines
 * that add up), when it reaches the bank, sales per day, a CSV export,
 * and the payout account their payouts go to (needed before a paid listing).
 */
import { useState } from 'react';
import { Link } from '../../components/Link';
import type { LinkedAccount, MyStoreResponse } from '#shared/api/commerce';
import { myStore } from '#shared/api/client/commerce';
import { formatDay } from '#shared/format';
import { SETTLEMENT_WORKING_DAYS } from '#shared/domain/settlement';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { PageHeader } from '../../components/PageHeader';
import { Skeleton } from '../../components/Skeleton';
import { useApiQuery } from '../../hooks/useApiQuery';
import { useNarrowScreen } from '../../hooks/useNarrowScreen';
import { usePageHead } from '../../hooks/usePageHead';
import { saveBytes } from '../../platform/save-file';
import { useAtomValue } from '../../state/jotai';
import { authAtom } from '../auth/auth-atoms';
import { LinkAccountForm } from './LinkAccountForm';
import { BankDay } from './BankDay';
import { moneyMinor, PayoutLines } from './PayoutLines';
import { SaleCards } from './SaleCards';
import { saleLines, totalsByCurrency } from './sale-lines';
import { SalesChart } from './SalesChart';
import { salesCsv } from './sales-csv';
import '../dashboard/OrdersScreen.css';
import './MyStoreScreen.css';

export function MyStoreScreen() {
  usePageHead('My store');
  const query = useApiQuery('my-store', (api, signal) => myStore(api, signal));
  return (
    <div className="dashboard-section my-store">
      <PageHeader
        title="My store"
        subtitle="Sales of your extensions, what you receive, and where it is paid."
      />
      <p className="my-store__muted">
        Each paid order gives the buyer a licence key your extension can check:{' '}
        <Link to="/docs/licences">how licence keys work</Link>.
      </p>
      {query.error ? (
        <ErrorState
          title="Your store could not be loaded"
          message={query.error.message}
          onRetry={query.reload}
        />
      ) : query.data ? (
        <Store data={query.data} onChanged={query.reload} />
      ) : (
        <div role="status" aria-label="Loading your store" className="my-store__loading">
          <Skeleton height={96} />
          <Skeleton height={180} />
        </div>
      )}
    </div>
  );
}

function Store({ data, onChanged }: { data: MyStoreResponse; onChanged: () => void }) {
  return (
    <>
      <PayoutAccount account={data.account} onChanged={onChanged} />
      <section aria-labelledby="store-totals" className="my-store__section">
        <h2 id="store-totals">Totals</h2>
        {data.sales.length === 0 ? (
          <p className="my-store__muted">
            No sales yet. Paid orders of your extensions show here.
          </p>
        ) : (
          <div className="my-store__totals">
            {totalsByCurrency(data.sales).map(total => (
              <div key={total.currency} className="my-store__total">
                <h3>
                  {total.currency} · {total.orders}{' '}
                  {total.orders === 1 ? 'sale' : 'sales'}
                </h3>
                <PayoutLines
                  lines={total.lines}
                  currency={total.currency}
                  label={`${total.currency} totals`}
                />
              </div>
            ))}
            <p className="my-store__muted my-store__settlement">
              <SettlementNote provider={data.account?.provider} />
            </p>
          </div>
        )}
      </section>
      <section aria-labelledby="store-daily" className="my-store__section">
        <h2 id="store-daily">Last {data.daily.length} days</h2>
        <SalesChart days={data.daily} />
      </section>
      <Sales data={data} />
    </>
  );
}

function Sales({ data }: { data: MyStoreResponse }) {
  const narrow = useNarrowScreen();
  const sandbox = data.account?.provider === 'sandbox';
  if (data.sales.length === 0) {
    return (
      <EmptyState
        icon="trending"
        title="No sales yet"
        message="When someone buys one of your extensions, the sale and your payout show here."
      />
    );
  }
  const exportCsv = () =>
    saveBytes(
      salesCsv(data.sales),
      `aix-market-sales-${new Date().toISOString().slice(0, 10)}.csv`,
      'text/csv;charset=utf-8',
    );
  return (
    <section aria-labelledby="store-sales" className="my-store__section">
      <div className="my-store__heading">
        <h2 id="store-sales">Sales</h2>
        <Button variant="secondary" size="sm" onClick={exportCsv}>
          Export CSV
        </Button>
      </div>
      {narrow ? (
        <SaleCards sales={data.sales} sandbox={sandbox} label="Sales" />
      ) : (
        <div
          className="orders-table-wrap"
          role="region"
          aria-labelledby="store-sales"
          tabIndex={0}
        >
          <table className="orders-table" aria-labelledby="store-sales">
            <thead>
              <tr>
                <th scope="col">Extension</th>
                <th scope="col">Paid</th>
                <th scope="col">How it adds up</th>
                <th scope="col">You receive</th>
                <th scope="col">Reaches your bank</th>
              </tr>
            </thead>
            <tbody>
              {data.sales.map(sale => {
                const lines = saleLines(sale);
                return (
                  <tr key={sale._orderId}>
                    <td>{sale.itemName}</td>
                    <td>
                      <time dateTime={sale.paidAt}>{formatDay(sale.paidAt)}</time>
                    </td>
                    <td>
                      <PayoutLines
                        lines={lines}
                        currency={sale.currency}
                        label={`${sale.itemName}, ${formatDay(sale.paidAt)}`}
                      />
                    </td>
                    <td>
                      <strong>{moneyMinor(lines.payout, sale.currency)}</strong>
                    </td>
                    <td>
                      <BankDay sale={sale} sandbox={sandbox} />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** When the money is in the bank: Route settles the linked account T+2 / T+7. */
function SettlementNote({ provider }: { provider: string | undefined }) {
  return (
    <>
      Each payout is sent to your payout account right after the sale and reaches your
      bank about {SETTLEMENT_WORKING_DAYS.INR} working days later for rupee sales,{' '}
      {SETTLEMENT_WORKING_DAYS.USD} for dollar sales (paid out in rupees at the day&apos;s
      rate).{provider === 'sandbox' ? ' Sandbox: no money moves.' : ''}
    </>
  );
}

function PayoutAccount({
  account,
  onChanged,
}: {
  account: LinkedAccount | null;
  onChanged: () => void;
}) {
  const auth = useAtomValue(authAtom);
  const [editing, setEditing] = useState(false);
  const email = auth.status === 'signedIn' ? auth.user.email : '';
  const linked = () => {
    setEditing(false);
    onChanged();
  };
  return (
    <section
      aria-labelledby="store-account"
      className="my-store__section my-store__account"
    >
      <h2 id="store-account">Payout account</h2>
      {account && !editing ? (
        <div className="my-store__linked">
          <p>
            Payouts go to <strong>{account.name}</strong>, {account.accountType} account
            ending <strong>{account.accountLast4}</strong> ({account.ifsc}).
          </p>
          <p className="my-store__muted">
            Linked {formatDay(account.linkedAt)} ·{' '}
            {account.provider === 'sandbox'
              ? 'Sandbox: no money moves'
              : `Razorpay ${account.accountId}`}
          </p>
          <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
            Change account
          </Button>
        </div>
      ) : (
        <>
          <p className="my-store__muted">
            Link the bank account your payouts go to. Paid listings need one.
          </p>
          <LinkAccountForm
            email={email}
            onLinked={linked}
            {...(account ? { onCancel: () => setEditing(false) } : {})}
          />
        </>
      )}
    </section>
  );
}
