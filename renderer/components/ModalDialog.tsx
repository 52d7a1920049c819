/**
 * The one modal on the native <dialog> (confirmations, the sandbox Checkout sheet,
 * sign-in prompts): opens with showModal, puts focus on `initialFocus` (or the
 * first control), keeps Tab inside, Escape cancels unless busy, and gives focus
 * back to what opened it on close.
 */
import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { trapTab } from './focus-trap';
import './ModalDialog.css';

export function ModalDialog({
  open,
  title,
  className,
  busy = false,
  initialFocus,
  onCancel,
  children,
}: {
  open: boolean;
  title: string;
  className?: string;
  busy?: boolean;
  initialFocus?: RefObject<HTMLElement | null>;
  onCancel: () => void;
  /** Rendered only while open; the title is rendered here. */
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      const opener = document.activeElement;
      dialog.showModal();
      initialFocus?.current?.focus();
      return () => {
        if (opener instanceof HTMLElement) opener.focus();
      };
    }
    if (!open && dialog.open) dialog.close();
    return undefined;
  }, [open, initialFocus]);

  return (
    <dialog
      ref={ref}
      className={['confirm-dialog', className].filter(Boolean).join(' ')}
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
          {children}
        </>
      )}
    </dialog>
  );
}
