/**
 * A redirect while rendering: goes to `to` once mounted. react-router's own
 * <Navigate> carries its static-render checks and messages into the first load
 * (issue 18); this one is the same effect on its public useNavigate. Lint sends
 * every import of Navigate here. Nothing happens in the server render (effects
 * do not run there); the browser redirects once the page hydrates.
 */
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

export function Navigate({ to, replace = false }: { to: string; replace?: boolean }) {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(to, { replace });
  }, [navigate, to, replace]);
  return null;
}
