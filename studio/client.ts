/**
 * The API client of the command line and the studio's main process: the one shared
 * client (shared/api/client) with both backends at one base URL and an access
 * token as the credential (no x-user-id).
 */
import { createApiClient, type ApiClient } from '#shared/api/client/http';

/** The studio window's signed-in user: a session token with its user id. */
export function sessionClient(
  api: string,
  session: { token: string; id: string },
): ApiClient {
  return createApiClient({
    baseUrls: { functions: api, app: api },
    session: () => ({ token: session.token, userId: session.id }),
  });
}

export function tokenClient(api: string, token: string | undefined): ApiClient {
  return createApiClient({
    baseUrls: { functions: api, app: api },
    session: () => (token ? { token, userId: null } : null),
  });
}
