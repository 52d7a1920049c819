import { Suspense } from 'react';
import { ButtonLink } from '../../components/Button';
import { Spinner } from '../../components/Spinner';
import { useAtomValue } from '../../state/jotai';
import { authAtom } from '../auth/auth-atoms';
import { lazyScreen } from '../errors/lazy-screen';
import './AuthControls.css';

const AccountMenu = lazyScreen(() => import('./AccountMenu'), 'AccountMenu');

/**
 * Spec §2: a spinner while auth loads, Sign up / Log in when signed out, the avatar
 * menu when signed in. Stacked (the phone drawer), a signed-in user sees their name
 * and the account links at once: a menu inside a drawer opened below the fold.
 */
export function AuthControls({ stacked = false }: { stacked?: boolean }) {
  const auth = useAtomValue(authAtom);

  if (auth.status === 'loading') {
    return (
      <div className="auth-controls">
        <Spinner label="Checking your sign-in" />
      </div>
    );
  }
  if (auth.status === 'signedOut') {
    return (
      <div className={stacked ? 'auth-controls auth-controls--stacked' : 'auth-controls'}>
        <ButtonLink to="/login" variant="secondary" block={stacked}>
          Log in
        </ButtonLink>
        <ButtonLink to="/login?tab=signup" variant="primary" block={stacked}>
          Sign up
        </ButtonLink>
      </div>
    );
  }
  // Signed in: the avatar menu, a chunk of its own (a first visit is signed out).
  // Its place is held at the avatar's size meanwhile, so the bar does not move.
  return (
    <Suspense fallback={stacked ? null : <span className="avatar" aria-hidden="true" />}>
      <AccountMenu user={auth.user} stacked={stacked} />
    </Suspense>
  );
}
