/**
 * HTTP contract of analytics (spec §1, §7 Analytics): the renderer records a
 * `page_view` on every route change and an `auth_attempt` on each sign-in or
 * sign-up attempt. Events are stored in our own database; admins read counts
 * per day for a chart. Bodies are strict, so a password or token cannot ride
 * along: only the fields below are accepted, and the path loses its query.
 */
import Type from 'typebox';

export const EVENT_NAMES = ['page_view', 'auth_attempt'] as const;
export type EventName = (typeof EVENT_NAMES)[number];

export const AUTH_METHODS = ['password', 'google', 'facebook', 'github'] as const;
export const AUTH_ACTIONS = ['signin', 'signup'] as const;
export const AUTH_OUTCOMES = ['success', 'error', 'emailSent'] as const;

export const PageViewEventSchema = Type.Object(
  {
    name: Type.Literal('page_view'),
    /** The route's path; a query string or hash is cut off before storing. */
    path: Type.String({ minLength: 1, maxLength: 300, pattern: '^/' }),
  },
  { additionalProperties: false },
);

export const AuthAttemptEventSchema = Type.Object(
  {
    name: Type.Literal('auth_attempt'),
    method: Type.Enum(AUTH_METHODS),
    action: Type.Enum(AUTH_ACTIONS),
    outcome: Type.Enum(AUTH_OUTCOMES),
    /** The identity provider's error code on failure, e.g. `auth/wrong-password`. */
    errorCode: Type.Optional(Type.String({ pattern: '^auth/[a-z0-9-]{1,60}$' })),
  },
  { additionalProperties: false },
);

export const EventBodySchema = Type.Union([PageViewEventSchema, AuthAttemptEventSchema]);
export type EventBody = Type.Static<typeof EventBodySchema>;

/** YYYY-MM-DD in UTC. */
export const DayString = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

/** Longest range one chart request may cover. */
export const MAX_CHART_DAYS = 366;
export const DEFAULT_CHART_DAYS = 30;

export const DailyCountsQuerySchema = Type.Object(
  { from: Type.Optional(DayString), to: Type.Optional(DayString) },
  { additionalProperties: false },
);
export type DailyCountsQuery = Type.Static<typeof DailyCountsQuerySchema>;

export const DailyCountSchema = Type.Object({
  day: DayString,
  pageViews: Type.Integer(),
  authAttempts: Type.Integer(),
  authSuccesses: Type.Integer(),
  authErrors: Type.Integer(),
  authEmailSent: Type.Integer(),
});
export type DailyCount = Type.Static<typeof DailyCountSchema>;

/** One entry per day from `from` to `to`, zeros included, ready for a chart. */
export const DailyCountsResponseSchema = Type.Object({
  from: DayString,
  to: DayString,
  days: Type.Array(DailyCountSchema),
});
export type DailyCountsResponse = Type.Static<typeof DailyCountsResponseSchema>;
