/**
 * The Firebase Authentication client, loaded on demand: the SDK and our calls to
 * it (firebase-sdk.ts) are imported the first time a sign-in screen needs them,
 * so they never weigh on the listing's first load; this module is only the
 * client's shape and the page's one instance.
 *
 * Firebase keeps its user in memory only: our backend session (the stored
 * `profile`) is the source of truth for who is signed in, so a Firebase user
 * never outlives the page and a stored profile alone signs the user in.
 */
import type { AuthConfigResponse } from '#shared/api/auth';
import type { SocialProvider } from '#shared/domain/sign-in';

/** What the app needs to know of a Firebase sign-in. */
export interface FirebaseSession {
  uid: string;
  email: string;
  emailVerified: boolean;
  displayName: string;
  photoURL: string;
  /** Send as `Authorization: Bearer` to /api/signup, /api/signin, /api/social-login. */
  idToken: string;
}

export type ActionOperation = 'verifyEmail' | 'resetPassword' | 'recoverEmail' | 'other';

export interface ActionCodeDetails {
  operation: ActionOperation;
  /** The account's email; for recoverEmail the address being restored. */
  email: string;
  /** recoverEmail: the address that replaced it. */
  previousEmail: string;
}

export interface FirebaseClient {
  mode: AuthConfigResponse['mode'];
  signUp(email: string, password: string): Promise<FirebaseSession>;
  signIn(email: string, password: string): Promise<FirebaseSession>;
  socialSignIn(provider: SocialProvider): Promise<FirebaseSession>;
  signOut(): Promise<void>;
  /** The continue URL is the site root (spec §7). */
  sendPasswordReset(email: string): Promise<void>;
  /** Resolves the account's email when the reset code is still good. */
  verifyResetCode(oobCode: string): Promise<string>;
  confirmReset(oobCode: string, newPassword: string): Promise<void>;
  checkActionCode(oobCode: string): Promise<ActionCodeDetails>;
  /** verifyEmail and recoverEmail codes. */
  applyActionCode(oobCode: string): Promise<void>;
  /** Sends the verification link to the user signed in on this page. */
  sendVerification(): Promise<void>;
  /** Removes the user just created (a sign-up the backend refused). */
  deleteCurrentUser(): Promise<void>;
  /**
   * Proves the password again and returns a fresh ID token for calls that need
   * a recent sign-in (`refreshtoken` header of /api/update-user-password).
   */
  reauthenticate(email: string, password: string): Promise<string>;
  /** Called with the signed-in uid, or null, whenever Firebase's user changes. */
  onUserChange(listener: (uid: string | null) => void): () => void;
}

let loading: Promise<FirebaseClient> | null = null;
let loaded: FirebaseClient | null = null;
const loadListeners = new Set<(client: FirebaseClient) => void>();

/**
 * The one Firebase client of the page, created on first use with the settings
 * `fetchConfig` returns (GET /api/auth/config). A failed load is retried on
 * the next call.
 */
export function loadFirebaseClient(
  fetchConfig: () => Promise<AuthConfigResponse>,
): Promise<FirebaseClient> {
  loading ??= fetchConfig()
    .then(async config => (await import('./firebase-sdk')).createClient(config))
    .then(
      client => {
        loaded = client;
        for (const listener of loadListeners) listener(client);
        return client;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
  return loading;
}

/** The client if something already loaded it; never triggers the download. */
export function loadedFirebaseClient(): FirebaseClient | null {
  return loaded;
}

/** Runs `listener` once Firebase has been loaded for some other reason (or now, if it was). */
export function onFirebaseLoaded(listener: (client: FirebaseClient) => void): () => void {
  if (loaded) listener(loaded);
  else loadListeners.add(listener);
  return () => loadListeners.delete(listener);
}
