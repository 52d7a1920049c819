/**
 * HTTP contract of the signed-in user's own account (spec §3 User, §5 User form,
 * §7): the current user, profile updates, the password change and the beta check.
 *
 * Every call here needs a session: `Authorization: Bearer <token>` plus the
 * `x-user-id` header, both from the stored `profile` (see shared/api/auth.ts).
 * A missing, expired, tampered or mismatched session answers 401; an account
 * whose email is not verified answers 403 'Email not verified'.
 */
import Type from 'typebox';
import { ACCOUNT_MESSAGES } from '../domain/account';
import { IsoDate, Line } from './common';

export * from '../domain/account';

/**
 * `/api/update-user-password` needs a recent sign-in (spec §7: "a RefreshToken
 * header"): HEADERS.recentSignIn carries a Firebase ID token obtained at most
 * this many seconds after the user last typed their password.
 */
export const RECENT_SIGN_IN_SECONDS = 5 * 60;

export const RoleSchema = Type.Union([Type.Literal('user'), Type.Literal('admin')]);
export type Role = Type.Static<typeof RoleSchema>;

/** The signed-in user as the backend knows them (spec §3 User, without the token). */
/** A Gold backer's tier and the end of the paid period (shared/domain/gold.ts). */
export const GoldStatusSchema = Type.Object({ tier: Type.String(), until: IsoDate });
export type GoldStatus = Type.Static<typeof GoldStatusSchema>;

export const CurrentUserSchema = Type.Object({
  id: Type.String(),
  email: Type.String(),
  name: Type.String(),
  username: Type.String(),
  avatar: Type.String(),
  role: RoleSchema,
  profile: Type.Object({ website: Type.String(), location: Type.String() }),
  emailVerified: Type.Boolean(),
  createdAt: IsoDate,
  /** Sent by get-user (the badge); absent where the answer is about the session only. */
  gold: Type.Optional(Type.Union([GoldStatusSchema, Type.Null()])),
});
export type CurrentUser = Type.Static<typeof CurrentUserSchema>;

export const GetUserResponseSchema = Type.Object({ user: CurrentUserSchema });
export type GetUserResponse = Type.Static<typeof GetUserResponseSchema>;

const Field = Line({ maxLength: 500 });

export const UpdateMeBodySchema = Type.Object(
  {
    /** Must be the session user's email: the session, not this field, says who you are. */
    email: Line({ maxLength: 254 }),
    updateValue: Type.Object(
      {
        name: Type.Optional(Field),
        username: Type.Optional(Field),
        avatar: Type.Optional(Field),
        website: Type.Optional(Field),
        location: Type.Optional(Field),
      },
      { additionalProperties: false, minProperties: 1 },
    ),
  },
  { additionalProperties: false, $id: 'UpdateMeBody' },
);
export type UpdateMeBody = Type.Static<typeof UpdateMeBodySchema>;

export const UpdateMeResponseSchema = Type.Object({
  message: Type.Literal(ACCOUNT_MESSAGES.profileUpdated),
  user: CurrentUserSchema,
});
export type UpdateMeResponse = Type.Static<typeof UpdateMeResponseSchema>;

export const UpdatePasswordBodySchema = Type.Object(
  { password: Line({ maxLength: 128 }) },
  { additionalProperties: false, $id: 'UpdatePasswordBody' },
);
export type UpdatePasswordBody = Type.Static<typeof UpdatePasswordBodySchema>;

/** Other sessions end when the password changes, so the caller gets a fresh token. */
export const UpdatePasswordResponseSchema = Type.Object({
  message: Type.Literal(ACCOUNT_MESSAGES.passwordUpdated),
  token: Type.String(),
});
export type UpdatePasswordResponse = Type.Static<typeof UpdatePasswordResponseSchema>;

/* ---------------------------------------------------------------- beta programme */

export const BetaUserSchema = Type.Object({
  email: Type.String(),
  profileLink: Type.String(),
  waitlist: Type.Boolean(),
  createdAt: IsoDate,
  updatedAt: IsoDate,
});
export type BetaUser = Type.Static<typeof BetaUserSchema>;

export const AddBetaUserBodySchema = Type.Object(
  {
    /** Must be the session user's email (admins may add anyone). */
    email: Line({ maxLength: 254 }),
    profileLink: Line({ maxLength: 300 }),
    /** Honoured for admins only; for anybody else the server decides (BETA_ACCESS). */
    waitlist: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false, $id: 'AddBetaUserBody' },
);
export type AddBetaUserBody = Type.Static<typeof AddBetaUserBodySchema>;

export const AddBetaUserResponseSchema = Type.Object({ betaUser: BetaUserSchema });
export type AddBetaUserResponse = Type.Static<typeof AddBetaUserResponseSchema>;

export const CheckBetaParamsSchema = Type.Object(
  { email: Line({ minLength: 3, maxLength: 254 }) },
  { additionalProperties: false },
);

/** Spec §6: "a per-email beta check whose response holds the field message.waitlist". */
export const CheckBetaResponseSchema = Type.Object({
  message: Type.Object({
    email: Type.String(),
    waitlist: Type.Boolean(),
    /** Whether this email has applied to the beta programme. */
    registered: Type.Boolean(),
  }),
});
export type CheckBetaResponse = Type.Static<typeof CheckBetaResponseSchema>;
