/**
 * Reviews (issue 21 §1): the public read of an extension's reviews, owners' writes
 * under /api/reviews (a session: `auth: 'user'`) and the moderators' queue and
 * hide/unhide under /admin (the auth plugin requires an admin there). Writes are
 * rate-limited per address with the reviews' own message.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { RateLimitOptions } from '@fastify/rate-limit';
import Type from 'typebox';
import { ErrorBodySchema, errorResponses } from '#shared/api/common';
import { SlugOrIdParamsSchema } from '#shared/api/extensions';
import {
  AdminReviewReportsQuerySchema,
  AdminReviewReportsResponseSchema,
  CreateReviewBodySchema,
  HelpfulBodySchema,
  HiddenBodySchema,
  ReplyBodySchema,
  ReportReceiptSchema,
  ReviewIdParamsSchema,
  ReviewReportBodySchema,
  ReviewResponseSchema,
  ReviewsQuerySchema,
  ReviewsResponseSchema,
  REVIEW_LIMITS,
  REVIEW_MESSAGES,
  UpdateReviewBodySchema,
} from '#shared/api/reviews';
import { ROUTES } from '#shared/api/routes';
import { AppError } from '../../errors';
import { currentUser, optionalUser } from '../../plugins/auth';
import { perMinute, type RouteLimitOptions } from '../route-limits';
import {
  createReview,
  editReview,
  removeReview,
  replyToReview,
  reportReview,
  reviewReportQueue,
  reviewsPage,
  setHidden,
  voteHelpful,
} from './reviews.service';

const tags = ['reviews'];
const errors = {
  ...errorResponses,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  409: ErrorBodySchema,
};
const security = [{ bearer: [] }];

const errorResponseBuilder = (_request: FastifyRequest, context: { ttl: number }) =>
  new AppError(429, 'RATE_LIMITED', REVIEW_MESSAGES.rateLimited(context.ttl / 1000));

function limit(max: number, options: RouteLimitOptions, window = '1 minute') {
  const base = perMinute(max, options);
  return { ...base, timeWindow: window, errorResponseBuilder } satisfies RateLimitOptions;
}

export async function reviewRoutes(app: FastifyInstance, options: RouteLimitOptions) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const writes = limit(REVIEW_LIMITS.writesPerMinute, options);

  api.get(
    ROUTES.reviews.path,
    {
      config: { rateLimit: perMinute(240, options) },
      schema: {
        tags,
        summary: 'An extension’s rating summary, compatibility table and reviews',
        params: SlugOrIdParamsSchema,
        querystring: ReviewsQuerySchema,
        response: { 200: ReviewsResponseSchema, ...errorResponses },
      },
    },
    async request =>
      reviewsPage(
        app.db,
        request.params.slugOrId,
        request.query,
        await optionalUser(request),
      ),
  );

  api.post(
    ROUTES.createReview.path,
    {
      config: { auth: 'user', rateLimit: writes },
      schema: {
        tags,
        summary: 'Review an extension you own (one per user)',
        security,
        body: CreateReviewBodySchema,
        response: { 201: ReviewResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const review = await createReview(
        app.catalogue,
        currentUser(request),
        request.body,
      );
      return reply.status(201).send({ review });
    },
  );

  api.put(
    ROUTES.updateReview.path,
    {
      config: { auth: 'user', rateLimit: writes },
      schema: {
        tags,
        summary: 'Edit your review',
        security,
        params: ReviewIdParamsSchema,
        body: UpdateReviewBodySchema,
        response: { 200: ReviewResponseSchema, ...errors },
      },
    },
    async request => ({
      review: await editReview(
        app.catalogue,
        currentUser(request),
        request.params.id,
        request.body,
      ),
    }),
  );

  api.delete(
    ROUTES.deleteReview.path,
    {
      config: { auth: 'user', rateLimit: writes },
      schema: {
        tags,
        summary: 'Delete your review',
        security,
        params: ReviewIdParamsSchema,
        response: { 200: Type.Object({ deleted: Type.Boolean() }), ...errors },
      },
    },
    async request => removeReview(app.catalogue, currentUser(request), request.params.id),
  );

  api.put(
    ROUTES.replyToReview.path,
    {
      config: { auth: 'user', rateLimit: writes },
      schema: {
        tags,
        summary: 'The maker’s one reply to a review (written or edited)',
        security,
        params: ReviewIdParamsSchema,
        body: ReplyBodySchema,
        response: { 200: ReviewResponseSchema, ...errors },
      },
    },
    async request => ({
      review: await replyToReview(
        app.catalogue,
        currentUser(request),
        request.params.id,
        request.body.body,
      ),
    }),
  );

  api.put(
    ROUTES.voteReviewHelpful.path,
    {
      config: { auth: 'user', rateLimit: limit(REVIEW_LIMITS.votesPerMinute, options) },
      schema: {
        tags,
        summary: 'Mark a review helpful, or take the mark back',
        security,
        params: ReviewIdParamsSchema,
        body: HelpfulBodySchema,
        response: { 200: ReviewResponseSchema, ...errors },
      },
    },
    async request => ({
      review: await voteHelpful(
        app.db,
        currentUser(request),
        request.params.id,
        request.body.helpful,
      ),
    }),
  );

  api.post(
    ROUTES.reportReview.path,
    {
      config: {
        auth: 'user',
        rateLimit: limit(REVIEW_LIMITS.reportsPerHour, options, '1 hour'),
      },
      schema: {
        tags,
        summary: 'Report a review to the moderators',
        security,
        params: ReviewIdParamsSchema,
        body: ReviewReportBodySchema,
        response: { 201: ReportReceiptSchema, ...errors },
      },
    },
    async (request, reply) => {
      const receipt = await reportReview(
        app.db,
        currentUser(request),
        request.params.id,
        request.body.details,
      );
      return reply.status(201).send(receipt);
    },
  );

  api.get(
    ROUTES.reviewReports.path,
    {
      schema: {
        tags: ['admin'],
        summary: 'Reported reviews, newest first, open or resolved',
        security,
        querystring: AdminReviewReportsQuerySchema,
        response: { 200: AdminReviewReportsResponseSchema, ...errors },
      },
    },
    async request => reviewReportQueue(app.db, request.query),
  );

  api.put(
    ROUTES.setReviewHidden.path,
    {
      schema: {
        tags: ['admin'],
        summary: 'Hide a review (closing its reports) or show it again',
        security,
        params: ReviewIdParamsSchema,
        body: HiddenBodySchema,
        response: { 200: ReviewResponseSchema, ...errors },
      },
    },
    async request => ({
      review: await setHidden(
        app.catalogue,
        currentUser(request),
        request.params.id,
        request.body.hidden,
      ),
    }),
  );
}
