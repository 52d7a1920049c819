/** Typed calls of public user profiles (spec §7 `GET /private/api/user/:username`). */
import { API_ROUTES } from '#shared/api/routes';
import type { PublicProfileResponse } from '#shared/api/users';
import type { ApiClients } from './http';

/** A maker's public profile; rejects with ApiError status 404 when nobody has that username. */
export function getPublicProfile(
  api: ApiClients,
  username: string,
  signal?: AbortSignal,
): Promise<PublicProfileResponse> {
  return api.functions
    .get<PublicProfileResponse>(API_ROUTES.user(username), { signal })
    .then(response => response.data);
}
