/** The docs editor's link tool: a card (title, description, image, site) for a URL. */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { errorResponses, ErrorBodySchema } from '#shared/api/common';
import {
  LinkPreviewQuerySchema,
  LinkPreviewResponseSchema,
  type LinkPreviewResponse,
} from '#shared/api/publishing';
import { AppError } from '../../errors';
import { perMinute, type RouteLimitOptions } from '../route-limits';
import { fetchPage, LinkPreviewError, type FetchPageOptions } from './fetch-page';
import { parsePageMeta } from './meta-parser';
import { ROUTES } from '#shared/api/routes';

export interface LinkPreviewRouteOptions extends RouteLimitOptions {
  /** Tests point the fetcher at loopback servers explicitly; production uses the defaults. */
  fetchOptions?: FetchPageOptions;
}

export async function linkPreview(
  url: string,
  options: FetchPageOptions = {},
): Promise<LinkPreviewResponse> {
  try {
    const page = await fetchPage(url, options);
    const meta = parsePageMeta(page.html, page.url);
    return {
      success: 1,
      link: page.url,
      meta: {
        title: meta.title,
        description: meta.description,
        image: { url: meta.image },
        site_name: meta.siteName,
      },
    };
  } catch (error) {
    if (error instanceof LinkPreviewError) {
      throw error.kind === 'refused'
        ? new AppError(400, 'BAD_REQUEST', error.message, 'url')
        : new AppError(422, 'BAD_REQUEST', error.message, 'url');
    }
    throw error;
  }
}

export async function linkPreviewRoutes(
  app: FastifyInstance,
  options: LinkPreviewRouteOptions,
) {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    ROUTES.linkPreview.path,
    {
      config: { rateLimit: perMinute(30, options) },
      schema: {
        tags: ['publishing'],
        summary: 'Link card data of a web page (Editor.js link tool)',
        description:
          'Fetches the page on the server: http(s) only, public addresses only (checked after every redirect), 5 s, 1 MB, HTML only.',
        querystring: LinkPreviewQuerySchema,
        response: {
          200: LinkPreviewResponseSchema,
          ...errorResponses,
          422: ErrorBodySchema,
        },
      },
    },
    async request => linkPreview(request.query.url, options.fetchOptions),
  );
}
