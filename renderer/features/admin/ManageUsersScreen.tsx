import { useRef, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../components/PageHeader';
import { usePageHead } from '../../hooks/usePageHead';
import { useAtomValue } from '../../state/jotai';
import { authAtom } from '../auth/auth-atoms';
import { AdminOrders } from './AdminOrders';
import { AdminReports } from './AdminReports';
import { AdminReviewReports } from './AdminReviewReports';
import { AnalyticsPanel } from './AnalyticsPanel';
import { BetaUsersList } from './BetaUsersList';
import { UsersTable } from './UsersTable';
import '../../components/forms.css';
import './ManageUsersScreen.css';

const TABS = [
  { id: 'users', label: 'Users' },
  { id: 'orders', label: 'Orders' },
  { id: 'reports', label: 'Reports' },
] as const;
type Tab = (typeof TABS)[number]['id'];

/**
 * /dashboard/manage-users (admins only; the route shows everybody else a 403): users,
 * roles and the waitlist on one tab, every order on another (?tab=orders), reports
 * from visitors on the third (?tab=reports), so a link can open each.
 */
export function ManageUsersScreen() {
  usePageHead('Admin: users, orders and reports');
  const auth = useAtomValue(authAtom);
  const selfEmail = auth.status === 'signedIn' ? auth.user.email : '';
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.find(item => item.id === params.get('tab'))?.id ?? 'users';
  const refs = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});
  const choose = (next: Tab) =>
    setParams(next === 'users' ? {} : { tab: next }, { replace: true });
  // Arrow keys move between tabs (the WAI-ARIA tabs pattern).
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const at = TABS.findIndex(item => item.id === tab);
    const step = event.key === 'ArrowRight' ? 1 : TABS.length - 1;
    const next: Tab = TABS[(at + step) % TABS.length]?.id ?? 'users';
    choose(next);
    refs.current[next]?.focus();
  };
  return (
    <div className="dashboard-section">
      <PageHeader
        title="Admin: users, orders and reports"
        subtitle="Site activity, accounts and roles, the beta waitlist, every order with totals, and what visitors reported."
      />
      <div className="admin-tabs" role="tablist" aria-label="Admin" onKeyDown={onKeyDown}>
        {TABS.map(item => (
          <button
            key={item.id}
            ref={element => {
              refs.current[item.id] = element;
            }}
            type="button"
            role="tab"
            id={`admin-tab-${item.id}`}
            aria-selected={tab === item.id}
            aria-controls={`admin-panel-${item.id}`}
            tabIndex={tab === item.id ? 0 : -1}
            onClick={() => choose(item.id)}
          >
            {item.label}
          </button>
        ))}
      </div>
      <div
        className="admin-panel"
        role="tabpanel"
        id={`admin-panel-${tab}`}
        aria-labelledby={`admin-tab-${tab}`}
      >
        {tab === 'users' ? (
          <>
            <AnalyticsPanel />
            <UsersTable selfEmail={selfEmail} />
            <BetaUsersList />
          </>
        ) : tab === 'orders' ? (
          <AdminOrders />
        ) : (
          <>
            <AdminReports />
            <AdminReviewReports />
          </>
        )}
      </div>
    </div>
  );
}
