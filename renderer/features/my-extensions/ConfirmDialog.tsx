import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button, buttonClassName } from '../../components/Button';
import { trapTab } from './focus-trap';
import './ConfirmDialog.css';

/**
 * A modal confirmation on the native <dialog>: focus stays inside, Escape cancels,
 * and focus returns to what opened it. The cancel button gets focus first, so an
 * accidental Enter never confirms a deletion.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  busy = false,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      const opener = document.activeElement;
      dialog.showModal();
      cancelRef.current?.focus();
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
      className="confirm-dialog"
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
            {title}
          </h2>
          <div className="confirm-dialog__body">{children}</div>
          <div className="confirm-dialog__actions">
            <button
              ref={cancelRef}
              type="button"
              className={buttonClassName({ variant: 'secondary' })}
              onClick={onCancel}
              disabled={busy}
            >
              Cancel
            </button>
            <Button variant="danger" onClick={onConfirm} disabled={busy}>
              {busy ? 'Working…' : confirmLabel}
            </Button>
          </div>
        </>
      )}
    </dialog>
  );
}
