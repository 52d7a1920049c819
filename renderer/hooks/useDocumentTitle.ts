import { useEffect } from 'react';
import { pageTitle } from '#shared/constants';

/** Sets the tab title to "<title> · AIX Market" (or just the site name) while mounted. */
export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    const previous = document.title;
    document.title = pageTitle(title);
    return () => {
      document.title = previous;
    };
  }, [title]);
}
