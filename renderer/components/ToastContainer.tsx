import { useSyncExternalStore } from 'react';
import { Toast } from './Toast';
import { getToasts, subscribeToasts } from './toast-store';
import './Toast.css';

/** Top-right stack of toasts (spec §8), announced politely to screen readers. */
export function ToastContainer() {
  const items = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  return (
    <section className="toasts" aria-label="Notifications" aria-live="polite">
      <ol className="toasts__list">
        {items.map(item => (
          <Toast key={item.id} item={item} />
        ))}
      </ol>
    </section>
  );
}
