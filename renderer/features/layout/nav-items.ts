/** The top navigation of spec §2, shared by the desktop bar and the mobile drawer. */
import { EXTERNAL_LINKS } from '#shared/constants';

export type NavItem =
  | {
      kind: 'route';
      label: string;
      to: string;
      /** Opens in a new tab (cURL to Blocks). */
      newTab?: boolean;
      badge?: string;
      /** Other paths for which this item counts as the current section. */
      activePrefixes?: readonly string[];
      /** The publish entry: signed-out visitors go to sign in first (usePublishPath). */
      publish?: true;
    }
  | { kind: 'external'; label: string; href: string };

export const PRIMARY_NAV: readonly NavItem[] = [
  { kind: 'route', label: 'Explore', to: '/', activePrefixes: ['/page/', '/extension/'] },
  {
    kind: 'route',
    label: 'Publish My Extension',
    to: '/dashboard/my-extensions',
    publish: true,
  },
  { kind: 'external', label: 'Be a backer', href: EXTERNAL_LINKS.backer },
  {
    kind: 'route',
    label: 'cURL to Blocks',
    to: '/curl-to-blocks',
    newTab: true,
    badge: 'New',
  },
  { kind: 'external', label: 'Blog', href: EXTERNAL_LINKS.blog },
];

export const MORE_NAV: readonly NavItem[] = [
  { kind: 'route', label: 'About', to: '/about' },
  { kind: 'route', label: 'Report issue', to: EXTERNAL_LINKS.reportIssue },
];

export function isActive(item: NavItem, pathname: string): boolean {
  if (item.kind !== 'route' || item.newTab) return false;
  const path = item.to.split('?')[0];
  if (pathname === path) return true;
  return (item.activePrefixes ?? []).some(prefix => pathname.startsWith(prefix));
}
