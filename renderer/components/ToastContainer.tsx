/**
 * Top-right stack of toasts (spec §8), announced politely to screen readers. The
 * live region is always in the page (a region added with its first message is not
 * announced); the toast itself (Toast.tsx) is loaded with the first one queued.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { Toast as ToastView } from './Toast';
import { getToasts, subscribeToasts } from './toast-store';
import './ToastContainer.css';

export function ToastContainer() {
  const items = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  const [Toast, setToast] = useState<typeof ToastView | null>(null);
  const waiting = items.length > 0 && !Toast;
  useEffect(() => {
    if (!waiting) return;
    let live = true;
    import('./Toast').then(
      loaded => {
        if (live) setToast(() => loaded.Toast);
      },
      () => {
        // Not reachable now: the next toast asks again.
      },
    );
    return () => {
      live = false;
    };
  }, [waiting, items]);
  return (
    <section className="toasts" aria-label="Notifications" aria-live="polite">
      <ol className="toasts__list">
        {Toast && items.map(item => <Toast key={item.id} item={item} />)}
      </ol>
    </section>
  );
}
