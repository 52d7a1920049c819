/**
 * Admin user management (the manage-users page): GET /admin/users and
 * PUT /admin/update-user-role. The auth guard answers 401/403 before these run.
 */
import type { FastifyInstance } from 'fastify';
import {
  AdminUsersQuerySchema,
  AdminUsersResponseSchema,
  UpdateUserRoleBodySchema,
  UpdateUserRoleResponseSchema,
  type AdminUsersQuery,
  type AdminUsersResponse,
  type UpdateUserRoleBody,
  type UpdateUserRoleResponse,
} from '#shared/api/admin';
import { ErrorBodySchema, errorResponses } from '#shared/api/common';
import { currentUser } from '../../plugins/auth';
import { listUsers } from '../account/account.repository';
import { toCurrentUser } from '../account/account.service';
import { changeRoleAsAdmin } from './admin.service';
import { ROUTES } from '#shared/api/routes';

const errors = { ...errorResponses, 401: ErrorBodySchema, 403: ErrorBodySchema };
const security = [{ bearer: [] }];

export async function manageUsersRoutes(app: FastifyInstance) {
  app.get<{ Querystring: AdminUsersQuery }>(
    ROUTES.users.path,
    {
      schema: {
        tags: ['admin'],
        summary: 'Accounts, newest first; search matches email or username',
        security,
        querystring: AdminUsersQuerySchema,
        response: { 200: AdminUsersResponseSchema, ...errors },
      },
    },
    async (request): Promise<AdminUsersResponse> => {
      const { rows, total } = await listUsers(app.db, {
        search: request.query.search,
        skip: request.query.skip ?? 0,
        limit: request.query.limit ?? 50,
      });
      return { users: rows.map(toCurrentUser), total };
    },
  );

  app.put<{ Body: UpdateUserRoleBody }>(
    ROUTES.updateUserRole.path,
    {
      schema: {
        tags: ['admin'],
        summary: 'Make an account an admin or a regular user',
        security,
        body: UpdateUserRoleBodySchema,
        response: { 200: UpdateUserRoleResponseSchema, ...errors },
      },
    },
    async (request): Promise<UpdateUserRoleResponse> => {
      const user = await changeRoleAsAdmin(
        app.db,
        currentUser(request),
        request.body.userEmail,
        request.body.role,
      );
      return { user: toCurrentUser(user) };
    },
  );
}
