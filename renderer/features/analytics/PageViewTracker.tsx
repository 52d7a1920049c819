import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useApi } from '../../api/ApiContext';
import { recordEvent } from '#shared/api/client/events';

/** Records a page_view on every route change (path only; the query may hold personal data). */
export function PageViewTracker() {
  const { pathname } = useLocation();
  const api = useApi();
  // StrictMode runs effects twice in development; one visit is one view.
  const lastPath = useRef<string | null>(null);
  useEffect(() => {
    if (lastPath.current === pathname) return;
    lastPath.current = pathname;
    recordEvent(api, { name: 'page_view', path: pathname.slice(0, 300) });
  }, [api, pathname]);
  return null;
}
