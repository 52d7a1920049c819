/**
 * The web app's screens (spec §2), one list for both sides: the router draws
 * these paths and the server answers HTTP 404 for any other, so search engines
 * never index a "not found" screen served as 200 (a soft 404).
 */
export const PAGES = {
  explore: '/',
  explorePage: '/page/:pageNumber',
  extension: '/extension/:extensionSlug',
  profile: '/user/:username',
  login: '/login',
  confirmIdentity: '/confirm-identity/action',
  devMailbox: '/dev/mailbox',
  /** An update email's unsubscribe link (`?token=`): shows what it stops, then does it. */
  unsubscribe: '/unsubscribe',
  about: '/about',
  gold: '/gold',
  feedback: '/feedback',
  contact: '/contact-us',
  changelog: '/changelog',
  licences: '/docs/licences',
  version: '/version',
  curlToBlocks: '/curl-to-blocks',
  privacy: '/terms/privacy-policy',
  terms: '/terms/terms-and-conditions',
  premiumTerms: '/terms/premium-extension',
  dashboard: '/dashboard/*',
} as const;

export type PageName = keyof typeof PAGES;

/** Screens under /dashboard, relative as its router writes them ('' is its index). */
export const DASHBOARD_PATHS = [
  '',
  'favourites',
  'orders',
  'orders/:orderId/receipt',
  'downloads',
  'my-extensions',
  'my-store',
  'my-extensions/add',
  'my-extensions/edit/:extensionId',
  'account',
  'account/badges',
  'account/preferences',
  'account/tokens',
  'manage-users',
] as const;

export interface PageMatch {
  page: PageName;
  params: Record<string, string>;
}

function segments(path: string): string[] {
  return path.split('/').filter(Boolean);
}

/** Matches like the router: params take one non-empty segment, a trailing slash is ignored. */
function matchPattern(
  pattern: string,
  parts: string[],
): Record<string, string> | undefined {
  const wanted = segments(pattern);
  const params: Record<string, string> = {};
  for (const [index, segment] of wanted.entries()) {
    if (segment === '*') {
      params['*'] = parts.slice(index).join('/');
      return params;
    }
    const part = parts[index];
    if (part === undefined) return undefined;
    if (segment.startsWith(':')) params[segment.slice(1)] = part;
    else if (segment.toLowerCase() !== part.toLowerCase()) return undefined;
  }
  return parts.length === wanted.length ? params : undefined;
}

function decode(part: string): string | undefined {
  try {
    return decodeURIComponent(part);
  } catch {
    return undefined;
  }
}

/** Which screen a pathname shows, or undefined when the app would say "not found". */
export function matchPage(pathname: string): PageMatch | undefined {
  const decoded = segments(pathname).map(decode);
  if (decoded.some(part => part === undefined)) return undefined;
  const parts = decoded as string[];
  for (const [page, pattern] of Object.entries(PAGES) as [PageName, string][]) {
    const params = matchPattern(pattern, parts);
    if (!params) continue;
    if (page === 'dashboard') {
      const rest = segments(params['*'] ?? '');
      if (!DASHBOARD_PATHS.some(path => matchPattern(path, rest))) return undefined;
    }
    if (page === 'explorePage' && !/^[1-9]\d{0,5}$/.test(params.pageNumber ?? '')) {
      return undefined;
    }
    return { page, params };
  }
  return undefined;
}
