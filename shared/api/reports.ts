/**
 * HTTP contract of reports and moderation (spec §3 Report, §7 app backend).
 *
 * - `POST /api/report-extension {email, reportNumber, slug, details}`: anyone,
 *   signed in or not; 201 `{ id }`; 404 for an unknown or unpublished slug; 429
 *   after REPORT_LIMITS.perHour reports an hour from one address.
 * - `GET /admin/reports?status=open|resolved`: the moderators' queue, newest first.
 * - `POST /admin/reports/:id/resolve {note?}`: closes a report, nothing else changes.
 * - `POST /admin/reports/:id/unpublish {message}`: unpublishes the extension, shows
 *   the message to its author in My Extensions and closes every open report of it.
 * Every moderation action is kept with who took it and when.
 */
import Type from 'typebox';
import { MODERATION_ACTIONS, REPORT_LIMITS, REPORT_STATUSES } from '../domain/report';
import { IsoDate, Int, Line, Text } from './common';

export * from '../domain/report';

export const ReportBodySchema = Type.Object(
  {
    email: Line({ maxLength: 400 }),
    reportNumber: Int({ minimum: -1000, maximum: 1000, description: 'Reason code 1–5.' }),
    slug: Line({ minLength: 1, maxLength: 200 }),
    details: Text({ maxLength: 10_000 }),
  },
  { additionalProperties: false, $id: 'ReportBody' },
);
export type ReportBody = Type.Static<typeof ReportBodySchema>;

export const ReportReceiptSchema = Type.Object({ id: Type.String() });
export type ReportReceipt = Type.Static<typeof ReportReceiptSchema>;

export const AdminReportsQuerySchema = Type.Object(
  {
    status: Type.Optional(Type.Enum(REPORT_STATUSES)),
    skip: Type.Optional(Int({ minimum: 0, maximum: 100_000 })),
    limit: Type.Optional(Int({ minimum: 1, maximum: 100 })),
  },
  { additionalProperties: false },
);
export type AdminReportsQuery = Type.Static<typeof AdminReportsQuerySchema>;

const Nullable = <T extends Type.TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const AdminReportSchema = Type.Object({
  id: Type.String(),
  status: Type.Enum(REPORT_STATUSES),
  reportNumber: Type.Integer(),
  reason: Type.String(),
  details: Type.String(),
  email: Type.String(),
  createdAt: IsoDate,
  /** How many times this email sent this report while it was open (1 = once). */
  count: Type.Integer({ minimum: 1 }),
  /** The latest of those times. */
  lastReportedAt: IsoDate,
  extension: Type.Object({
    id: Type.String(),
    slug: Type.String(),
    name: Type.String(),
    published: Type.Boolean(),
    authorUsername: Type.String(),
  }),
  /** The action that closed it: which, by whom, when, and the note or message. */
  resolution: Nullable(
    Type.Object({
      action: Type.Enum(MODERATION_ACTIONS),
      by: Type.String(),
      at: IsoDate,
      note: Type.String(),
    }),
  ),
});
export type AdminReport = Type.Static<typeof AdminReportSchema>;

export const AdminReportsResponseSchema = Type.Object({
  reports: Type.Array(AdminReportSchema),
  total: Type.Integer(),
  /** Open reports, whatever the filter: the tab's badge. */
  open: Type.Integer(),
});
export type AdminReportsResponse = Type.Static<typeof AdminReportsResponseSchema>;

export const ReportIdParamsSchema = Type.Object(
  { id: Line({ minLength: 1, maxLength: 64 }) },
  { additionalProperties: false },
);

export const ResolveReportBodySchema = Type.Object(
  { note: Type.Optional(Text({ maxLength: REPORT_LIMITS.note.max })) },
  { additionalProperties: false, $id: 'ResolveReportBody' },
);
export type ResolveReportBody = Type.Static<typeof ResolveReportBodySchema>;

export const UnpublishReportedBodySchema = Type.Object(
  { message: Text({ maxLength: 5000 }) },
  { additionalProperties: false, $id: 'UnpublishReportedBody' },
);
export type UnpublishReportedBody = Type.Static<typeof UnpublishReportedBodySchema>;

export const AdminReportResponseSchema = Type.Object({ report: AdminReportSchema });
export type AdminReportResponse = Type.Static<typeof AdminReportResponseSchema>;
