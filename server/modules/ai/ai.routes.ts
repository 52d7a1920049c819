/**
 * POST /private/api/ai/create-curl (anyone; strict limit per address) and
 * POST /authenticated/api/ai/create-curl (signed in; looser limit per user).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  AI_LIMITS,
  AI_MESSAGES,
  CreateCurlBodySchema,
  CreateCurlResponseSchema,
  type CreateCurlBody,
  type CreateCurlResponse,
} from '#shared/api/ai';
import { ErrorBodySchema, errorResponses } from '#shared/api/common';
import type { Config } from '../../config/index';
import { AppError } from '../../errors';
import { requireUser } from '../../plugins/auth';
import { perMinute } from '../route-limits';
import { createProvider } from './ai.provider';
import { createCurl } from './ai.service';
import { ROUTES } from '#shared/api/routes';

// An AppError goes through the shared error handler like every other failure.
const errorResponseBuilder = (_request: FastifyRequest, context: { ttl: number }) =>
  new AppError(
    429,
    'RATE_LIMITED',
    AI_MESSAGES.rateLimited(Math.max(1, Math.ceil(context.ttl / 1000))),
  );

export async function aiRoutes(app: FastifyInstance, { config }: { config: Config }) {
  const provider = createProvider(config.ai);
  const schema = {
    tags: ['ai'],
    body: CreateCurlBodySchema,
    response: { 200: CreateCurlResponseSchema, ...errorResponses },
  };
  const handler = (
    request: FastifyRequest<{ Body: CreateCurlBody }>,
  ): Promise<CreateCurlResponse> =>
    createCurl(request.body.userInput, provider, request.log);

  app.post<{ Body: CreateCurlBody }>(
    ROUTES.aiCreateCurl.path,
    {
      config: {
        rateLimit: {
          ...perMinute(AI_LIMITS.publicPerMinute, config),
          errorResponseBuilder,
        },
      },
      schema: { ...schema, summary: 'Turn a plain description into one curl command' },
    },
    handler,
  );

  app.post<{ Body: CreateCurlBody }>(
    ROUTES.aiCreateCurlSignedIn.path,
    {
      preHandler: requireUser,
      config: {
        auth: 'user',
        rateLimit: {
          ...perMinute(AI_LIMITS.userPerMinute, config),
          // Counted per account, after requireUser has identified it.
          hook: 'preHandler',
          keyGenerator: request => `ai-user:${request.authUser?.id ?? request.ip}`,
          errorResponseBuilder,
        },
      },
      schema: {
        ...schema,
        summary:
          'Turn a plain description into one curl command (signed in, higher limit)',
        security: [{ bearer: [] }],
        response: { ...schema.response, 401: ErrorBodySchema, 403: ErrorBodySchema },
      },
    },
    handler,
  );
}
