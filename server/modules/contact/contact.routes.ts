/**
 * POST /api/contact-us and POST /api/feedback (app backend). Strict bodies, a
 * per-address limit of 5 messages a minute per form, 201 with a receipt.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  CONTACT_LIMITS,
  CONTACT_MESSAGES,
  ContactBodySchema,
  ContactReceiptSchema,
  FeedbackBodySchema,
  type ContactBody,
  type FeedbackBody,
} from '#shared/api/contact';
import { errorResponses } from '#shared/api/common';
import { AppError } from '../../errors';
import { perMinute, type RouteLimitOptions } from '../route-limits';
import { submitContactMessage, submitFeedback, trimUserAgent } from './contact.service';
import { ROUTES } from '#shared/api/routes';

const response = { 201: ContactReceiptSchema, ...errorResponses };

export async function contactRoutes(app: FastifyInstance, options: RouteLimitOptions) {
  const limit = perMinute(CONTACT_LIMITS.perMinute, options);
  const rateLimit = {
    ...limit,
    // An AppError goes through the shared error handler like every other failure.
    errorResponseBuilder: (
      _request: FastifyRequest,
      context: { ttl: number; max: number },
    ) =>
      new AppError(
        429,
        'RATE_LIMITED',
        CONTACT_MESSAGES.rateLimited(
          Math.max(1, Math.ceil(context.ttl / 1000)),
          context.max,
        ),
      ),
  };
  app.post<{ Body: ContactBody }>(
    ROUTES.contactUs.path,
    {
      config: { rateLimit },
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the AIX Market team',
        body: ContactBodySchema,
        response,
      },
    },
    async (request, reply) => {
      const receipt = await submitContactMessage(
        app.db,
        request.body,
        trimUserAgent(request.headers['user-agent']),
      );
      return reply.status(201).send(receipt);
    },
  );

  app.post<{ Body: FeedbackBody }>(
    ROUTES.feedback.path,
    {
      config: { rateLimit },
      schema: {
        tags: ['contact'],
        summary: 'Rate AIX Market and leave feedback',
        body: FeedbackBodySchema,
        response,
      },
    },
    async (request, reply) => {
      const receipt = await submitFeedback(
        app.db,
        request.body,
        trimUserAgent(request.headers['user-agent']),
      );
      return reply.status(201).send(receipt);
    },
  );
}
