/** Typed calls of the admin area (spec §6 Admin); the server answers 403 to non-admins. */
import type { Role } from '#shared/api/account';
import {
  ADMIN_ROUTES,
  type AdminUsersQuery,
  type AdminUsersResponse,
  type BetaUsersResponse,
  type UpdateBetaWaitlistResponse,
  type UpdateUserRoleResponse,
} from '#shared/api/admin';
import {
  EVENT_ROUTES,
  type DailyCountsQuery,
  type DailyCountsResponse,
} from '#shared/api/events';
import type { ApiClients } from './http';

export function listUsers(
  api: ApiClients,
  query: AdminUsersQuery,
  signal?: AbortSignal,
): Promise<AdminUsersResponse> {
  return api.app
    .get<AdminUsersResponse>(ADMIN_ROUTES.users, { params: query, signal })
    .then(response => response.data);
}

export function updateUserRole(
  api: ApiClients,
  userEmail: string,
  role: Role,
): Promise<UpdateUserRoleResponse> {
  return api.app
    .put<UpdateUserRoleResponse>(ADMIN_ROUTES.updateUserRole, { userEmail, role })
    .then(response => response.data);
}

export function getBetaUsers(
  api: ApiClients,
  signal?: AbortSignal,
): Promise<BetaUsersResponse> {
  return api.app
    .get<BetaUsersResponse>(ADMIN_ROUTES.getBetaUsers, { signal })
    .then(response => response.data);
}

export function updateBetaWaitlist(
  api: ApiClients,
  userEmail: string,
  waitlist: boolean,
): Promise<UpdateBetaWaitlistResponse> {
  return api.app
    .put<UpdateBetaWaitlistResponse>(ADMIN_ROUTES.updateBetaWaitlist, {
      userEmail,
      waitlist,
    })
    .then(response => response.data);
}

/** Counts per day, zeros included (default: the last 30 days). */
export function getDailyEvents(
  api: ApiClients,
  query: DailyCountsQuery = {},
  signal?: AbortSignal,
): Promise<DailyCountsResponse> {
  return api.app
    .get<DailyCountsResponse>(EVENT_ROUTES.daily, { params: query, signal })
    .then(response => response.data);
}
