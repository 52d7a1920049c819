/**
 * Public user routes (spec §7): a maker's profile and username availability.
 * `check-username` is a static path, so Fastify matches it before `/:username`.
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { errorResponses } from '#shared/api/common';
import {
  CheckUsernameQuerySchema,
  CheckUsernameResponseSchema,
  PublicProfileResponseSchema,
  UsernameParamsSchema,
} from '#shared/api/users';
import { notFound } from '../../errors';
import { perMinute, type RouteLimitOptions } from '../route-limits';
import { checkUsername, getPublicProfile } from './users.service';
import { ROUTES } from '#shared/api/routes';

const tags = ['users'];

export async function userRoutes(app: FastifyInstance, options: RouteLimitOptions) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.get(
    ROUTES.checkUsername.path,
    {
      // Low: every answer says whether an account exists.
      config: { rateLimit: perMinute(60, options) },
      schema: {
        tags,
        summary: 'Is a username free to register?',
        description:
          'Checks the format, the reserved list and existing accounts, in that order (case-insensitive).',
        querystring: CheckUsernameQuerySchema,
        response: { 200: CheckUsernameResponseSchema, ...errorResponses },
      },
    },
    async request => checkUsername(app.db, request.query.username.trim()),
  );

  api.get(
    ROUTES.publicUser.path,
    {
      config: { rateLimit: perMinute(120, options), publicCache: true },
      schema: {
        tags,
        summary: "A maker's public profile and published extensions",
        description: 'Never includes email, sign-in ids or tokens.',
        params: UsernameParamsSchema,
        response: { 200: PublicProfileResponseSchema, ...errorResponses },
      },
    },
    async request => {
      const profile = await getPublicProfile(app.db, request.params.username);
      if (!profile) throw notFound(`No user "${request.params.username}"`);
      return profile;
    },
  );
}
