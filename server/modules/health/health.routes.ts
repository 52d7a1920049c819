import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { ROUTES } from '#shared/api/routes';

export async function healthRoutes(app: FastifyInstance) {
  app.get(ROUTES.health.path, { schema: { hide: true } }, async () => {
    await sql`select 1`.execute(app.db);
    return { ok: true, dialect: app.dialect };
  });
}
