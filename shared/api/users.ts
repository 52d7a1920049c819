/** HTTP contract of public user profiles (spec §3 User, §7). Never carries email or tokens. */
import Type from 'typebox';
import { IsoDate, Line } from './common';
import { ExtensionSummarySchema } from './extensions';
import { GoldStatusSchema } from './account';

export const UsernameParamsSchema = Type.Object(
  { username: Line({ minLength: 1, maxLength: 40 }) },
  { additionalProperties: false },
);

export const PublicUserSchema = Type.Object({
  id: Type.String(),
  username: Type.String(),
  name: Type.String(),
  avatar: Type.String(),
  role: Type.Union([Type.Literal('user'), Type.Literal('admin')]),
  profile: Type.Object({ website: Type.String(), location: Type.String() }),
  createdAt: IsoDate,
});
export type PublicUser = Type.Static<typeof PublicUserSchema>;

export const PublicProfileResponseSchema = Type.Object({
  user: PublicUserSchema,
  extensions: Type.Array(ExtensionSummarySchema),
  totals: Type.Object({
    extensions: Type.Integer(),
    downloads: Type.Integer(),
    likes: Type.Integer(),
  }),
  /** A current Gold backer's tier, shown as a badge; null otherwise. */
  gold: Type.Union([GoldStatusSchema, Type.Null()]),
});
export type PublicProfileResponse = Type.Static<typeof PublicProfileResponseSchema>;

export const CheckUsernameQuerySchema = Type.Object(
  { username: Line({ maxLength: 40 }) },
  { additionalProperties: false },
);

export const CheckUsernameResponseSchema = Type.Object({
  username: Type.String(),
  available: Type.Boolean(),
  /** Why it is not available; absent when available. */
  reason: Type.Optional(
    Type.Union([
      Type.Literal('invalid'),
      Type.Literal('reserved'),
      Type.Literal('taken'),
    ]),
  ),
  message: Type.Optional(Type.String()),
});
export type CheckUsernameResponse = Type.Static<typeof CheckUsernameResponseSchema>;
