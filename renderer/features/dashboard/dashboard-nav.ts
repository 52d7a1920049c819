/** The dashboard's sections (spec §2 protected routes) and who may see them. */
import type { Role } from '#shared/api/account';
import type { IconName } from '../../components/Icon';

export interface DashboardSection {
  /** Path below /dashboard. */
  path: string;
  label: string;
  icon: IconName;
  adminOnly?: boolean;
  /** Only where files are saved to disk (the desktop studio). */
  desktopOnly?: boolean;
}

export const DASHBOARD_BASE = '/dashboard';
/** Where /dashboard itself lands: every signed-in user has an account. */
export const DEFAULT_SECTION = 'account';

export const DASHBOARD_SECTIONS: readonly DashboardSection[] = [
  { path: 'favourites', label: 'Favourites', icon: 'heart' },
  { path: 'orders', label: 'Orders', icon: 'file' },
  { path: 'downloads', label: 'Downloads', icon: 'download', desktopOnly: true },
  { path: 'my-extensions', label: 'My Extensions', icon: 'grid' },
  { path: 'my-store', label: 'My store', icon: 'trending' },
  { path: 'account', label: 'Account', icon: 'user' },
  {
    path: 'manage-users',
    label: 'Admin',
    icon: 'shield',
    adminOnly: true,
  },
];

export function sectionsFor(role: Role, desktop = false): DashboardSection[] {
  return DASHBOARD_SECTIONS.filter(
    section =>
      (!section.adminOnly || role === 'admin') && (!section.desktopOnly || desktop),
  );
}

/** The section a dashboard path belongs to, e.g. /dashboard/account/badges → account. */
export function activeSection(pathname: string): string | undefined {
  const rest = pathname.startsWith(`${DASHBOARD_BASE}/`)
    ? pathname.slice(DASHBOARD_BASE.length + 1)
    : '';
  const first = rest.split('/')[0];
  return DASHBOARD_SECTIONS.find(section => section.path === first)?.path;
}
