import { useLocation } from 'react-router-dom';
import { Link } from '../../components/Link';
import { Icon } from '../../components/Icon';
import { usePublishPath } from '../auth/publish-path';
import { isActive, type NavItem } from './nav-items';

/** One navigation entry: in-app link, new-tab app link, or external site. */
export function NavLinkItem({ item, className }: { item: NavItem; className: string }) {
  const { pathname } = useLocation();
  const publishPath = usePublishPath();
  if (item.kind === 'external') {
    return (
      <a className={className} href={item.href} target="_blank" rel="noopener noreferrer">
        {item.label}
        <Icon name="external" size={13} className="nav-link__ext" />
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    );
  }
  const active = isActive(item, pathname);
  return (
    <Link
      className={className}
      to={item.publish ? publishPath : item.to}
      aria-current={active ? 'page' : undefined}
      target={item.newTab ? '_blank' : undefined}
      rel={item.newTab ? 'noopener' : undefined}
    >
      {item.label}
      {item.badge && <span className="nav-badge">{item.badge}</span>}
      {item.newTab && <span className="visually-hidden"> (opens in a new tab)</span>}
    </Link>
  );
}
