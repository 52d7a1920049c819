/**
 * Under a paid listing's price: what the maker receives per sale (the server's
 * payout route, so the figure is the one orders will record) and whether their
 * payout account is linked. Said as soon as "Paid" is chosen; the account is linked
 * right here in a dialog, so the filled form (.aix, docs, price) is never left.
 */
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { linkedAccount, payout } from '#shared/api/client/commerce';
import type { Currency } from '#shared/constants';
import { formatMoney, priceProblem } from '#shared/domain/pricing';
import { useApiQuery } from '../../hooks/useApiQuery';
import { useDebouncedValue } from '../../hooks/useDebouncedValue';
import { Button } from '../../components/Button';
import { ModalDialog } from '../../components/ModalDialog';
import { toast } from '../../components/toast-store';
import { useAtomValue } from '../../state/jotai';
import { authAtom } from '../auth/auth-atoms';
import { LinkAccountForm } from '../my-store/LinkAccountForm';

export function PayoutNote({ price, currency }: { price: string; currency: Currency }) {
  const settled = useDebouncedValue(price.trim(), 300);
  const amount = Number(settled);
  const valid =
    settled !== '' && amount <= 1e6 && priceProblem(amount, currency) === undefined;
  const quote = useApiQuery(`payout:${valid ? amount : 0}:${currency}`, (api, signal) =>
    valid ? payout(api, amount, currency, signal) : Promise.resolve(null),
  );
  const account = useApiQuery('linked-account', (api, signal) =>
    linkedAccount(api, signal),
  );
  const auth = useAtomValue(authAtom);
  const [linking, setLinking] = useState(false);
  const lines = quote.data;
  return (
    <div className="payout-note" aria-live="polite">
      {lines && (
        <p
          title={`Payment fee ${formatMoney(lines.paymentFee + lines.paymentFeeTax, currency)}, platform fee ${formatMoney(lines.platformFee, currency)}, transfer fee ${formatMoney(lines.routeFee + lines.routeFeeTax, currency)}`}
        >
          You receive <strong>{formatMoney(lines.payout, currency)}</strong> per sale
        </p>
      )}
      {account.data === null && (
        <div className="payout-note__warning">
          <p>
            Paid listings need a payout account for your sales. Link it here; the form
            stays as it is.
          </p>
          <Button variant="secondary" size="sm" onClick={() => setLinking(true)}>
            Link payout account
          </Button>
        </div>
      )}
      {/* A portal, so its <form> is not inside the editor's; submit events still
          bubble through React, hence the stop. */}
      {createPortal(
        <ModalDialog
          open={linking}
          title="Link your payout account"
          onCancel={() => setLinking(false)}
        >
          <div onSubmit={event => event.stopPropagation()}>
            <LinkAccountForm
              email={auth.status === 'signedIn' ? auth.user.email : ''}
              onLinked={() => {
                setLinking(false);
                account.reload();
                void toast('Your payout account is linked.', { theme: 'success' });
              }}
              onCancel={() => setLinking(false)}
            />
          </div>
        </ModalDialog>,
        document.body,
      )}
    </div>
  );
}
