/** Typed calls for reviews (issue 21): reading, writing, replies, votes, reports, moderation. */
import type {
  AdminReviewReportsQuery,
  AdminReviewReportsResponse,
  CreateReviewBody,
  ReviewResponse,
  ReviewsQuery,
  ReviewsResponse,
  UpdateReviewBody,
} from '../reviews';
import { ROUTES } from '../routes';
import { sessionHeaders } from './call-headers';
import type { ApiClient, ApiSession } from './http';

/**
 * `session`, when given, is sent instead of the client's own: the page asks as the
 * user it just saw sign in, even before the client's profile has caught up.
 */
export function listReviews(
  api: ApiClient,
  slugOrId: string,
  query: ReviewsQuery,
  signal?: AbortSignal,
  session?: ApiSession | null,
): Promise<ReviewsResponse> {
  return api.request(ROUTES.reviews, {
    params: { slugOrId },
    query,
    signal,
    ...(session ? { headers: sessionHeaders(session) } : {}),
  });
}

export function createReview(
  api: ApiClient,
  body: CreateReviewBody,
): Promise<ReviewResponse> {
  return api.request(ROUTES.createReview, { body });
}

export function updateReview(
  api: ApiClient,
  id: string,
  body: UpdateReviewBody,
): Promise<ReviewResponse> {
  return api.request(ROUTES.updateReview, { params: { id }, body });
}

export function deleteReview(api: ApiClient, id: string): Promise<{ deleted: boolean }> {
  return api.request(ROUTES.deleteReview, { params: { id } });
}

export function replyToReview(
  api: ApiClient,
  id: string,
  body: string,
): Promise<ReviewResponse> {
  return api.request(ROUTES.replyToReview, { params: { id }, body: { body } });
}

export function voteHelpful(
  api: ApiClient,
  id: string,
  helpful: boolean,
): Promise<ReviewResponse> {
  return api.request(ROUTES.voteReviewHelpful, { params: { id }, body: { helpful } });
}

export function reportReview(
  api: ApiClient,
  id: string,
  details: string,
): Promise<{ id: string }> {
  return api.request(ROUTES.reportReview, { params: { id }, body: { details } });
}

export function listReviewReports(
  api: ApiClient,
  query: AdminReviewReportsQuery,
  signal?: AbortSignal,
): Promise<AdminReviewReportsResponse> {
  return api.request(ROUTES.reviewReports, { query, signal });
}

export function setReviewHidden(
  api: ApiClient,
  id: string,
  hidden: boolean,
): Promise<ReviewResponse> {
  return api.request(ROUTES.setReviewHidden, { params: { id }, body: { hidden } });
}
