import { Suspense, useCallback, useRef, useState } from 'react';
import { Link } from '../../components/Link';
import { Icon } from '../../components/Icon';
import { MenuButton, type MenuEntry } from '../../components/MenuButton';
import { useAtomValue } from '../../state/jotai';
import { authAtom } from '../auth/auth-atoms';
import { AuthControls } from './AuthControls';
import { Brand } from './Brand';
import { NavLinkItem } from './NavLinkItem';
import { MORE_NAV, PRIMARY_NAV, type NavItem } from './nav-items';
import { ThemeSwitch } from './ThemeSwitch';
import { lazyScreen } from '../errors/lazy-screen';
import './TopNav.css';

/**
 * Only signed-in people have notices: the bell, its panel and the permission names
 * load after sign-in instead of weighing on every first visit (issue 18's budget).
 */
const NoticeBell = lazyScreen(() => import('./NoticeBell'), 'NoticeBell');

/** The phone menu: loaded when it is first opened (a wide screen never needs it). */
const MobileDrawer = lazyScreen(() => import('./MobileDrawer'), 'MobileDrawer');

function toMenuEntry(item: NavItem): MenuEntry {
  return item.kind === 'external'
    ? { kind: 'external', label: item.label, href: item.href }
    : { kind: 'route', label: item.label, to: item.to };
}

export function TopNav() {
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Mounted from its first opening on, so closing it can animate as before.
  const [drawerUsed, setDrawerUsed] = useState(false);
  const signedIn = useAtomValue(authAtom).status === 'signedIn';
  const burgerRef = useRef<HTMLButtonElement>(null);
  const moreItems = MORE_NAV.map(toMenuEntry);
  const closeDrawer = useCallback(() => {
    setDrawerOpen(false);
    burgerRef.current?.focus();
  }, []);

  return (
    <header className="topnav">
      <div className="container topnav__inner">
        <Link to="/" className="topnav__brand" aria-label="AIX Market home">
          <Brand />
        </Link>
        <nav className="topnav__nav" aria-label="Main">
          <ul className="topnav__list">
            {PRIMARY_NAV.map(item => (
              <li key={item.label}>
                <NavLinkItem item={item} className="nav-link" />
              </li>
            ))}
            <li>
              <MenuButton
                label={
                  <>
                    More <Icon name="chevronDown" size={14} />
                  </>
                }
                items={moreItems}
                align="start"
              />
            </li>
          </ul>
        </nav>
        <div className="topnav__end">
          {signedIn ? (
            // The bell's 44 px box is kept while its code loads, so nothing moves.
            <Suspense
              fallback={<span className="topnav__bell-slot" aria-hidden="true" />}
            >
              <NoticeBell />
            </Suspense>
          ) : null}
          <div className="topnav__actions">
            <ThemeSwitch />
            <AuthControls />
          </div>
          <button
            ref={burgerRef}
            type="button"
            className="topnav__burger"
            aria-label="Open menu"
            aria-haspopup="dialog"
            aria-expanded={drawerOpen}
            onClick={() => {
              setDrawerUsed(true);
              setDrawerOpen(true);
            }}
          >
            <Icon name="menu" size={22} />
          </button>
        </div>
      </div>
      {drawerUsed && (
        <Suspense fallback={null}>
          <MobileDrawer open={drawerOpen} onClose={closeDrawer} />
        </Suspense>
      )}
    </header>
  );
}
