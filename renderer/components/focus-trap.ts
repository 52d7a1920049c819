const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Where Tab must send focus so it cycles inside a modal, or null when the browser's
 * own move already stays inside. A native modal <dialog> makes the page inert but
 * still lets Tab leave to the browser's toolbar, so the ends wrap by hand.
 */
export function wrappedFocusIndex(
  count: number,
  current: number,
  backwards: boolean,
): number | null {
  if (count === 0) return null;
  if (current < 0) return backwards ? count - 1 : 0;
  if (backwards && current === 0) return count - 1;
  if (!backwards && current === count - 1) return 0;
  return null;
}

/** Keeps a Tab keypress inside `container`; call from its keydown handler. */
export function trapTab(
  container: HTMLElement,
  event: { key: string; shiftKey: boolean; preventDefault: () => void },
): void {
  if (event.key !== 'Tab') return;
  const items = [...container.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const active = container.ownerDocument.activeElement;
  const current = items.findIndex(item => item === active);
  const target = wrappedFocusIndex(items.length, current, event.shiftKey);
  if (items.length === 0) event.preventDefault();
  if (target === null) return;
  event.preventDefault();
  items[target]?.focus();
}
