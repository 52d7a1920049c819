/**
 * HTTP contract of update notices (issue 21 §2): the bell's list of "a newer version
 * of something you own is out", the notice preferences (global and per extension),
 * the one-click unsubscribe of the emails (a signed token, no sign-in), and the
 * update check the studio and the command line ask about the .aix files they hold.
 */
import Type from 'typebox';
import { IsoDate, Line } from './common';

export const MAX_NOTICES_LISTED = 30;
export const MAX_UPDATE_CHECK_FILES = 200;

export const NOTICE_MESSAGES = {
  unsubscribeInvalid:
    'This unsubscribe link is not valid. Open the newest email, or change your notices in your account preferences.',
  unsubscribeExpired:
    'This unsubscribe link has expired. Change your notices in your account preferences instead.',
  checkNeedsName: 'Each file needs its packageName or the extension slug.',
} as const;

const Id = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' });

export const PermissionChangeSchema = Type.Object({
  /** Short names (CAMERA), sorted. */
  added: Type.Array(Type.String()),
  removed: Type.Array(Type.String()),
});
export type PermissionChange = Type.Static<typeof PermissionChangeSchema>;

export const UpdateNoticeSchema = Type.Object({
  id: Type.String(),
  extensionId: Type.String(),
  extensionName: Type.String(),
  slug: Type.String(),
  icon: Type.String(),
  versionName: Type.String(),
  releaseNotes: Type.String(),
  permissions: PermissionChangeSchema,
  createdAt: IsoDate,
  readAt: Type.Union([IsoDate, Type.Null()]),
});
export type UpdateNotice = Type.Static<typeof UpdateNoticeSchema>;

export const NoticesResponseSchema = Type.Object({
  unread: Type.Integer({ minimum: 0 }),
  notices: Type.Array(UpdateNoticeSchema),
});
export type NoticesResponse = Type.Static<typeof NoticesResponseSchema>;

export const MarkNoticesReadBodySchema = Type.Object(
  {
    /** Omitted: every notice of the caller. */
    ids: Type.Optional(Type.Array(Id, { minItems: 1, maxItems: MAX_NOTICES_LISTED })),
  },
  { additionalProperties: false },
);
export type MarkNoticesReadBody = Type.Static<typeof MarkNoticesReadBodySchema>;

export const MarkNoticesReadResponseSchema = Type.Object({
  unread: Type.Integer({ minimum: 0 }),
});

export const MutedExtensionSchema = Type.Object({
  extensionId: Type.String(),
  name: Type.String(),
  slug: Type.String(),
});

export const NoticePreferencesSchema = Type.Object({
  /** false: no update notices at all (no bell entry, no email). */
  updates: Type.Boolean(),
  /** The extensions the caller owns, each with whether its notices are on. */
  extensions: Type.Array(
    Type.Object({
      extensionId: Type.String(),
      name: Type.String(),
      slug: Type.String(),
      notices: Type.Boolean(),
    }),
  ),
});
export type NoticePreferences = Type.Static<typeof NoticePreferencesSchema>;

export const UpdateNoticePreferencesBodySchema = Type.Object(
  {
    updates: Type.Optional(Type.Boolean()),
    /** One extension's notices on or off. */
    extension: Type.Optional(
      Type.Object(
        { extensionId: Id, notices: Type.Boolean() },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type UpdateNoticePreferencesBody = Type.Static<
  typeof UpdateNoticePreferencesBodySchema
>;

export const UnsubscribeQuerySchema = Type.Object({
  token: Type.String({ minLength: 10, maxLength: 400, pattern: '^[A-Za-z0-9_.-]+$' }),
});

export const UnsubscribeInfoSchema = Type.Object({
  email: Type.String(),
  /** What the link stops: one extension's notices, or every update notice. */
  scope: Type.Union([Type.Literal('extension'), Type.Literal('all')]),
  extensionName: Type.Union([Type.String(), Type.Null()]),
  /** Already done (a second click, or the mail client's one-click POST). */
  unsubscribed: Type.Boolean(),
});
export type UnsubscribeInfo = Type.Static<typeof UnsubscribeInfoSchema>;

export const UpdateCheckBodySchema = Type.Object(
  {
    files: Type.Array(
      Type.Object(
        {
          packageName: Type.Optional(Line({ minLength: 1, maxLength: 200 })),
          slug: Type.Optional(Line({ minLength: 1, maxLength: 100 })),
          versionName: Line({ minLength: 1, maxLength: 100 }),
        },
        { additionalProperties: false },
      ),
      { maxItems: MAX_UPDATE_CHECK_FILES },
    ),
  },
  { additionalProperties: false },
);
export type UpdateCheckBody = Type.Static<typeof UpdateCheckBodySchema>;

export const AvailableUpdateSchema = Type.Object({
  /** The file as asked about. */
  packageName: Type.String(),
  currentVersion: Type.String(),
  latestVersion: Type.String(),
  extensionId: Type.String(),
  slug: Type.String(),
  name: Type.String(),
  releaseNotes: Type.String(),
  /** From the asked version to the latest one. */
  permissions: PermissionChangeSchema,
  /** The caller's paid order that covers it; null for one's own, or a free one not got yet. */
  orderId: Type.Union([Type.String(), Type.Null()]),
});
export type AvailableUpdate = Type.Static<typeof AvailableUpdateSchema>;

export const UpdateCheckResponseSchema = Type.Object({
  updates: Type.Array(AvailableUpdateSchema),
});
export type UpdateCheckResponse = Type.Static<typeof UpdateCheckResponseSchema>;

/** "1.3 available: 2 new permissions": the line the studio and the CLI show. */
export function updateLine(
  update: Pick<AvailableUpdate, 'latestVersion' | 'permissions'>,
) {
  const added = update.permissions.added.length;
  const more =
    added === 0
      ? 'no new permissions'
      : `${added} new permission${added === 1 ? '' : 's'}`;
  return `${update.latestVersion} available: ${more}`;
}
