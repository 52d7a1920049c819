import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Brings a section into view and moves focus there so reading continues from it. */
export function scrollToSection(id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  target.scrollIntoView({ block: 'start' });
  target.focus({ preventScroll: true });
}

/**
 * Scrolls to the element named by the location's hash and focuses it, so
 * `/terms/premium-extension#refunds` lands on the refunds section. Works with
 * both routers (the desktop's HashRouter keeps the fragment in location.hash).
 * The scroll waits a frame because the layout scrolls new screens to the top.
 */
export function useScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash.length < 2) return;
    const id = decodeURIComponent(hash.slice(1));
    const frame = requestAnimationFrame(() => scrollToSection(id));
    return () => cancelAnimationFrame(frame);
  }, [hash]);
}
