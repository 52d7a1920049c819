/**
 * What the server knows about a page from its path alone: whether any screen
 * lives there (other paths are HTTP 404, not a soft 404 served as 200), whether
 * it is a private screen (never server-rendered, kept out of search results),
 * and a fixed screen's title. Everything a page says beyond that (an
 * extension's name and 404, a maker's profile) comes from the render itself
 * (SsrPage.head, the screens' usePageHead); this is the head of pages served as
 * the plain app shell.
 */
import { matchPage, type PageName } from '#shared/pages';
import { PAGE_TITLES } from '#shared/page-titles';
import { SITE_HEAD, type PageHead } from '#shared/ssr-contract';

const NOT_FOUND_HEAD: PageHead = {
  ...SITE_HEAD,
  status: 404,
  title: 'Page not found',
  noindex: true,
};

/** Signed-in and one-off screens: client-rendered, never indexed. */
const PRIVATE_PAGES: ReadonlySet<PageName> = new Set([
  'dashboard',
  'confirmIdentity',
  'devMailbox',
  'unsubscribe',
]);

export function routeHead(pathname: string): PageHead {
  const match = matchPage(pathname);
  if (!match) return NOT_FOUND_HEAD;
  if (PRIVATE_PAGES.has(match.page)) return { ...SITE_HEAD, noindex: true };
  return {
    ...SITE_HEAD,
    title: (PAGE_TITLES as Partial<Record<PageName, string>>)[match.page],
  };
}
