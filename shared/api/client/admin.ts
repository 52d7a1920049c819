/** Typed calls of the admin area (spec §6 Admin); the server answers 403 to non-admins. */
import type { Role } from '../account';
import type {
  AdminUsersQuery,
  AdminUsersResponse,
  BetaUsersResponse,
  UpdateBetaWaitlistResponse,
  UpdateUserRoleResponse,
} from '../admin';
import type { DailyCountsQuery, DailyCountsResponse } from '../events';
import { ROUTES } from '../routes';
import type { ApiClient } from './http';

export function listUsers(
  api: ApiClient,
  query: AdminUsersQuery,
  signal?: AbortSignal,
): Promise<AdminUsersResponse> {
  return api.request(ROUTES.users, { query, signal });
}

export function updateUserRole(
  api: ApiClient,
  userEmail: string,
  role: Role,
): Promise<UpdateUserRoleResponse> {
  return api.request(ROUTES.updateUserRole, { body: { userEmail, role } });
}

export function getBetaUsers(
  api: ApiClient,
  signal?: AbortSignal,
): Promise<BetaUsersResponse> {
  return api.request(ROUTES.getBetaUsers, { signal });
}

export function updateBetaWaitlist(
  api: ApiClient,
  userEmail: string,
  waitlist: boolean,
): Promise<UpdateBetaWaitlistResponse> {
  return api.request(ROUTES.updateBetaWaitlist, { body: { userEmail, waitlist } });
}

/** Counts per day, zeros included (default: the last 30 days). */
export function getDailyEvents(
  api: ApiClient,
  query: DailyCountsQuery = {},
  signal?: AbortSignal,
): Promise<DailyCountsResponse> {
  return api.request(ROUTES.dailyEvents, { query, signal });
}
