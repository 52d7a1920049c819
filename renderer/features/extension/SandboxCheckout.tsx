import { useEffect, useId, useRef } from 'react';
import { formatMoney } from '#shared/domain/pricing';
import type { Currency } from '#shared/constants';
import { buttonClassName } from '../../components/Button';
import { trapTab } from '../my-extensions/focus-trap';
import '../my-extensions/ConfirmDialog.css';

/**
 * The sandbox's stand-in for Razorpay Checkout (PAYMENTS_PROVIDER=sandbox): a modal
 * that says plainly no money moves, with Pay and Fail. Keyboard: focus starts on
 * Pay, Tab stays inside, Escape cancels.
 */
export function SandboxCheckout({
  open,
  itemName,
  amountMinor,
  currency,
  busy,
  onPay,
  onFail,
  onCancel,
}: {
  open: boolean;
  itemName: string;
  amountMinor: number;
  currency: Currency;
  busy: boolean;
  onPay: () => void;
  onFail: () => void;
  onCancel: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const payRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      const opener = document.activeElement;
      dialog.showModal();
      payRef.current?.focus();
      return () => {
        if (opener instanceof HTMLElement) opener.focus();
      };
    }
    if (!open && dialog.open) dialog.close();
    return undefined;
  }, [open]);

  return (
    <dialog
      ref={ref}
      className="confirm-dialog sandbox-checkout"
      aria-labelledby={titleId}
      onKeyDown={event => trapTab(event.currentTarget, event)}
      onCancel={event => {
        event.preventDefault();
        if (!busy) onCancel();
      }}
    >
      {open && (
        <>
          <h2 id={titleId} className="confirm-dialog__title">
            Checkout
          </h2>
          <p className="sandbox-checkout__label" role="note">
            Test payment: no money moves
          </p>
          <div className="confirm-dialog__body">
            <p>
              {itemName}: <strong>{formatMoney(amountMinor / 100, currency)}</strong>
            </p>
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
        </>
      )}
    </dialog>
  );
}
