/**
 * Who is signed in (authAtom) and where the current sign-in attempt stands
 * (authFlowAtom, spec §3/§4 auth flow states). Start-up verifies a stored
 * profile with the backend (useAuthStartup); the nav shows a spinner while the
 * status is 'loading'.
 */
import type { CurrentUser } from '#shared/api/account';
import type { AuthErrorInfo } from '#shared/domain/auth-errors';
import type { StoredProfile } from '../../platform/types';
import { atom } from '../../state/jotai';

/** The backend's view of the signed-in user (role, profile, emailVerified...). */
export type SignedInUser = CurrentUser;

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

/** Form fields a sign-up answer from the backend can point at (spec §5). */
export type SignUpField = 'name' | 'username' | 'email' | 'password' | 'agreement';

export interface FieldProblem {
  message: string;
  /** A page explaining the problem, e.g. the reserved-username help (code 6555). */
  helpUrl?: string;
}

/** Spec §3 auth flow states: idle, loading, success, emailSent, error. */
export type AuthFlowState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'success' }
  | { status: 'emailSent'; email: string }
  | {
      status: 'error';
      /** Spec §8 catalogue entry; empty for codes the catalogue does not know. */
      error: AuthErrorInfo;
      code?: string;
      fieldErrors?: Partial<Record<SignUpField, FieldProblem>>;
    };

export const authFlowAtom = atom<AuthFlowState>({ status: 'idle' });
