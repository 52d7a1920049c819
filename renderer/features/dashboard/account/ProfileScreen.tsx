import type { CurrentUser } from '#shared/api/account';
import { usePageHead } from '../../../hooks/usePageHead';
import { useAtomValue, useSetAtom } from '../../../state/jotai';
import { authAtom } from '../../auth/auth-atoms';
import { ChangePasswordForm } from '../../auth/ChangePasswordForm';
import { ProfileForm } from './ProfileForm';

/** /dashboard/account: the profile form and the password change. */
export function ProfileScreen() {
  usePageHead('My account');
  const auth = useAtomValue(authAtom);
  const setAuth = useSetAtom(authAtom);
  if (auth.status !== 'signedIn') return null;

  const onSaved = (user: CurrentUser) =>
    setAuth(current => (current.status === 'signedIn' ? { ...current, user } : current));

  return (
    <>
      <ProfileForm user={auth.user} onSaved={onSaved} />
      <section className="account-card" aria-labelledby="password-title">
        <h2 id="password-title" className="account-card__title">
          Password
        </h2>
        <ChangePasswordForm />
      </section>
    </>
  );
}
