/**
 * The Firebase Authentication client, loaded on demand: `firebase/app` and
 * `firebase/auth` are imported dynamically the first time a sign-in screen
 * needs them, so they never weigh on the listing's first load.
 *
 * Firebase keeps its user in memory only: our backend session (the stored
 * `profile`) is the source of truth for who is signed in, so a Firebase user
 * never outlives the page and a stored profile alone signs the user in.
 */
import type { AuthProvider, User } from 'firebase/auth';
import type { AuthConfigResponse } from '#shared/api/auth';
import { AUTH_MESSAGES, type SocialProvider } from '#shared/domain/auth';

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

/** The server has no sign-in configured (its auth mode is `disabled`). */
export class AuthUnavailableError extends Error {
  constructor() {
    super(AUTH_MESSAGES.notConfigured);
    this.name = 'AuthUnavailableError';
  }
}

const siteRoot = () => `${window.location.origin}/`;

async function createClient(config: AuthConfigResponse): Promise<FirebaseClient> {
  if (config.mode === 'disabled') throw new AuthUnavailableError();
  const [{ initializeApp, getApps }, fb] = await Promise.all([
    import('firebase/app'),
    import('firebase/auth'),
  ]);
  const app =
    getApps()[0] ??
    initializeApp({
      apiKey: config.apiKey,
      authDomain: config.authDomain,
      projectId: config.projectId,
    });
  const auth = fb.initializeAuth(app, {
    persistence: fb.inMemoryPersistence,
    popupRedirectResolver: fb.browserPopupRedirectResolver,
  });
  if (config.mode === 'emulator' && config.emulatorUrl && !auth.emulatorConfig) {
    fb.connectAuthEmulator(auth, config.emulatorUrl, { disableWarnings: true });
  }

  const toSession = async (user: User): Promise<FirebaseSession> => ({
    uid: user.uid,
    email: user.email ?? '',
    emailVerified: user.emailVerified,
    displayName: user.displayName ?? '',
    photoURL: user.photoURL ?? '',
    idToken: await user.getIdToken(),
  });
  const currentUser = () => {
    if (!auth.currentUser) throw new Error('Nobody is signed in with Firebase');
    return auth.currentUser;
  };
  const providers = {
    google: () => new fb.GoogleAuthProvider(),
    facebook: () => new fb.FacebookAuthProvider(),
    github: () => new fb.GithubAuthProvider(),
  } satisfies Record<SocialProvider, () => AuthProvider>;
  const operations: Record<string, ActionOperation> = {
    [fb.ActionCodeOperation.VERIFY_EMAIL]: 'verifyEmail',
    [fb.ActionCodeOperation.PASSWORD_RESET]: 'resetPassword',
    [fb.ActionCodeOperation.RECOVER_EMAIL]: 'recoverEmail',
  };

  return {
    mode: config.mode,
    signUp: async (email, password) =>
      toSession((await fb.createUserWithEmailAndPassword(auth, email, password)).user),
    signIn: async (email, password) =>
      toSession((await fb.signInWithEmailAndPassword(auth, email, password)).user),
    socialSignIn: async provider =>
      toSession((await fb.signInWithPopup(auth, providers[provider]())).user),
    signOut: () => fb.signOut(auth),
    sendPasswordReset: email =>
      fb.sendPasswordResetEmail(auth, email, { url: siteRoot() }),
    verifyResetCode: oobCode => fb.verifyPasswordResetCode(auth, oobCode),
    confirmReset: (oobCode, newPassword) =>
      fb.confirmPasswordReset(auth, oobCode, newPassword),
    checkActionCode: async oobCode => {
      const info = await fb.checkActionCode(auth, oobCode);
      return {
        operation: operations[info.operation] ?? 'other',
        email: info.data.email ?? '',
        previousEmail: info.data.previousEmail ?? '',
      };
    },
    applyActionCode: oobCode => fb.applyActionCode(auth, oobCode),
    sendVerification: () => fb.sendEmailVerification(currentUser(), { url: siteRoot() }),
    deleteCurrentUser: () => fb.deleteUser(currentUser()),
    reauthenticate: async (email, password) => {
      const user = auth.currentUser;
      // After a reload Firebase has no user (memory only): a fresh sign-in proves the same.
      const credential =
        user && user.email?.toLowerCase() === email.toLowerCase()
          ? await fb.reauthenticateWithCredential(
              user,
              fb.EmailAuthProvider.credential(email, password),
            )
          : await fb.signInWithEmailAndPassword(auth, email, password);
      return credential.user.getIdToken(true);
    },
    onUserChange: listener =>
      fb.onAuthStateChanged(auth, user => listener(user?.uid ?? null)),
  };
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
    .then(createClient)
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
