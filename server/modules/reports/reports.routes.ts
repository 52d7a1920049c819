/**
 * POST /api/report-extension (anyone, limited per address) and the moderators'
 * queue under /admin/reports (the auth plugin requires an admin session there).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ErrorBodySchema, errorResponses } from '#shared/api/common';
import {
  AdminReportResponseSchema,
  AdminReportsQuerySchema,
  AdminReportsResponseSchema,
  REPORT_LIMITS,
  REPORT_MESSAGES,
  ReportBodySchema,
  ReportIdParamsSchema,
  ReportReceiptSchema,
  ResolveReportBodySchema,
  UnpublishReportedBodySchema,
} from '#shared/api/reports';
import { ROUTES } from '#shared/api/routes';
import { AppError } from '../../errors';
import { currentUser, optionalUser } from '../../plugins/auth';
import type { RouteLimitOptions } from '../route-limits';
import {
  reportQueue,
  resolveReport,
  submitReport,
  unpublishReported,
} from './reports.service';

const adminErrors = {
  ...errorResponses,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
};
const security = [{ bearer: [] }];

export async function reportRoutes(app: FastifyInstance, options: RouteLimitOptions) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.post(
    ROUTES.reportExtension.path,
    {
      config: {
        rateLimit: {
          max: Math.max(1, Math.round(REPORT_LIMITS.perHour * options.rateLimitScale)),
          timeWindow: '1 hour',
          errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) =>
            new AppError(
              429,
              'RATE_LIMITED',
              REPORT_MESSAGES.rateLimited(context.ttl / 1000),
            ),
        },
      },
      schema: {
        tags: ['reports'],
        summary: 'Report an extension to the moderators',
        body: ReportBodySchema,
        response: { 201: ReportReceiptSchema, ...errorResponses, 404: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const receipt = await submitReport(
        app.db,
        request.body,
        await optionalUser(request),
      );
      return reply.status(201).send(receipt);
    },
  );

  api.get(
    ROUTES.reports.path,
    {
      schema: {
        tags: ['admin'],
        summary: 'Reports, newest first, open or resolved',
        security,
        querystring: AdminReportsQuerySchema,
        response: { 200: AdminReportsResponseSchema, ...adminErrors },
      },
    },
    async request => reportQueue(app.db, request.query),
  );

  api.post(
    ROUTES.resolveReport.path,
    {
      schema: {
        tags: ['admin'],
        summary: 'Close a report without changing the extension',
        security,
        params: ReportIdParamsSchema,
        body: ResolveReportBodySchema,
        response: { 200: AdminReportResponseSchema, ...adminErrors },
      },
    },
    async request => ({
      report: await resolveReport(
        app.catalogue,
        currentUser(request),
        request.params.id,
        request.body.note,
      ),
    }),
  );

  api.post(
    ROUTES.unpublishReported.path,
    {
      schema: {
        tags: ['admin'],
        summary: 'Unpublish a reported extension with a message to its author',
        security,
        params: ReportIdParamsSchema,
        body: UnpublishReportedBodySchema,
        response: { 200: AdminReportResponseSchema, ...adminErrors },
      },
    },
    async request => ({
      report: await unpublishReported(
        app.catalogue,
        currentUser(request),
        request.params.id,
        request.body.message,
      ),
    }),
  );
}
