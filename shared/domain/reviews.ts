/**
 * Rules and messages of reviews (issue 21 §1), shared by the review form and the
 * server so both say the same thing (no TypeBox here: the browser bundle stays small).
 * A review names the builder it was tried in, with the ids of PLATFORMS, so the
 * compatibility table sits beside the maker's own "Works with" claim.
 */
import { PLATFORMS, type Platform } from '../constants';
import type { FieldErrors } from './validation';

export const REVIEW_LIMITS = {
  rating: { min: 1, max: 5 },
  body: { min: 10, max: 2000 },
  builderVersion: { min: 1, max: 40 },
  reply: { min: 2, max: 2000 },
  reportDetails: { max: 1000 },
  pageSize: 10,
  /** Writes (create, edit, delete, reply) one address may send per minute. */
  writesPerMinute: 10,
  /** Helpful votes per minute per address. */
  votesPerMinute: 30,
  /** Review reports per hour per address. */
  reportsPerHour: 10,
} as const;

/** Where a review report stands in the moderators' queue. */
export const REVIEW_REPORT_STATUSES = ['open', 'resolved'] as const;
export type ReviewReportStatus = (typeof REVIEW_REPORT_STATUSES)[number];

export const REVIEW_SORTS = ['helpful', 'newest'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
export const REVIEW_SORT_LABELS: Record<ReviewSort, string> = {
  helpful: 'Most helpful',
  newest: 'Newest',
};

export const REVIEW_MESSAGES = {
  rating: 'Choose a rating from 1 to 5 stars',
  body: `Write ${REVIEW_LIMITS.body.min} to ${REVIEW_LIMITS.body.max} characters`,
  builder: 'Choose the builder you used',
  builderVersion: `Enter the builder version you used (up to ${REVIEW_LIMITS.builderVersion.max} characters)`,
  works: 'Say whether it worked in that builder',
  reply: `Write a reply of ${REVIEW_LIMITS.reply.min} to ${REVIEW_LIMITS.reply.max} characters`,
  reportDetails: `Keep the details under ${REVIEW_LIMITS.reportDetails.max} characters`,
  notOwned: 'Get or buy this extension before you review it',
  ownExtension: 'You cannot review your own extension',
  alreadyReviewed: 'You have already reviewed this extension: edit your review instead',
  notFound: 'No such review',
  extensionNotFound: 'No such extension',
  notYours: 'Only the author of this review may change it',
  notMaker: 'Only the maker of this extension may reply',
  ownReview: 'You cannot mark your own review as helpful',
  alreadyReported: 'You have already reported this review',
  rateLimited: (seconds: number) =>
    `Too many review actions. Please wait ${Math.ceil(seconds)} s and try again.`,
} as const;

export interface ReviewInput {
  rating: number;
  body: string;
  builder: string;
  builderVersion: string;
  works: boolean;
}

export type ReviewField = 'rating' | 'body' | 'builder' | 'builderVersion' | 'works';
export const REVIEW_FIELD_ORDER: readonly ReviewField[] = [
  'rating',
  'builder',
  'builderVersion',
  'works',
  'body',
];

export const isBuilder = (value: string): value is Platform =>
  (PLATFORMS as readonly string[]).includes(value);

/**
 * Trims the text fields and folds Windows line ends; the server stores exactly this.
 * The text stays plain text: it is never parsed as HTML and always rendered as text.
 */
export function normalizeReview(input: ReviewInput): ReviewInput {
  return {
    rating: input.rating,
    body: input.body.replace(/\r\n?/g, '\n').trim(),
    builder: input.builder.trim(),
    builderVersion: input.builderVersion.trim(),
    works: input.works,
  };
}

const within = (value: string, limits: { min: number; max: number }) =>
  [...value].length >= limits.min && [...value].length <= limits.max;

export function validateReview(input: ReviewInput): FieldErrors<ReviewField> {
  const value = normalizeReview(input);
  const errors: FieldErrors<ReviewField> = {};
  const { min, max } = REVIEW_LIMITS.rating;
  if (!Number.isInteger(value.rating) || value.rating < min || value.rating > max) {
    errors.rating = REVIEW_MESSAGES.rating;
  }
  if (!within(value.body, REVIEW_LIMITS.body)) errors.body = REVIEW_MESSAGES.body;
  if (!isBuilder(value.builder)) errors.builder = REVIEW_MESSAGES.builder;
  if (!within(value.builderVersion, REVIEW_LIMITS.builderVersion)) {
    errors.builderVersion = REVIEW_MESSAGES.builderVersion;
  }
  if (typeof value.works !== 'boolean') errors.works = REVIEW_MESSAGES.works;
  return errors;
}

export function validateReply(text: string): string | undefined {
  return within(text.trim(), REVIEW_LIMITS.reply) ? undefined : REVIEW_MESSAGES.reply;
}

/** The extension's rating sort key: the average ×100, rounded (0 when unrated). */
export function ratingSortKey(sum: number, count: number): number {
  return count === 0 ? 0 : Math.round((sum * 100) / count);
}

/**
 * "Reported working with <builder>": more visible reviews in that builder say it
 * works than say it does not.
 */
export const reportedWorking = (works: number, fails: number) => works > fails;
