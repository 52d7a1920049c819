import { PageHeader } from '../../components/PageHeader';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useAtomValue } from '../../state/jotai';
import { authAtom } from '../auth/auth-atoms';
import { AnalyticsPanel } from './AnalyticsPanel';
import { BetaUsersList } from './BetaUsersList';
import { UsersTable } from './UsersTable';
import '../../components/forms.css';
import './ManageUsersScreen.css';

/** /dashboard/manage-users (admins only; the route shows everybody else a 403). */
export function ManageUsersScreen() {
  useDocumentTitle('Manage users');
  const auth = useAtomValue(authAtom);
  const selfEmail = auth.status === 'signedIn' ? auth.user.email : '';
  return (
    <div className="dashboard-section">
      <PageHeader
        title="Manage users"
        subtitle="Site activity, accounts and roles, and the beta waitlist."
      />
      <AnalyticsPanel />
      <UsersTable selfEmail={selfEmail} />
      <BetaUsersList />
    </div>
  );
}
