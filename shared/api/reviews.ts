/**
 * HTTP contract of reviews (issue 21 §1): ratings with the builder they were tried in,
 * the maker's reply, helpful votes, reports and the moderators' hide/unhide.
 *
 * - `GET /private/api/extension/:slugOrId/reviews?sort&skip&limit`: anyone; the
 *   summary (average, count, 1-5 distribution, per-builder works/doesn't beside the
 *   maker's claim) and a page of visible reviews; with a session also `mine`.
 * - `POST /api/reviews {extensionId, …}`: an owner's one review (201); 403 without
 *   an order, 409 when they already wrote one.
 * - `PUT /api/reviews/:id`, `DELETE /api/reviews/:id`: its author only.
 * - `PUT /api/reviews/:id/reply {body}`: the maker's one reply (written or edited).
 * - `PUT /api/reviews/:id/helpful {helpful}`: one vote per user per review.
 * - `POST /api/reviews/:id/report {details}`: anyone signed in, once per review.
 * - `GET /admin/review-reports?status`, `PUT /admin/reviews/:id/hidden {hidden}`.
 * Hidden reviews count nowhere: not in the summary, the cards, the rating sort nor
 * the builder filter.
 */
import Type from 'typebox';
import { PLATFORMS } from '../constants';
import { REVIEW_LIMITS, REVIEW_REPORT_STATUSES, REVIEW_SORTS } from '../domain/reviews';
import { IsoDate, Int, Line, Text } from './common';

export * from '../domain/reviews';

const Nullable = <T extends Type.TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Id = Line({ minLength: 1, maxLength: 64 });

export const ReviewsQuerySchema = Type.Object(
  {
    sort: Type.Optional(Type.Enum(REVIEW_SORTS)),
    skip: Type.Optional(Int({ minimum: 0, maximum: 100_000 })),
    limit: Type.Optional(Int({ minimum: 1, maximum: 50 })),
  },
  { additionalProperties: false },
);
export type ReviewsQuery = Type.Static<typeof ReviewsQuerySchema>;

/** Validated for shape here; lengths and the builder id by validateReview (field messages). */
const ReviewFields = {
  rating: Int({ minimum: -100, maximum: 100 }),
  body: Text({ maxLength: REVIEW_LIMITS.body.max * 4 }),
  builder: Line({ maxLength: 100 }),
  builderVersion: Line({ maxLength: 400 }),
  works: Type.Boolean(),
};

export const CreateReviewBodySchema = Type.Object(
  { extensionId: Id, ...ReviewFields },
  { additionalProperties: false, $id: 'CreateReviewBody' },
);
export type CreateReviewBody = Type.Static<typeof CreateReviewBodySchema>;

export const UpdateReviewBodySchema = Type.Object(ReviewFields, {
  additionalProperties: false,
  $id: 'UpdateReviewBody',
});
export type UpdateReviewBody = Type.Static<typeof UpdateReviewBodySchema>;

export const ReviewIdParamsSchema = Type.Object(
  { id: Id },
  { additionalProperties: false },
);

export const ReplyBodySchema = Type.Object(
  { body: Text({ maxLength: REVIEW_LIMITS.reply.max * 4 }) },
  { additionalProperties: false, $id: 'ReviewReplyBody' },
);
export type ReplyBody = Type.Static<typeof ReplyBodySchema>;

export const HelpfulBodySchema = Type.Object(
  { helpful: Type.Boolean() },
  { additionalProperties: false, $id: 'ReviewHelpfulBody' },
);
export type HelpfulBody = Type.Static<typeof HelpfulBodySchema>;

export const ReviewReportBodySchema = Type.Object(
  { details: Text({ maxLength: REVIEW_LIMITS.reportDetails.max * 4 }) },
  { additionalProperties: false, $id: 'ReviewReportBody' },
);
export type ReviewReportBody = Type.Static<typeof ReviewReportBodySchema>;

