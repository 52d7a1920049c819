/**
 * The start-up session check (spec §4). It runs on every first load, so it
 * imports no values from shared/api, whose TypeBox schemas would add about
 * 17 KB gzip to the listing's budget; session.test.ts keeps the path equal to
 * ACCOUNT_ROUTES.getUser.
 */
import type { GetUserResponse } from '#shared/api/account';
import type { StoredProfile } from '../platform/types';
import { sessionHeaders } from './auth-headers';
import type { ApiClients } from './http';

export const GET_USER_PATH = '/authenticated/api/user/get-user';

/** The user behind `profile`, asked with that profile's session. */
export function getCurrentUser(
  api: ApiClients,
  profile: StoredProfile,
  signal?: AbortSignal,
): Promise<GetUserResponse> {
  return api.functions
    .get<GetUserResponse>(GET_USER_PATH, { ...sessionHeaders(profile), signal })
    .then(r => r.data);
}
