/**
 * Our own session tokens: HS256 JWTs (jose) whose subject is the user id. The
 * secret comes from SESSION_SECRET, or is generated once and kept in
 * DATA_DIR/session-secret (mode 0600) so sessions survive a restart.
 */
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import { unauthorized } from '../errors';
import { MIN_SESSION_SECRET_LENGTH } from '../config/auth';

export const SESSION_ISSUER = 'aix-market';
export const SESSION_AUDIENCE = 'aix-market-session';
export const SESSION_SECRET_FILE = 'session-secret';

export const SESSION_MESSAGES = {
  missing: 'Sign in to continue',
  invalid: 'Your session is not valid. Please sign in again.',
  expired: 'Your session has expired. Please sign in again.',
  userIdMismatch: 'The user id header does not match the session',
  revoked: 'Your session has ended. Please sign in again.',
  unknownUser: 'This account no longer exists',
} as const;

/** Reads the secret file, creating it (0600, never overwritten) on first start. */
export function resolveSessionSecret(configured: string | undefined, dataDir: string) {
  if (configured) return configured;
  const file = path.join(dataDir, SESSION_SECRET_FILE);
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  try {
    fs.writeFileSync(file, randomBytes(48).toString('base64url'), {
      mode: 0o600,
      flag: 'wx',
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  // A copied or restored file may have lost its mode; the secret must stay private.
  if ((fs.statSync(file).mode & 0o077) !== 0) fs.chmodSync(file, 0o600);
  const secret = fs.readFileSync(file, 'utf8').trim();
  if (secret.length < MIN_SESSION_SECRET_LENGTH) {
    throw new Error(
      `${file} holds a secret shorter than ${MIN_SESSION_SECRET_LENGTH} characters; delete it to generate a new one`,
    );
  }
  return secret;
}

export interface SessionClaims {
  userId: string;
  /** The account's session version when the token was issued (claim `sv`). */
  version: number;
  /** Seconds since the epoch. */
  issuedAt: number;
  expiresAt: number;
}

export interface IssuedSession {
  token: string;
  expiresAt: Date;
}

export interface SessionService {
  /** `version`: the account's current session_version. */
  issue(userId: string, version: number): Promise<IssuedSession>;
  /** Throws a 401 AppError for a malformed, tampered, foreign or expired token. */
  verify(token: string): Promise<SessionClaims>;
}

export function createSessionService(secret: string, ttlSeconds: number): SessionService {
  const key = new TextEncoder().encode(secret);
  return {
    async issue(userId, version) {
      const now = Math.floor(Date.now() / 1000);
      const expiresAt = now + ttlSeconds;
      const token = await new SignJWT({ sv: version })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(SESSION_ISSUER)
        .setAudience(SESSION_AUDIENCE)
        .setIssuedAt(now)
        .setExpirationTime(expiresAt)
        .setJti(randomUUID())
        .sign(key);
      return { token, expiresAt: new Date(expiresAt * 1000) };
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: SESSION_ISSUER,
          audience: SESSION_AUDIENCE,
          requiredClaims: ['sub', 'iat', 'exp'],
        });
        if (typeof payload.sub !== 'string' || payload.sub === '') {
          throw unauthorized(SESSION_MESSAGES.invalid);
        }
        const version = payload.sv ?? 0;
        if (typeof version !== 'number' || !Number.isInteger(version)) {
          throw unauthorized(SESSION_MESSAGES.invalid);
        }
        return {
          userId: payload.sub,
          version,
          issuedAt: payload.iat ?? 0,
          expiresAt: payload.exp ?? 0,
        };
      } catch (error) {
        if (error instanceof joseErrors.JWTExpired) {
          throw unauthorized(SESSION_MESSAGES.expired);
        }
        throw unauthorized(SESSION_MESSAGES.invalid);
      }
    },
  };
}
