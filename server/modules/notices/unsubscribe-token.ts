/**
 * The one-click unsubscribe link of update emails: no sign-in, so the link itself
 * must prove whose notices it stops. It carries the user, the extension ('*' for
 * every one) and an expiry, signed with an HMAC of a key derived from the server's
 * session secret; the "unsubscribe:" prefix keeps it from standing in for any other
 * signed link of ours.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { NOTICE_MESSAGES } from '#shared/api/notices';
import { AppError } from '../../errors';

/** Long enough for an email read weeks later; then preferences still work. */
export const UNSUBSCRIBE_TTL_DAYS = 90;

export interface UnsubscribeClaims {
  /** User id, extension id or '*', expiry in seconds since the epoch. */
  u: string;
  x: string;
  e: number;
}

/** The HMAC key of unsubscribe links, derived so the session secret is never used bare. */
export function unsubscribeKey(sessionSecret: string): Buffer {
  return createHmac('sha256', sessionSecret).update('unsubscribe-links').digest();
}

const mac = (key: Buffer, payload: string) =>
  createHmac('sha256', key).update(`unsubscribe:${payload}`).digest('base64url');

export function signUnsubscribe(
  key: Buffer,
  userId: string,
  extensionId: string,
  now = Date.now(),
): string {
  const claims: UnsubscribeClaims = {
    u: userId,
    x: extensionId,
    e: Math.floor(now / 1000) + UNSUBSCRIBE_TTL_DAYS * 86_400,
  };
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${payload}.${mac(key, payload)}`;
}

export function readUnsubscribe(
  key: Buffer,
  token: string,
  now = Date.now(),
): UnsubscribeClaims {
  const invalid = new AppError(403, 'FORBIDDEN', NOTICE_MESSAGES.unsubscribeInvalid);
  const [payload = '', signature = '', ...rest] = token.split('.');
  const expected = Buffer.from(mac(key, payload));
  const given = Buffer.from(signature);
  if (
    rest.length > 0 ||
    expected.length !== given.length ||
    !timingSafeEqual(expected, given)
  )
    throw invalid;
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    throw invalid;
  }
  if (
    typeof claims !== 'object' ||
    claims === null ||
    !('u' in claims && 'x' in claims && 'e' in claims) ||
    typeof claims.u !== 'string' ||
    typeof claims.x !== 'string' ||
    typeof claims.e !== 'number'
  )
    throw invalid;
  if (claims.e * 1000 < now)
    throw new AppError(410, 'GONE', NOTICE_MESSAGES.unsubscribeExpired);
  return { u: claims.u, x: claims.x, e: claims.e };
}
