/**
 * Public catalogue routes of the cloud-functions backend (spec §7): list-all,
 * count-filter, weekly-trending, about-all and one extension by slug or id.
 * Static paths win over `/:slugOrId` in Fastify's router, whatever the order here.
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { errorResponses } from '#shared/api/common';
import {
  AboutAllResponseSchema,
  CountFilterQuerySchema,
  CountResponseSchema,
  ExtensionDetailSchema,
  ListAllBodySchema,
  ListAllResponseSchema,
  SlugOrIdParamsSchema,
  TrendingResponseSchema,
} from '#shared/api/extensions';
import { notFound } from '../../errors';
import { perMinute, type RouteLimitOptions } from '../route-limits';
import {
  aboutCatalogue,
  countCatalogue,
  extensionDetail,
  listCatalogue,
  weeklyTrending,
} from './extensions.service';
import { ROUTES } from '#shared/api/routes';

const tags = ['extensions'];

export async function extensionRoutes(app: FastifyInstance, options: RouteLimitOptions) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.post(
    ROUTES.listAll.path,
    {
      config: { rateLimit: perMinute(240, options) },
      schema: {
        tags,
        summary: 'List published extensions',
        description:
          'Search (name, description, tags, package name), filter by type, category and platform, sort and page. An exact name match ranks first.',
        body: ListAllBodySchema,
        response: { 200: ListAllResponseSchema, ...errorResponses },
      },
    },
    async request => listCatalogue(app.catalogue, request.body ?? {}),
  );

  api.get(
    ROUTES.countFilter.path,
    {
      config: { rateLimit: perMinute(240, options), publicCache: true },
      schema: {
        tags,
        summary: 'Count published extensions matching a filter',
        description: 'Agrees with `total` of list-all for the same filter.',
        querystring: CountFilterQuerySchema,
        response: { 200: CountResponseSchema, ...errorResponses },
      },
    },
    async request => countCatalogue(app.catalogue, request.query),
  );

  api.get(
    ROUTES.weeklyTrending.path,
    {
      config: { rateLimit: perMinute(120, options), publicCache: true },
      schema: {
        tags,
        summary: 'Top 10 extensions of the last 7 days',
        description:
          'Ranked by downloads + likes over the last 7 UTC days; all-time downloads when the week is empty.',
        response: { 200: TrendingResponseSchema, 429: errorResponses[429] },
      },
    },
    async () => weeklyTrending(app.catalogue),
  );

  api.get(
    ROUTES.aboutAll.path,
    {
      config: { rateLimit: perMinute(120, options), publicCache: true },
      schema: {
        tags,
        summary: 'Catalogue totals',
        response: { 200: AboutAllResponseSchema, 429: errorResponses[429] },
      },
    },
    async () => aboutCatalogue(app.catalogue),
  );

  api.get(
    ROUTES.extension.path,
    {
      config: { rateLimit: perMinute(300, options), publicCache: true },
      schema: {
        tags,
        summary: 'One published extension by slug or id',
        params: SlugOrIdParamsSchema,
        response: { 200: ExtensionDetailSchema, ...errorResponses },
      },
    },
    async request => {
      const detail = await extensionDetail(
        app.catalogue,
        request.params.slugOrId,
        keyId => app.signer.spkiOf(keyId),
      );
      if (!detail) throw notFound(`No extension "${request.params.slugOrId}"`);
      return detail;
    },
  );
}
