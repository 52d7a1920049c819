import { Outlet } from 'react-router-dom';
import { Navigate } from '../../components/Navigate';
import { ScreenFallback } from '../../components/ScreenFallback';
import { useAtomValue } from '../../state/jotai';
import { authAtom } from './auth-atoms';

/** Spec §2: protected routes wait for auth, then send signed-out visitors to /about. */
export function RequireAuth() {
  const auth = useAtomValue(authAtom);
  if (auth.status === 'loading') return <ScreenFallback />;
  if (auth.status === 'signedOut') return <Navigate to="/about" replace />;
  return <Outlet />;
}
