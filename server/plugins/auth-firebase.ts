/**
 * firebase-admin behind a small interface: verify a Firebase ID token, change a
 * password. Emulator aware: firebase-admin
 * talks to the Auth emulator whenever FIREBASE_AUTH_EMULATOR_HOST is set.
 */
import { randomUUID } from 'node:crypto';
import {
  applicationDefault,
  cert,
  deleteApp,
  initializeApp,
  type App as FirebaseApp,
  type AppOptions,
  type ServiceAccount,
} from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { AUTH_MESSAGES } from '#shared/api/auth';
import { AppError, forbidden, unauthorized } from '../errors';
import type { AuthConfig, FirebaseMode } from '../config/auth';

/** What we take from a verified Firebase ID token. */
export interface FirebaseIdentity {
  uid: string;
  email: string | undefined;
  emailVerified: boolean;
  name: string | undefined;
  picture: string | undefined;
  /** When the user last typed their credentials (seconds since the epoch). */
  authTime: number;
  provider: string;
}

export interface FirebaseAuthService {
  mode: FirebaseMode;
  projectId: string;
  verifyIdToken(idToken: string): Promise<FirebaseIdentity>;
  setPassword(uid: string, password: string): Promise<void>;
  close(): Promise<void>;
}

const notConfigured = () => new AppError(503, 'INTERNAL', AUTH_MESSAGES.notConfigured);

/** Firebase error codes that mean "this token cannot sign anybody in". */
const REJECTED_TOKEN: Record<string, () => AppError> = {
  'auth/id-token-expired': () => unauthorized(AUTH_MESSAGES.expiredIdToken),
  'auth/id-token-revoked': () => unauthorized(AUTH_MESSAGES.expiredIdToken),
  'auth/user-disabled': () => forbidden(AUTH_MESSAGES.disabled),
  'auth/user-not-found': () => unauthorized(AUTH_MESSAGES.invalidIdToken),
  'auth/argument-error': () => unauthorized(AUTH_MESSAGES.invalidIdToken),
  'auth/invalid-id-token': () => unauthorized(AUTH_MESSAGES.invalidIdToken),
};

function errorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

function appOptions(config: AuthConfig['firebase']): AppOptions {
  const options: AppOptions = { projectId: config.projectId };
  if (config.mode !== 'firebase') return options;
  if (config.serviceAccountJson) {
    options.credential = cert(JSON.parse(config.serviceAccountJson) as ServiceAccount);
  } else if (config.applicationDefault) {
    options.credential = applicationDefault();
  }
  return options;
}

export function createFirebaseAuth(config: AuthConfig['firebase']): FirebaseAuthService {
  if (config.mode === 'disabled') {
    const fail = () => Promise.reject(notConfigured());
    return {
      mode: config.mode,
      projectId: config.projectId,
      verifyIdToken: fail,
      setPassword: fail,
      close: () => Promise.resolve(),
    };
  }
  if (config.mode === 'emulator' && config.emulatorHost) {
    // firebase-admin reads the emulator address only from the environment.
    process.env.FIREBASE_AUTH_EMULATOR_HOST = config.emulatorHost;
  }
  // Without credentials, real Firebase can still verify tokens (public keys) but
  // cannot look users up, so the revocation check needs credentials.
  const canCallAdminApi =
    config.mode === 'emulator' ||
    Boolean(config.serviceAccountJson) ||
    config.applicationDefault;
  // One firebase-admin app per server instance: tests build many in one process.
  const app: FirebaseApp = initializeApp(
    appOptions(config),
    `aix-market-${randomUUID()}`,
  );
  const auth: Auth = getAuth(app);

  return {
    mode: config.mode,
    projectId: config.projectId,
    async verifyIdToken(idToken) {
      try {
        const decoded = await auth.verifyIdToken(idToken, canCallAdminApi);
        return {
          uid: decoded.uid,
          email: decoded.email?.toLowerCase(),
          emailVerified: decoded.email_verified === true,
          name: typeof decoded.name === 'string' ? decoded.name : undefined,
          picture: decoded.picture,
          authTime: decoded.auth_time,
          provider: decoded.firebase.sign_in_provider,
        };
      } catch (error) {
        const rejected = REJECTED_TOKEN[errorCode(error) ?? ''];
        if (rejected) throw rejected();
        throw error;
      }
    },
    async setPassword(uid, password) {
      if (!canCallAdminApi) throw notConfigured();
      await auth.updateUser(uid, { password });
    },
    close: () => deleteApp(app),
  };
}
