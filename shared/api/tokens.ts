/**
 * HTTP contract of access tokens (issue 11): a maker's `aixm_…` tokens for the
 * studio and the command line, like a marketplace publish token (vsce, ovsx). The
 * token is answered once at creation; lists show its name and dates only.
 */
import Type from 'typebox';
import { Int, IsoDate, Line } from './common';

export const ACCESS_TOKEN_PREFIX = 'aixm_';
export const MAX_TOKEN_DAYS = 365;
export const MAX_TOKENS_PER_USER = 20;

export const TOKEN_MESSAGES = {
  notHere:
    'Access tokens work on the publishing, upload, order and download routes only. Sign in for this.',
  unknown:
    'This access token is not valid: it was revoked, has expired or never existed.',
  tooMany: `You have ${MAX_TOKENS_PER_USER} access tokens. Revoke one you no longer use first.`,
} as const;

export const CreateTokenBodySchema = Type.Object(
  {
    name: Line({ minLength: 1, maxLength: 60 }),
    /** Omitted: the token never expires (until revoked). */
    expiresInDays: Type.Optional(Int({ minimum: 1, maximum: MAX_TOKEN_DAYS })),
  },
  { additionalProperties: false },
);
export type CreateTokenBody = Type.Static<typeof CreateTokenBodySchema>;

export const AccessTokenSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  createdAt: IsoDate,
  lastUsedAt: Type.Union([IsoDate, Type.Null()]),
  expiresAt: Type.Union([IsoDate, Type.Null()]),
});
export type AccessToken = Type.Static<typeof AccessTokenSchema>;

export const CreatedTokenSchema = Type.Object({
  token: AccessTokenSchema,
  /** The secret itself, shown this once. */
  value: Type.String(),
});
export type CreatedToken = Type.Static<typeof CreatedTokenSchema>;

export const TokensResponseSchema = Type.Object({
  tokens: Type.Array(AccessTokenSchema),
});
export type TokensResponse = Type.Static<typeof TokensResponseSchema>;

export const TokenParamsSchema = Type.Object({
  id: Line({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
});
