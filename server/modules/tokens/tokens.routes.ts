/**
 * Access-token management for the signed-in maker (Account › Access tokens). These
 * routes take a session only, never a token: a leaked token cannot mint others.
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ErrorBodySchema, errorResponses } from '#shared/api/common';
import { ROUTES } from '#shared/api/routes';
import {
  CreateTokenBodySchema,
  CreatedTokenSchema,
  TokenParamsSchema,
  TokensResponseSchema,
} from '#shared/api/tokens';
import Type from 'typebox';
import { notFound } from '../../errors';
import { currentUser } from '../../plugins/auth';
import { perMinute, type RouteLimitOptions } from '../route-limits';
import { deleteToken, tokensOf } from './tokens.repository';
import { createToken, toAccessToken } from './tokens.service';

const tags = ['access tokens'];
const errors = {
  ...errorResponses,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  409: ErrorBodySchema,
};

export async function tokenRoutes(app: FastifyInstance, options: RouteLimitOptions) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.get(
    ROUTES.accessTokens.path,
    {
      schema: {
        tags,
        summary: 'The caller’s access tokens (names and dates, never the secrets)',
        response: { 200: TokensResponseSchema, ...errors },
      },
    },
    async request => ({
      tokens: (await tokensOf(app.db, currentUser(request).id)).map(toAccessToken),
    }),
  );

  api.post(
    ROUTES.createAccessToken.path,
    {
      config: { rateLimit: perMinute(10, options) },
      schema: {
        tags,
        summary:
          'Creates an access token for the studio or the command line (shown once)',
        body: CreateTokenBodySchema,
        response: { 201: CreatedTokenSchema, ...errors },
      },
    },
    async (request, reply) => {
      const created = await createToken(app.db, currentUser(request), request.body);
      return reply.status(201).send(created);
    },
  );

  api.delete(
    ROUTES.revokeAccessToken.path,
    {
      schema: {
        tags,
        summary: 'Revokes one of the caller’s access tokens',
        params: TokenParamsSchema,
        response: { 200: Type.Object({ revoked: Type.Literal(true) }), ...errors },
      },
    },
    async request => {
      if (!(await deleteToken(app.db, currentUser(request).id, request.params.id))) {
        throw notFound('No such access token');
      }
      return { revoked: true as const };
    },
  );
}
