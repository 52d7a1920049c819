/**
 * `POST /authenticated/api/download/own` and the GET of its signed link: a maker
 * downloads a build of their own extension (the command line's `download`, which a
 * maker could not use because checkout refuses one's own extension). Tokens allowed,
 * like the buyer's download routes.
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  DownloadLinkSchema,
  DownloadOwnBodySchema,
  DownloadTokenParamsSchema,
} from '#shared/api/commerce';
import { ErrorBodySchema, errorResponses } from '#shared/api/common';
import { ROUTES } from '#shared/api/routes';
import { currentUser } from '../../plugins/auth';
import { perMinute, type RouteLimitOptions } from '../route-limits';
import type { DeliveryDeps } from './delivery';
import { ownDownloadLink, serveOwnDownload } from './own-download';

const tags = ['orders'];

export async function ownDownloadRoutes(
  app: FastifyInstance,
  options: RouteLimitOptions,
) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const delivery = (): DeliveryDeps => ({
    db: app.db,
    catalogue: app.catalogue,
    storage: app.storage,
    linkSecret: app.payments.linkSecret,
    signer: app.signer,
  });

  api.post(
    ROUTES.downloadOwn.path,
    {
      config: { tokens: true, rateLimit: perMinute(60, options) },
      schema: {
        tags,
        summary:
          'A signed link (10 minutes) to one version of the caller’s own extension',
        body: DownloadOwnBodySchema,
        response: {
          200: DownloadLinkSchema,
          ...errorResponses,
          401: ErrorBodySchema,
          403: ErrorBodySchema,
        },
      },
    },
    async request =>
      ownDownloadLink(
        delivery(),
        currentUser(request),
        request.body.extensionId,
        request.body.version,
      ),
  );

  api.get(
    ROUTES.downloadOwnFile.path,
    {
      config: { rateLimit: perMinute(120, options) },
      schema: {
        tags,
        summary: 'The file of a maker’s signed own-download link (Range supported)',
        params: DownloadTokenParamsSchema,
        response: {
          403: ErrorBodySchema,
          410: ErrorBodySchema,
          416: ErrorBodySchema,
          ...errorResponses,
        },
      },
    },
    async (request, reply) =>
      serveOwnDownload(
        delivery(),
        {
          token: request.params.token,
          range: request.headers.range,
          ifRange:
            typeof request.headers['if-range'] === 'string'
              ? request.headers['if-range']
              : undefined,
        },
        reply,
      ),
  );
}
