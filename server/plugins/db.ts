/** Decorates the app with the Kysely instance and destroys it when the app closes. */
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import type { DatabaseHandle, DialectName } from '../db/dialect';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    dialect: DialectName;
  }
}

export const dbPlugin = fp<{ database: DatabaseHandle }>(
  async (app, { database }) => {
    app.decorate('db', database.db);
    app.decorate('dialect', database.dialect);
    app.addHook('onClose', async () => {
      await database.db.destroy();
    });
  },
  { name: 'db' },
);
