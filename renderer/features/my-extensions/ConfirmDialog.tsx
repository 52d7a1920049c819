import { useRef, type ReactNode } from 'react';
import { Button, buttonClassName } from '../../components/Button';
import { ModalDialog } from '../../components/ModalDialog';

/**
 * A modal confirmation. The cancel button gets focus first, so an accidental
 * Enter never confirms a deletion.
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
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <ModalDialog
      open={open}
      title={title}
      busy={busy}
      initialFocus={cancelRef}
      onCancel={onCancel}
    >
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
    </ModalDialog>
  );
}
