/**
 * One toast (spec §8). Its own chunk: ToastContainer loads it with the page's
 * first toast, so a visit that shows none never fetches it (issue 18).
 */
import { useEffect, useState } from 'react';
import { Icon } from './Icon';
import { dismissToast, type ToastItem } from './toast-store';
import './Toast.css';

/** One toast; it closes itself after its duration unless the pointer or focus rests on it. */
export function Toast({ item }: { item: ToastItem }) {
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (paused) return;
    const timer = window.setTimeout(() => dismissToast(item.id), item.durationMs);
    return () => window.clearTimeout(timer);
  }, [item.id, item.durationMs, paused]);
  return (
    <li
      className={`toast toast--${item.theme}`}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <span className="toast__message">{item.message}</span>
      <button
        type="button"
        className="toast__close"
        aria-label="Dismiss notification"
        onClick={() => dismissToast(item.id)}
      >
        <Icon name="close" size={16} />
      </button>
    </li>
  );
}
