/**
 * The review screens' logic without React: the form's draft and its checks (the same
 * rules and messages as the server, shared/domain/reviews.ts), and the rows of the
 * star distribution and the compatibility table. Kept here so it is unit-tested.
 */
import { PLATFORM_LABELS, type Platform } from '#shared/constants';
import { formatAverage } from '#shared/format';
import {
  reportedWorking,
  REVIEW_MESSAGES,
  validateReview,
  type ReviewField,
  type ReviewInput,
} from '#shared/domain/reviews';
import type { RatingSummary, Review } from '#shared/api/reviews';

export interface ReviewDraft {
  rating: number;
  body: string;
  builder: string;
  builderVersion: string;
  /** null until the reviewer says. */
  works: boolean | null;
}

export const EMPTY_DRAFT: ReviewDraft = {
  rating: 0,
  body: '',
  builder: '',
  builderVersion: '',
  works: null,
};

export function draftOf(review: Review): ReviewDraft {
  return {
    rating: review.rating,
    body: review.body,
    builder: review.builder,
    builderVersion: review.builderVersion,
    works: review.works,
  };
}

export type DraftCheck =
  | { ok: true; input: ReviewInput }
  | { ok: false; errors: Partial<Record<ReviewField, string>> };

/** The draft as the API body, or the message of each field that is wrong. */
export function checkDraft(draft: ReviewDraft): DraftCheck {
  const input: ReviewInput = {
    rating: draft.rating,
    body: draft.body,
    builder: draft.builder,
    builderVersion: draft.builderVersion,
    works: draft.works ?? false,
  };
  const errors = validateReview(input);
  if (draft.works === null) errors.works = REVIEW_MESSAGES.works;
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, input };
}

export interface DistributionRow {
  stars: number;
  count: number;
  /** Whole percent of all visible reviews (0 when there are none). */
  percent: number;
}

/** Five rows, 5 stars first, as stores show them. */
export function distributionRows(summary: RatingSummary): DistributionRow[] {
  return [5, 4, 3, 2, 1].map(stars => {
    const count = summary.distribution[stars - 1] ?? 0;
    return {
      stars,
      count,
      percent: summary.count === 0 ? 0 : Math.round((count / summary.count) * 100),
    };
  });
}

export interface CompatibilityRow {
  builder: Platform;
  label: string;
  works: number;
  fails: number;
  claimed: boolean;
  /** What reviewers say, in words. */
  verdict: string;
}

export function compatibilityRows(summary: RatingSummary): CompatibilityRow[] {
  return summary.builders.map(row => ({
    ...row,
    label: PLATFORM_LABELS[row.builder] ?? row.builder,
    verdict:
      row.works + row.fails === 0
        ? 'No reports yet'
        : reportedWorking(row.works, row.fails)
          ? 'Reported working'
          : 'Reported problems',
  }));
}

/** "4.5 out of 5 from 12 reviews", or "No reviews yet". */
export function ratingSentence(average: number | null, count: number): string {
  if (average === null || count === 0) return 'No reviews yet';
  return `${formatAverage(average)} out of 5 from ${count} review${count === 1 ? '' : 's'}`;
}
