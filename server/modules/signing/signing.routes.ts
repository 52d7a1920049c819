/**
 * `GET /.well-known/aix-market-keys.json` (issue 21 §3): every public key that has
 * signed versions here, retired ones included, so a client can check any signature
 * it meets. Public and the same for everybody: cached like the catalogue reads.
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ROUTES } from '#shared/api/routes';
import { SigningKeysResponseSchema } from '#shared/api/signing';
import { errorResponses } from '#shared/api/common';
import { perMinute, type RouteLimitOptions } from '../route-limits';

export async function signingRoutes(app: FastifyInstance, options: RouteLimitOptions) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  api.get(
    ROUTES.signingKeys.path,
    {
      config: { publicCache: true, rateLimit: perMinute(300, options) },
      schema: {
        tags: ['signing'],
        summary: 'Public keys that sign every version (Ed25519), with key ids',
        response: { 200: SigningKeysResponseSchema, 429: errorResponses[429] },
      },
    },
    async () => ({ keys: app.signer.keys() }),
  );
}
