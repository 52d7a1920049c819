/**
 * HTTP contract of the admin area (spec §6 Admin, §7 app backend). Everything
 * under `/admin/` needs a session of a user whose role is `admin` in our
 * database: anonymous or invalid sessions get 401, other users 403.
 * The role is granted with `ADMIN_EMAILS` or `npm run cli -- admin grant <email>`.
 */
import Type from 'typebox';
import { BetaUserSchema, CurrentUserSchema, RoleSchema } from './account';
import { Line, Int } from './common';

export const ADMIN_MESSAGES = {
  ownRole: 'You cannot remove your own admin role',
  userNotFound: 'No user with this email',
} as const;

export const BetaUsersResponseSchema = Type.Object({
  betaUsers: Type.Array(BetaUserSchema),
});
export type BetaUsersResponse = Type.Static<typeof BetaUsersResponseSchema>;

export const UpdateBetaWaitlistBodySchema = Type.Object(
  {
    userEmail: Line({ minLength: 3, maxLength: 254 }),
    waitlist: Type.Boolean(),
  },
  { additionalProperties: false, $id: 'UpdateBetaWaitlistBody' },
);
export type UpdateBetaWaitlistBody = Type.Static<typeof UpdateBetaWaitlistBodySchema>;

export const UpdateBetaWaitlistResponseSchema = Type.Object({ betaUser: BetaUserSchema });
export type UpdateBetaWaitlistResponse = Type.Static<
  typeof UpdateBetaWaitlistResponseSchema
>;

export const AdminUsersQuerySchema = Type.Object(
  {
    search: Type.Optional(Line({ maxLength: 100 })),
    skip: Type.Optional(Int({ minimum: 0, maximum: 100_000 })),
    limit: Type.Optional(Int({ minimum: 1, maximum: 100 })),
  },
  { additionalProperties: false },
);
export type AdminUsersQuery = Type.Static<typeof AdminUsersQuerySchema>;

export const AdminUsersResponseSchema = Type.Object({
  users: Type.Array(CurrentUserSchema),
  total: Type.Integer(),
});
export type AdminUsersResponse = Type.Static<typeof AdminUsersResponseSchema>;

export const UpdateUserRoleBodySchema = Type.Object(
  { userEmail: Line({ minLength: 3, maxLength: 254 }), role: RoleSchema },
  { additionalProperties: false, $id: 'UpdateUserRoleBody' },
);
export type UpdateUserRoleBody = Type.Static<typeof UpdateUserRoleBodySchema>;

export const UpdateUserRoleResponseSchema = Type.Object({ user: CurrentUserSchema });
export type UpdateUserRoleResponse = Type.Static<typeof UpdateUserRoleResponseSchema>;
