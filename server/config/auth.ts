/**
 * Sign-in settings read from the environment (README "Accounts and sign-in").
 *
 * Firebase mode:
 * - `emulator` when FIREBASE_AUTH_EMULATOR_HOST is set (what `npm start` does on
 *   a fresh checkout; project id `demo-aix-market` unless FIREBASE_PROJECT_ID says otherwise);
 * - `firebase` when FIREBASE_PROJECT_ID is set without an emulator: real Firebase,
 *   with GOOGLE_APPLICATION_CREDENTIALS or FIREBASE_SERVICE_ACCOUNT (JSON) for admin calls;
 * - `disabled` otherwise: sessions still work, but nobody can sign in (503).
 */
export type FirebaseMode = 'emulator' | 'firebase' | 'disabled';
export type BetaAccess = 'open' | 'waitlist';

export interface AuthConfig {
  firebase: {
    mode: FirebaseMode;
    projectId: string;
    /** `host:port` of the Auth emulator in emulator mode. */
    emulatorHost: string | undefined;
    apiKey: string;
    authDomain: string;
    /** Service account JSON text (FIREBASE_SERVICE_ACCOUNT). */
    serviceAccountJson: string | undefined;
    /** GOOGLE_APPLICATION_CREDENTIALS is set: use application default credentials. */
    applicationDefault: boolean;
  };
  /** SESSION_SECRET; when unset the server keeps one in DATA_DIR/session-secret. */
  sessionSecret: string | undefined;
  sessionTtlSeconds: number;
  /** Lower-cased emails that are made admins when they sign in (ADMIN_EMAILS). */
  adminEmails: string[];
  /** `open`: everyone may publish unless waitlisted; `waitlist`: only approved applicants. */
  betaAccess: BetaAccess;
}

export const DEFAULT_EMULATOR_PROJECT_ID = 'demo-aix-market';
export const MIN_SESSION_SECRET_LENGTH = 32;

function positiveInteger(name: string, raw: string | undefined, fallback: number) {
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) {
    throw new Error(`${name} must be a positive whole number, got "${raw}"`);
  }
  return value;
}

function firebaseSettings(env: NodeJS.ProcessEnv): AuthConfig['firebase'] {
  const emulatorHost = env.FIREBASE_AUTH_EMULATOR_HOST?.trim() || undefined;
  const projectId = env.FIREBASE_PROJECT_ID?.trim() || undefined;
  const serviceAccountJson = env.FIREBASE_SERVICE_ACCOUNT?.trim() || undefined;
  const applicationDefault = Boolean(env.GOOGLE_APPLICATION_CREDENTIALS?.trim());
  if (emulatorHost && !/^[\w.-]+:\d{1,5}$/.test(emulatorHost)) {
    throw new Error(
      `FIREBASE_AUTH_EMULATOR_HOST must look like 127.0.0.1:9099, got "${emulatorHost}"`,
    );
  }
  if (serviceAccountJson) {
    try {
      JSON.parse(serviceAccountJson);
    } catch {
      throw new Error(
        'FIREBASE_SERVICE_ACCOUNT must be the JSON of a service account key',
      );
    }
  }
  const mode: FirebaseMode = emulatorHost
    ? 'emulator'
    : projectId
      ? 'firebase'
      : 'disabled';
  const id = projectId ?? DEFAULT_EMULATOR_PROJECT_ID;
  return {
    mode,
    projectId: id,
    emulatorHost,
    apiKey: env.FIREBASE_API_KEY?.trim() || (mode === 'firebase' ? '' : 'fake-api-key'),
    authDomain: env.FIREBASE_AUTH_DOMAIN?.trim() || `${id}.firebaseapp.com`,
    serviceAccountJson,
    applicationDefault,
  };
}

export function loadAuthConfig(env: NodeJS.ProcessEnv): AuthConfig {
  const sessionSecret = env.SESSION_SECRET?.trim() || undefined;
  if (sessionSecret && sessionSecret.length < MIN_SESSION_SECRET_LENGTH) {
    throw new Error(
      `SESSION_SECRET must have at least ${MIN_SESSION_SECRET_LENGTH} characters (leave it unset to generate one)`,
    );
  }
  const betaAccess = env.BETA_ACCESS?.trim() || 'open';
  if (betaAccess !== 'open' && betaAccess !== 'waitlist') {
    throw new Error(`BETA_ACCESS must be "open" or "waitlist", got "${betaAccess}"`);
  }
  return {
    firebase: firebaseSettings(env),
    sessionSecret,
    sessionTtlSeconds:
      positiveInteger('SESSION_TTL_HOURS', env.SESSION_TTL_HOURS, 168) * 3600,
    adminEmails: (env.ADMIN_EMAILS ?? '')
      .split(',')
      .map(email => email.trim().toLowerCase())
      .filter(email => email.includes('@')),
    betaAccess,
  };
}

/** localhost, 127.0.0.0/8 and ::1: only this machine can reach the server. */
export function isLoopbackHost(host: string): boolean {
  const name = host
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '');
  return name === 'localhost' || name === '::1' || /^127(?:\.\d{1,3}){3}$/.test(name);
}

export const EMULATOR_ON_NETWORK_MESSAGE = (host: string) =>
  `Refusing to start: the Firebase Auth emulator signs anybody in with any password, so ` +
  `it is for a developer's own machine, and HOST=${host} would let the network reach ` +
  `this server. Use real Firebase (FIREBASE_PROJECT_ID and its settings, see the README), ` +
  `listen on loopback (HOST=127.0.0.1), or set ALLOW_EMULATOR_ON_NETWORK=1 if a network ` +
  `of test machines is really what you want.`;

/** Throws when emulator sign-in would be reachable from other machines without consent. */
export function assertEmulatorStaysLocal(
  mode: FirebaseMode,
  host: string,
  env: Record<string, string | undefined>,
): void {
  if (mode !== 'emulator' || isLoopbackHost(host)) return;
  if (env.ALLOW_EMULATOR_ON_NETWORK?.trim() === '1') return;
  throw new Error(EMULATOR_ON_NETWORK_MESSAGE(host));
}
