/**
 * The start-up session check (spec §4). It runs on every first load, so its
 * path comes from the schema-free shared/api/routes (TypeBox stays out).
 */
import type { GetUserResponse } from '#shared/api/account';
import { API_ROUTES } from '#shared/api/routes';
import type { StoredProfile } from '../platform/types';
import { sessionHeaders } from './auth-headers';
import type { ApiClients } from './http';

/** The user behind `profile`, asked with that profile's session. */
export function getCurrentUser(
  api: ApiClients,
  profile: StoredProfile,
  signal?: AbortSignal,
): Promise<GetUserResponse> {
  return api.functions
    .get<GetUserResponse>(API_ROUTES.getUser, { ...sessionHeaders(profile), signal })
    .then(r => r.data);
}