export const HiddenBodySchema = Type.Object(
  { hidden: Type.Boolean() },
  { additionalProperties: false, $id: 'ReviewHiddenBody' },
);
export type HiddenBody = Type.Static<typeof HiddenBodySchema>;

const BuilderSchema = Type.Enum(PLATFORMS);

export const ReviewSchema = Type.Object({
  id: Type.String(),
  extensionId: Type.String(),
  rating: Type.Integer({ minimum: 1, maximum: 5 }),
  /** Plain text: render as text, never as HTML. */
  body: Type.String(),
  builder: BuilderSchema,
  builderVersion: Type.String(),
  works: Type.Boolean(),
  author: Type.Object({ username: Type.String(), name: Type.String() }),
  createdAt: IsoDate,
  updatedAt: IsoDate,
  helpful: Type.Integer({ minimum: 0 }),
  /** Whether the caller marked it helpful (false when signed out). */
  votedHelpful: Type.Boolean(),
  hidden: Type.Boolean(),
  reply: Nullable(
    Type.Object({ body: Type.String(), createdAt: IsoDate, updatedAt: IsoDate }),
  ),
});
export type Review = Type.Static<typeof ReviewSchema>;

export const BuilderReportSchema = Type.Object({
  builder: BuilderSchema,
  works: Type.Integer({ minimum: 0 }),
  fails: Type.Integer({ minimum: 0 }),
  /** The maker lists this builder under "Works with". */
  claimed: Type.Boolean(),
});
export type BuilderReport = Type.Static<typeof BuilderReportSchema>;

export const RatingSummarySchema = Type.Object({
  average: Nullable(Type.Number()),
  count: Type.Integer({ minimum: 0 }),
  /** Visible reviews with 1, 2, 3, 4 and 5 stars (index 0 = 1 star). */
  distribution: Type.Array(Type.Integer({ minimum: 0 }), { minItems: 5, maxItems: 5 }),
  builders: Type.Array(BuilderReportSchema),
});
export type RatingSummary = Type.Static<typeof RatingSummarySchema>;

export const ReviewsResponseSchema = Type.Object({
  summary: RatingSummarySchema,
  reviews: Type.Array(ReviewSchema),
  total: Type.Integer(),
  skip: Type.Integer(),
  limit: Type.Integer(),
  /** The caller's own review (even when hidden), null when none or signed out. */
  mine: Nullable(ReviewSchema),
  /** Whether the caller may write one: they own it and are not its maker. */
  canReview: Type.Boolean(),
  /** Whether the caller is the maker (may reply). */
  isMaker: Type.Boolean(),
});
export type ReviewsResponse = Type.Static<typeof ReviewsResponseSchema>;

export const ReviewResponseSchema = Type.Object({ review: ReviewSchema });
export type ReviewResponse = Type.Static<typeof ReviewResponseSchema>;

export const AdminReviewReportsQuerySchema = Type.Object(
  {
    status: Type.Optional(Type.Enum(REVIEW_REPORT_STATUSES)),
    skip: Type.Optional(Int({ minimum: 0, maximum: 100_000 })),
    limit: Type.Optional(Int({ minimum: 1, maximum: 100 })),
  },
  { additionalProperties: false },
);
export type AdminReviewReportsQuery = Type.Static<typeof AdminReviewReportsQuerySchema>;

export const AdminReviewReportSchema = Type.Object({
  id: Type.String(),
  status: Type.Enum(REVIEW_REPORT_STATUSES),
  details: Type.String(),
  reporter: Type.String(),
  createdAt: IsoDate,
  review: ReviewSchema,
  extension: Type.Object({ slug: Type.String(), name: Type.String() }),
});
export type AdminReviewReport = Type.Static<typeof AdminReviewReportSchema>;

export const AdminReviewReportsResponseSchema = Type.Object({
  reports: Type.Array(AdminReviewReportSchema),
  total: Type.Integer(),
  open: Type.Integer(),
});
export type AdminReviewReportsResponse = Type.Static<
  typeof AdminReviewReportsResponseSchema
>;

export const ReportReceiptSchema = Type.Object({ id: Type.String() });
