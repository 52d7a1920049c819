/**
 * Who is signed in. The accounts issue fills in 'signedIn' (verify the stored
 * profile with the backend, spec §4 start-up); until then start-up reads the
 * stored profile and settles on 'signedOut'. The nav shows a spinner while
 * the status is 'loading'.
 */
import type { StoredProfile } from '../../platform/types';
import { atom } from '../../state/jotai';

export interface SignedInUser {
  id: string;
  email: string;
  name: string;
  username: string;
  avatar: string;
}

export type AuthState =
  | { status: 'loading' }
  | { status: 'signedOut' }
  | { status: 'signedIn'; profile: StoredProfile; user: SignedInUser };

export const authAtom = atom<AuthState>({ status: 'loading' });

/** The profile whose token the API clients send, or null when signed out. */
export const authProfileAtom = atom(get => {
  const auth = get(authAtom);
  return auth.status === 'signedIn' ? auth.profile : null;
});
