/** Typed calls of the beta programme for the signed-in user (spec §6, §7). */
import {
  ACCOUNT_ROUTES,
  type AddBetaUserBody,
  type AddBetaUserResponse,
  type CheckBetaResponse,
} from '#shared/api/account';
import type { ApiClients } from './http';

/** `message.waitlist` says whether the add/edit extension screens stay closed. */
export function checkBeta(
  api: ApiClients,
  email: string,
  signal?: AbortSignal,
): Promise<CheckBetaResponse> {
  return api.functions
    .get<CheckBetaResponse>(ACCOUNT_ROUTES.checkBeta(email), { signal })
    .then(response => response.data);
}

export function addBetaUser(
  api: ApiClients,
  body: AddBetaUserBody,
  signal?: AbortSignal,
): Promise<AddBetaUserResponse> {
  return api.app
    .post<AddBetaUserResponse>(ACCOUNT_ROUTES.addBetaUser, body, { signal })
    .then(response => response.data);
}
