/**
 * HTTP contract of signing in (spec §4 auth flow, §7 app backend).
 *
 * The browser signs in with Firebase Authentication, then tells our backend with
 * the Firebase ID token in `Authorization: Bearer <idToken>`. The backend
 * verifies that token, creates or updates the user, and answers with our own
 * session `{ email, id, token, user }`; the client stores `{ email, id, token }`
 * under the key `profile` and sends `Authorization: Bearer <token>` plus
 * `x-user-id: <id>` on every later call. Emails and uids are always taken from
 * the verified ID token, never from the body.
 */
import Type from 'typebox';
import { SOCIAL_PROVIDERS } from '../domain/sign-in';
import { CurrentUserSchema } from './account';
import { Line } from './common';

export * from '../domain/auth';
export * from '../domain/sign-in';

/** The localStorage key of the stored profile (spec §3 User). */
export const PROFILE_STORAGE_KEY = 'profile';

export const SignupBodySchema = Type.Object(
  {
    /** Optional echo of the account's email; must match the ID token when present. */
    email: Type.Optional(Line({ maxLength: 254 })),
    /**
     * Accepted because the spec's sign-up payload has it, then dropped unread:
     * Firebase owns passwords, our server never stores or logs one.
     */
    password: Type.Optional(Line({ maxLength: 128 })),
    name: Type.Optional(Line({ maxLength: 100 })),
    username: Line({ maxLength: 100 }),
    /** The terms checkbox; spec §5: must be 'on'. */
    agreement: Line({ maxLength: 10 }),
  },
  { additionalProperties: false, $id: 'SignupBody' },
);
export type SignupBody = Type.Static<typeof SignupBodySchema>;

/** Send `{}` when there is nothing to echo: the ID token says who signs in. */
export const SigninBodySchema = Type.Object(
  { email: Type.Optional(Line({ maxLength: 254 })) },
  { additionalProperties: false, $id: 'SigninBody' },
);
export type SigninBody = Type.Static<typeof SigninBodySchema>;

export const SocialLoginBodySchema = Type.Object(
  {
    email: Type.Optional(Line({ maxLength: 254 })),
    name: Type.Optional(Line({ maxLength: 100 })),
    avatar: Type.Optional(Line({ maxLength: 1000 })),
    /** A wish: the server makes it valid and unique (from the email when absent). */
    username: Type.Optional(Line({ maxLength: 100 })),
    /** Ignored: the ID token says whether the email is verified. */
    emailVerified: Type.Optional(Type.Boolean()),
    provider: Type.Optional(Type.Enum(SOCIAL_PROVIDERS)),
  },
  { additionalProperties: false, $id: 'SocialLoginBody' },
);
export type SocialLoginBody = Type.Static<typeof SocialLoginBodySchema>;

export const SessionResponseSchema = Type.Object({
  email: Type.String(),
  id: Type.String(),
  /** Our session token (HS256 JWT); send it as `Authorization: Bearer`. */
  token: Type.String(),
  /** When the token stops working (ISO-8601 UTC). */
  expiresAt: Type.String(),
  user: CurrentUserSchema,
});
export type SessionResponse = Type.Static<typeof SessionResponseSchema>;

export const AuthModeSchema = Type.Union([
  Type.Literal('emulator'),
  Type.Literal('firebase'),
  Type.Literal('disabled'),
]);
export type AuthMode = Type.Static<typeof AuthModeSchema>;

/** Public Firebase web settings; none of these values is a secret. */
export const AuthConfigResponseSchema = Type.Object({
  mode: AuthModeSchema,
  projectId: Type.String(),
  apiKey: Type.String(),
  authDomain: Type.String(),
  /** `http://host:port` of the Auth emulator, only in emulator mode. */
  emulatorUrl: Type.Optional(Type.String()),
});
export type AuthConfigResponse = Type.Static<typeof AuthConfigResponseSchema>;

export const MailboxMessageSchema = Type.Object({
  email: Type.String(),
  requestType: Type.String(),
  oobCode: Type.String(),
  /** The emulator's own action page. */
  emulatorLink: Type.String(),
  /** The same action through our /confirm-identity/action screen. */
  appLink: Type.String(),
});
export type MailboxMessage = Type.Static<typeof MailboxMessageSchema>;

/** One of our own emails (update notices) kept instead of sent (no SMTP_URL). */
export const DevMailSchema = Type.Object({
  id: Type.String(),
  to: Type.String(),
  subject: Type.String(),
  text: Type.String(),
  sentAt: Type.String(),
  headers: Type.Record(Type.String(), Type.String()),
  links: Type.Array(Type.Object({ label: Type.String(), url: Type.String() })),
});
export type DevMail = Type.Static<typeof DevMailSchema>;

export const MailboxResponseSchema = Type.Object({
  messages: Type.Array(MailboxMessageSchema),
  /** The server's own emails, newest first. */
  mails: Type.Optional(Type.Array(DevMailSchema)),
});
export type MailboxResponse = Type.Static<typeof MailboxResponseSchema>;
