import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedSynthetic } from '../seed/synthetic';
import {
  createTestDatabase,
  testDialect,
  type TestDatabase,
} from '../testing/test-database';

/**
 * PostgreSQL's search indexes take a write's words at once (gin_fastupdate
 * migration): a search never reads a pending list. SQLite has no GIN indexes.
 */
const postgres = testDialect() === 'postgres';
const title = (text: string) =>
  postgres ? text : `${text} [skipped: PostgreSQL only; this run is on SQLite]`;

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.destroy();
});

describe('search indexes', () => {
  it.skipIf(!postgres)(
    title('leave no pending list behind a write on either GIN index'),
    async () => {
      const { db } = database;
      for (const index of ['extensions_search_idx', 'extension_search_vector_idx']) {
        const { rows } = await sql<{ options: string[] | null }>`
          select reloptions as options from pg_class where relname = ${index}`.execute(
          db,
        );
        expect(rows[0]?.options, index).toContain('fastupdate=off');
      }
      await seedSynthetic(db, { extensions: 20, users: 2 });
      // A write after the seed (whose vacuum merged any pending list): new words for one row.
      await sql`update extensions set search_vector = to_tsvector('simple', name || ' pendingword')
        where id = (select min(id) from extension_search)`.execute(db);
      await sql`update extension_search set search_vector = to_tsvector('simple', 'pendingword')
        where id = (select min(id) from extension_search)`.execute(db);
      // The number of pending-list pages merged: none when every word went into the index.
      const { rows } = await sql<{ a: number; b: number }>`select
          gin_clean_pending_list('extensions_search_idx'::regclass) as a,
          gin_clean_pending_list('extension_search_vector_idx'::regclass) as b`.execute(
        db,
      );
      expect(rows[0]).toEqual({ a: 0, b: 0 });
    },
  );
});
