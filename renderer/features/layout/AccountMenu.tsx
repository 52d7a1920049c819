/**
 * The signed-in user's account controls (spec §2): the avatar menu in the bar, or,
 * stacked in the phone drawer, their name and the account links at once (a menu
 * inside a drawer would open below the fold). Loaded once somebody is signed in.
 */
import { useNavigate } from 'react-router-dom';
import type { CurrentUser } from '#shared/api/account';
import { useFileUrl } from '../../api/ApiContext';
import { Button } from '../../components/Button';
import { Icon, type IconName } from '../../components/Icon';
import { NavLink } from '../../components/NavLink';
import { MenuButton } from '../../components/MenuButton';
import { useSignOut } from '../auth/useSignOut';

const ACCOUNT_LINKS: { label: string; to: string; icon: IconName }[] = [
  { label: 'My account', to: '/dashboard/account', icon: 'user' },
  { label: 'My Extensions', to: '/dashboard/my-extensions', icon: 'box' },
  { label: 'My store', to: '/dashboard/my-store', icon: 'trending' },
  { label: 'Favourites', to: '/dashboard/favourites', icon: 'heart' },
  { label: 'Orders', to: '/dashboard/orders', icon: 'file' },
];

export function AccountMenu({ user, stacked }: { user: CurrentUser; stacked: boolean }) {
  const signOutEverywhere = useSignOut();
  const navigate = useNavigate();
  const fileUrl = useFileUrl();
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
