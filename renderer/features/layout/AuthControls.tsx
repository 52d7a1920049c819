import { useNavigate } from 'react-router-dom';
import { ButtonLink } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { MenuButton } from '../../components/MenuButton';
import { Spinner } from '../../components/Spinner';
import { useAtomValue } from '../../state/jotai';
import { authAtom } from '../auth/auth-atoms';
import { useSignOut } from '../auth/useSignOut';
import './AuthControls.css';
import { useFileUrl } from '../../api/ApiContext';

/** Spec §2: a spinner while auth loads, Sign up / Log in when signed out, the avatar menu when signed in. */
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
  return (
    <MenuButton
      ariaLabel={`Account menu for ${user.name || user.username}`}
      label={
        <span className="avatar">
          {user.avatar ? (
            <img src={fileUrl(user.avatar)} alt="" width={32} height={32} />
          ) : (
            (user.name || user.username).charAt(0).toUpperCase()
          )}
          <Icon name="chevronDown" size={14} />
        </span>
      }
      items={[
        { kind: 'route', label: 'My account', to: '/dashboard/account', icon: 'user' },
        {
          kind: 'route',
          label: 'My Extensions',
          to: '/dashboard/my-extensions',
          icon: 'box',
        },
        { kind: 'route', label: 'My store', to: '/dashboard/my-store', icon: 'trending' },
        {
          kind: 'route',
          label: 'Favourites',
          to: '/dashboard/favourites',
          icon: 'heart',
        },
        { kind: 'route', label: 'Orders', to: '/dashboard/orders', icon: 'file' },
        { kind: 'action', label: 'Sign Out', onSelect: signOut, icon: 'logout' },
      ]}
    />
  );
}
