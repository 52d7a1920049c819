/**
 * Headers of calls made as somebody other than the client's stored session: the
 * sign-in calls (a Firebase ID token) and checks of a session not yet stored.
 * Apart from http.ts, which every page loads: only those calls need them.
 */
import { HEADERS } from '../routes';
import type { ApiSession } from './http';

/** Headers of a call made with a Firebase ID token instead of the stored session. */
export function firebaseBearer(idToken: string): Record<string, string | null> {
  return { authorization: `Bearer ${idToken}`, [HEADERS.userId]: null };
}

/** Headers of a session that is not (yet) the client's stored one. */
export function sessionHeaders(session: ApiSession): Record<string, string | null> {
  return {
    authorization: `Bearer ${session.token}`,
    [HEADERS.userId]: session.userId ?? null,
  };
}
