/**
 * Whether the window is under the spec's MOBILE_WIDTH_PX, for lists that are a
 * table on a desktop and cards on a phone (a wide table scrolls sideways and hides
 * its last columns at 390 px). One source for the threshold the CSS also uses.
 */
import { useSyncExternalStore } from 'react';
import { MOBILE_WIDTH_PX } from '#shared/constants';

const QUERY = `(max-width: ${MOBILE_WIDTH_PX - 1}px)`;

function media(): MediaQueryList | undefined {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(QUERY)
    : undefined;
}

function subscribe(onChange: () => void): () => void {
  const list = media();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

export function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => media()?.matches ?? false,
    // The server has no window: it renders the desktop table, phones switch on hydration.
    () => false,
  );
}
