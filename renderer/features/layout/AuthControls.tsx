import { useNavigate } from 'react-router-dom';
import { NavLink } from '../../components/Link';
import { Button, ButtonLink } from '../../components/Button';
import { Icon, type IconName } from '../../components/Icon';
import { MenuButton } from '../../components/MenuButton';
import { Spinner } from '../../components/Spinner';
import { useAtomValue } from '../../state/jotai';
import { authAtom } from '../auth/auth-atoms';
import { useSignOut } from '../auth/useSignOut';
import './AuthControls.css';
import { useFileUrl } from '../../api/ApiContext';

const ACCOUNT_LINKS: { label: string; to: string; icon: IconName }[] = [
  { label: 'My account', to: '/dashboard/account', icon: 'user' },
  { label: 'My Extensions', to: '/dashboard/my-extensions', icon: 'box' },
  { label: 'My store', to: '/dashboard/my-store', icon: 'trending' },
  { label: 'Favourites', to: '/dashboard/favourites', icon: 'heart' },
  { label: 'Orders', to: '/dashboard/orders', icon: 'file' },
];

/**
 * Spec §2: a spinner while auth loads, Sign up / Log in when signed out, the avatar
 * menu when signed in. Stacked (the phone drawer), a signed-in user sees their name
 * and the account links at once: a menu inside a drawer opened below the fold.
 */
export function AuthControls({ stacked = false }: { stacked?: boolean }) {
  const auth = useAtomValue(authAtom);
  const signOutEverywhere = useSignOut();
  const navigate = useNavigate();
  const fileUrl = useFileUrl();

  if (auth.status === 'loading') {
    return (
      <div className="auth-controls">
        <Spinner label="Checking your sign-in" />
      </div>
    );
  }
  if (auth.status === 'signedOut') {
    return (
      <div className={stacked ? 'auth-controls auth-controls--stacked' : 'auth-controls'}>
        <ButtonLink to="/login" variant="secondary" block={stacked}>
          Log in
        </ButtonLink>
        <ButtonLink to="/login?tab=signup" variant="primary" block={stacked}>
          Sign up
        </ButtonLink>
      </div>
    );
  }
  const { user } = auth;
  const signOut = () => {
    void signOutEverywhere();
    void navigate('/');
  };
  const avatar = user.avatar ? (
    <img src={fileUrl(user.avatar)} alt="" width={32} height={32} />
  ) : (
    (user.name || user.username).charAt(0).toUpperCase()
  );
  if (stacked) {
    return (
      <section className="drawer-account" aria-label="Your account">
        <div className="drawer-account__who">
          <span className="avatar avatar--round" aria-hidden="true">
            {avatar}
          </span>
          <span className="drawer-account__names">
            <strong>{user.name || user.username}</strong>
            <span className="drawer-account__handle">@{user.username}</span>
          </span>
        </div>
        <ul className="drawer__list">
          {ACCOUNT_LINKS.map(link => (
            <li key={link.to}>
              <NavLink to={link.to} className="drawer__link">
                <Icon name={link.icon} size={18} />
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <Button variant="secondary" block onClick={signOut}>
          <Icon name="logout" size={18} />
          Sign Out
        </Button>
      </section>
    );
  }
  return (
    <MenuButton
      ariaLabel={`Account menu for ${user.name || user.username}`}
      label={
        <span className="avatar">
          {avatar}
          <Icon name="chevronDown" size={14} />
        </span>
      }
      items={[
        ...ACCOUNT_LINKS.map(link => ({ kind: 'route' as const, ...link })),
        { kind: 'action', label: 'Sign Out', onSelect: signOut, icon: 'logout' },
      ]}
    />
  );
}
