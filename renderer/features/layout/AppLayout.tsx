import { useEffect, useRef, type ReactNode } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router-dom';
import { ToastContainer } from '../../components/ToastContainer';
import { CookieBanner } from './CookieBanner';
import { Footer } from './Footer';
import { TopNav } from './TopNav';
import './AppLayout.css';

export const MAIN_ID = 'main-content';

/** Skip link, navigation, the routed screen in <main>, footer, toasts and the cookie banner. */
export function AppLayout({ children }: { children: ReactNode }) {
  const mainRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const firstPath = useRef(pathname);

  // A new screen starts at the top, and focus moves to it so screen readers
  // announce the change (not on first load, and not on Back, which restores).
  useEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = pathname;
    if (navigationType === NavigationType.Pop) return;
    window.scrollTo({ top: 0 });
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname, navigationType]);

  return (
    <div className="app">
      <a
        className="skip-link"
        href={`#${MAIN_ID}`}
        onClick={event => {
          // Hash routing would treat #main-content as a route, so move focus by hand.
          event.preventDefault();
          mainRef.current?.focus();
        }}
      >
        Skip to content
      </a>
      <TopNav />
      <main id={MAIN_ID} className="app__main" ref={mainRef} tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <ToastContainer />
      <CookieBanner />
    </div>
  );
}
