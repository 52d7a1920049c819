import { useRef } from 'react';
import { formatMoney } from '#shared/domain/pricing';
import type { Currency } from '#shared/constants';
import { buttonClassName } from '../../components/Button';
import { ModalDialog } from '../../components/ModalDialog';

/**
 * The sandbox's stand-in for Razorpay Checkout (PAYMENTS_PROVIDER=sandbox): a modal
 * that says plainly no money moves, who sells the item and where the receipt goes,
 * with Pay and Fail. Keyboard: focus starts on Pay, Tab stays inside, Escape cancels
 * (the page puts focus back on its Buy button).
 */
export function SandboxCheckout({
  open,
  itemName,
  seller,
  receiptTo,
  amountMinor,
  currency,
  busy,
  onPay,
  onFail,
  onCancel,
}: {
  open: boolean;
  itemName: string;
  seller: string;
  receiptTo: string | undefined;
  amountMinor: number;
  currency: Currency;
  busy: boolean;
  onPay: () => void;
  onFail: () => void;
  onCancel: () => void;
}) {
  const payRef = useRef<HTMLButtonElement>(null);
  return (
    <ModalDialog
      open={open}
      title="Checkout"
      className="sandbox-checkout"
      busy={busy}
      initialFocus={payRef}
      onCancel={onCancel}
    >
      <p className="sandbox-checkout__label" role="note">
        Test payment: no money moves
      </p>
      <div className="confirm-dialog__body">
        <p>
          {itemName}: <strong>{formatMoney(amountMinor / 100, currency)}</strong>
        </p>
        <dl className="sandbox-checkout__facts">
          <dt>Sold by</dt>
          <dd>{seller}</dd>
          {receiptTo && (
            <>
              <dt>Receipt to</dt>
              <dd>{receiptTo}</dd>
            </>
          )}
        </dl>
        <p>This is the sandbox payment provider. Choose what the payment does.</p>
      </div>
      <div className="confirm-dialog__actions">
        <button
          type="button"
          className={buttonClassName({ variant: 'secondary' })}
          onClick={onCancel}
          disabled={busy}
        >
          Cancel
        </button>
        <button
          type="button"
          className={buttonClassName({ variant: 'secondary' })}
          onClick={onFail}
          disabled={busy}
        >
          Fail
        </button>
        <button
          ref={payRef}
          type="button"
          className={buttonClassName({ variant: 'primary' })}
          onClick={onPay}
          disabled={busy}
        >
          {busy ? 'Paying…' : `Pay ${formatMoney(amountMinor / 100, currency)}`}
        </button>
      </div>
    </ModalDialog>
  );
}
