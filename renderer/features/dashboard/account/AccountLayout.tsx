import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { NavLink } from '../../../components/NavLink';
import { PageHeader } from '../../../components/PageHeader';
import { ScreenFallback } from '../../../components/ScreenFallback';
import './AccountLayout.css';

const TABS = [
  { to: '/dashboard/account', label: 'Profile', end: true },
  { to: '/dashboard/account/badges', label: 'Badges', end: false },
  { to: '/dashboard/account/preferences', label: 'Preferences', end: false },
  { to: '/dashboard/account/tokens', label: 'Access tokens', end: false },
] as const;

/** My account: profile (index), badges and preferences as sub-pages. */
export function AccountLayout() {
  return (
    <div className="dashboard-section">
      <PageHeader
        title="My account"
        subtitle="Your public profile, what you have earned, and how AIX Market looks for you."
      />
      <nav className="account-tabs" aria-label="Account sections">
        {TABS.map(tab => (
          <NavLink key={tab.to} to={tab.to} end={tab.end} className="account-tabs__link">
            {tab.label}
          </NavLink>
        ))}
      </nav>
      <Suspense fallback={<ScreenFallback />}>
        <Outlet />
      </Suspense>
    </div>
  );
}
