/**
 * Decorates the app with the Kysely instance and destroys it when the app closes. On
 * a SQLite file it also starts the worker-thread reader that long reads go through
 * (server/db/sqlite-reader.ts).
 */
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import type { DatabaseHandle, DialectName } from '../db/dialect';
import { registerReader, SqliteReader } from '../db/sqlite-reader';

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
    const file = database.sqliteFile;
    const reader = file && file !== ':memory:' ? new SqliteReader(file) : undefined;
    if (reader) registerReader(database.db, reader);
    app.addHook('onClose', async () => {
      await reader?.close();
      await database.db.destroy();
    });
  },
  { name: 'db' },
);
