import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Link } from '../../components/Link';
import { Icon } from '../../components/Icon';
import { ScreenFallback } from '../../components/ScreenFallback';
import { usePlatform } from '../../platform/PlatformContext';
import type { SignedInUser } from '../auth/auth-atoms';
import { activeSection, DASHBOARD_BASE, sectionsFor } from './dashboard-nav';
import './DashboardLayout.css';

/**
 * The dashboard shell: a side nav (a row of tabs under 800 px) and the
 * section's screen. Admin-only sections are left out for everybody else; the
 * route itself still answers them with the 403 screen.
 */
export function DashboardLayout({ user }: { user: SignedInUser }) {
  const { pathname } = useLocation();
  const platform = usePlatform();
  const current = activeSection(pathname);
  const navRef = useRef<HTMLElement>(null);
  // Under 800 px the nav is a sideways-scrolling row: keep the current tab in view.
  useEffect(() => {
    const active = navRef.current?.querySelector<HTMLElement>('[aria-current="page"]');
    if (typeof active?.scrollIntoView === 'function') {
      active.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    }
  }, [current]);
  return (
    <div className="container dashboard">
      <nav ref={navRef} className="dashboard__nav" aria-label="Dashboard">
        <ul className="dashboard__nav-list">
          {sectionsFor(user.role, platform.downloads !== undefined).map(section => (
            <li key={section.path}>
              <Link
                className="dashboard__nav-link"
                to={`${DASHBOARD_BASE}/${section.path}`}
                aria-current={current === section.path ? 'page' : undefined}
              >
                <Icon name={section.icon} size={18} />
                <span>{section.label}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="dashboard__content">
        {/* The nav stays put while a section's code downloads. */}
        <Suspense fallback={<ScreenFallback />}>
          <Outlet />
        </Suspense>
      </div>
    </div>
  );
}
