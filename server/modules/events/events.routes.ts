/**
 * POST /api/events (anyone; linked to the user when a valid session comes along)
 * and GET /admin/events/daily (admins: counts per day for a chart).
 */
import type { FastifyInstance } from 'fastify';
import { ErrorBodySchema, errorResponses } from '#shared/api/common';
import {
  DailyCountsQuerySchema,
  DailyCountsResponseSchema,
  EventBodySchema,
  type DailyCountsQuery,
  type DailyCountsResponse,
  type EventBody,
} from '#shared/api/events';
import type { Config } from '../../config/index';
import { optionalUser } from '../../plugins/auth';
import { perMinute } from '../route-limits';
import { dailyCounts, recordEvent } from './events.service';
import { ROUTES } from '#shared/api/routes';

export async function eventsRoutes(app: FastifyInstance, { config }: { config: Config }) {
  app.post<{ Body: EventBody }>(
    ROUTES.recordEvent.path,
    {
      config: { rateLimit: perMinute(120, config) },
      schema: {
        tags: ['analytics'],
        summary: 'Record a page_view or auth_attempt event',
        body: EventBodySchema,
        response: { 204: { type: 'null' }, ...errorResponses },
      },
    },
    async (request, reply) => {
      const user = await optionalUser(request);
      await recordEvent(app.db, request.body, user?.id ?? null);
      return reply.status(204).send();
    },
  );

  app.get<{ Querystring: DailyCountsQuery }>(
    ROUTES.dailyEvents.path,
    {
      schema: {
        tags: ['admin', 'analytics'],
        summary: 'Events per day (page views, sign-in attempts by outcome)',
        security: [{ bearer: [] }],
        querystring: DailyCountsQuerySchema,
        response: {
          200: DailyCountsResponseSchema,
          ...errorResponses,
          401: ErrorBodySchema,
          403: ErrorBodySchema,
        },
      },
    },
    (request): Promise<DailyCountsResponse> => dailyCounts(app.db, request.query),
  );
}
