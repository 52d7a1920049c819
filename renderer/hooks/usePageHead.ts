/**
 * A screen's title, and what link previews and search engines read about it,
 * declared once (issue 18): in the browser it names the tab; in the server
 * render it is recorded for the page's head, canonical link and HTTP status
 * (server/modules/pages/page-head.ts writes it), so a 404 screen is a 404 page.
 */
import { useEffect } from 'react';
import { pageTitle } from '#shared/constants';
import { SITE_HEAD, type PageHead } from '#shared/ssr-contract';
import { useSsr } from '../ssr/ssr-context';

/** What a page may say beyond its title; anything left out is the site's default. */
export type PageHeadDetails = Partial<Omit<PageHead, 'title'>>;

/** Sets the tab title to "<title> · AIX Market" (or just the site name) while mounted. */
export function usePageHead(title: string | undefined, details?: PageHeadDetails) {
  const declare = useSsr()?.declareHead;
  // Server render only (Vite's SSR build sets import.meta.env.SSR; the browser's
  // bundle leaves this out, with SITE_HEAD).
  if (import.meta.env.SSR && declare) {
    // The server renders once, and the screen's last render holds its data: the
    // deepest screen, rendered last, has the final word. A missing page stays out
    // of search results unless it says otherwise.
    const noindex = details?.noindex ?? details?.status === 404;
    declare({ ...SITE_HEAD, ...details, title, noindex });
  }
  useEffect(() => {
    const previous = document.title;
    document.title = pageTitle(title);
    return () => {
      document.title = previous;
    };
  }, [title]);
}
