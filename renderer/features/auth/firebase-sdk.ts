/**
 * Our calls to the Firebase Authentication SDK, behind the FirebaseClient shape.
 * Loaded with the SDK by firebase-client.ts the first time a screen needs
 * Firebase, never on a first visit.
 */
import { getApps, initializeApp } from 'firebase/app';
import * as fb from 'firebase/auth';
import type { AuthProvider, User } from 'firebase/auth';
import type { AuthConfigResponse } from '#shared/api/auth';
import { AUTH_MESSAGES, type SocialProvider } from '#shared/domain/sign-in';
import type { ActionOperation, FirebaseClient, FirebaseSession } from './firebase-client';

/** The server has no sign-in configured (its auth mode is `disabled`). */
export class AuthUnavailableError extends Error {
  constructor() {
    super(AUTH_MESSAGES.notConfigured);
    this.name = 'AuthUnavailableError';
  }
}

const siteRoot = () => `${window.location.origin}/`;

export async function createClient(config: AuthConfigResponse): Promise<FirebaseClient> {
  if (config.mode === 'disabled') throw new AuthUnavailableError();
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
