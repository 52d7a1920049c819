/** OpenAPI document generated from the route schemas, browsable at /api/docs. */
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { Config } from '../config/index';

export const docsPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'AIX Market API',
          description:
            'Public and authenticated API of AIX Market. `/private/api` and `/authenticated/api` are the cloud-functions backend; `/api` and `/admin` are the app backend.',
          version: '1.0.0',
        },
        servers: [{ url: config.publicUrl }],
        components: {
          securitySchemes: {
            bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          },
        },
      },
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: false });
  },
  { name: 'docs' },
);
