/**
 * The toast queue, usable from anywhere (event handlers, API helpers) without
 * React context: `toast('Saved', { theme: 'success' })`. The container
 * subscribes; the returned promise settles when the toast is dismissed.
 */
import { TOAST_DURATION_MS } from '#shared/constants';

export const TOAST_THEMES = ['warning', 'success', 'info', 'danger'] as const;
export type ToastTheme = (typeof TOAST_THEMES)[number];

export interface ToastItem {
  id: number;
  message: string;
  theme: ToastTheme;
  durationMs: number;
}

export interface ToastOptions {
  /** Spec §8: toasts default to the warning theme. */
  theme?: ToastTheme;
  durationMs?: number;
}

type Listener = (items: readonly ToastItem[]) => void;

let items: readonly ToastItem[] = [];
let nextId = 1;
const listeners = new Set<Listener>();
const settlers = new Map<number, () => void>();

function publish(next: readonly ToastItem[]) {
  items = next;
  for (const listener of listeners) listener(items);
}

export function toast(message: string, options: ToastOptions = {}): Promise<void> {
  const item: ToastItem = {
    id: nextId++,
    message,
    theme: options.theme ?? 'warning',
    durationMs: options.durationMs ?? TOAST_DURATION_MS,
  };
  publish([...items, item]);
  return new Promise(resolve => settlers.set(item.id, resolve));
}

export function dismissToast(id: number) {
  publish(items.filter(item => item.id !== id));
  settlers.get(id)?.();
  settlers.delete(id);
}

export function getToasts(): readonly ToastItem[] {
  return items;
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
