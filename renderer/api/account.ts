/**
 * Typed calls of the signed-in user's own account (spec §7). The current user,
 * the password change and the username check live in ./auth.ts with sign-in.
 */
import {
  ACCOUNT_ROUTES,
  type UpdateMeBody,
  type UpdateMeResponse,
} from '#shared/api/account';
import type { ApiClients } from './http';

/** Rejects with ApiError carrying `field` and code 11000 / 6555 for the form. */
export function updateMe(
  api: ApiClients,
  body: UpdateMeBody,
  signal?: AbortSignal,
): Promise<UpdateMeResponse> {
  return api.app
    .post<UpdateMeResponse>(ACCOUNT_ROUTES.updateMe, body, { signal })
    .then(response => response.data);
}
