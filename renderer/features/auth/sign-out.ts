import type { StoredProfile } from '../../platform/types';
import type { AuthFlowState, AuthState } from './auth-atoms';
import type { FirebaseClient } from './firebase-client';

export interface SignOutDeps {
  saveProfile(profile: StoredProfile | null): Promise<void>;
  setAuth(state: AuthState): void;
  setFlow(state: AuthFlowState): void;
}

/** Spec §4 sign-out: stored profile, provider session and user state go; the flow is idle. */
export async function signOutEverywhere(
  deps: SignOutDeps,
  firebase: FirebaseClient | null,
): Promise<void> {
  deps.setAuth({ status: 'signedOut' });
  deps.setFlow({ status: 'idle' });
  await Promise.all([deps.saveProfile(null), firebase?.signOut().catch(() => undefined)]);
}
