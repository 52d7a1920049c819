/**
 * What the server says about a page before the app runs: whether it exists
 * (unknown paths, extensions and makers are HTTP 404, not a soft 404 served
 * as 200) and the title, description and Open Graph tags link previews and
 * search engines read, since neither runs our JavaScript.
 */
import { matchPage, PAGE_TITLES, type PageName } from '#shared/pages';
import { SITE_NAME } from '#shared/constants';
import { summaryFromHelp } from '#shared/aix/text';
import type { Executor } from '../../db/executor';
import { findPublishedExtensionHead } from '../extensions/extensions.queries';
import { findPublicUserByUsername } from '../users/users.repository';

export interface PageHead {
  status: 200 | 404;
  /** Page title without the site name; undefined is the site's own title. */
  title: string | undefined;
  description: string | undefined;
  /** Absolute or root-relative image for link previews. */
  image: string | undefined;
  type: 'website' | 'product' | 'profile';
  /** Private or missing pages stay out of search results. */
  noindex: boolean;
}

const NOT_FOUND: PageHead = {
  status: 404,
  title: 'Page not found',
  description: undefined,
  image: undefined,
  type: 'website',
  noindex: true,
};

function page(title: string | undefined, noindex = false): PageHead {
  return {
    status: 200,
    title,
    description: undefined,
    image: undefined,
    type: 'website',
    noindex,
  };
}

export async function describePage(db: Executor, pathname: string): Promise<PageHead> {
  const match = matchPage(pathname);
  if (!match) return NOT_FOUND;
  switch (match.page) {
    case 'extension': {
      const row = await findPublishedExtensionHead(db, match.params.extensionSlug ?? '');
      if (!row) return { ...NOT_FOUND, title: 'Extension not found' };
      return {
        status: 200,
        title: row.name,
        description: summaryFromHelp(row.description, 200) || undefined,
        image: row.icon || undefined,
        type: 'product',
        noindex: false,
      };
    }
    case 'profile': {
      const user = await findPublicUserByUsername(db, match.params.username ?? '');
      if (!user) return { ...NOT_FOUND, title: 'Maker not found' };
      const name = user.name || user.username;
      return {
        status: 200,
        title: `${name} (@${user.username})`,
        description: `App Inventor extensions by ${name} on ${SITE_NAME}.`,
        image: user.avatar || undefined,
        type: 'profile',
        noindex: false,
      };
    }
    case 'dashboard':
    case 'confirmIdentity':
    case 'devMailbox':
    case 'unsubscribe':
      return page(undefined, true);
    default:
      return page((PAGE_TITLES as Partial<Record<PageName, string>>)[match.page]);
  }
}
