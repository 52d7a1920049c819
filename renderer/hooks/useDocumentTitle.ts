import { useEffect } from 'react';

export const SITE_NAME = 'AIX Market';

/** Sets the tab title to "<title> · AIX Market" (or just the site name) while mounted. */
export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    const previous = document.title;
    document.title = title ? `${title} · ${SITE_NAME}` : SITE_NAME;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
