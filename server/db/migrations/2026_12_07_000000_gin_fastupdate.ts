import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Migrations are frozen history: they take Kysely<any> and never import app code.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * PostgreSQL: the two search indexes take their entries at once instead of through
 * GIN's pending list (issue 19). With `fastupdate` on, a write appends its words to
 * an unsorted list of up to 4 MB that every search then reads from end to end until
 * a vacuum merges it: after a batch of writes (the first start's rewrite of every
 * inline icon, at 100k extensions) a common word's index scan read 450 pages instead
 * of 29, and the explore traffic, one body at a time, took 1.5x as long. The
 * catalogue is read far more
 * often than it is written, and a write costs about 30% more this way. The pending
 * lists left by earlier writes are merged now.
 */
const isPostgres = (db: Kysely<any>) =>
  db.getExecutor().adapter instanceof PostgresAdapter;

const INDEXES = ['extensions_search_idx', 'extension_search_vector_idx'];

export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  for (const index of INDEXES) {
    await sql`alter index ${sql.id(index)} set (fastupdate = off)`.execute(db);
    await sql`select gin_clean_pending_list(${index}::regclass)`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  for (const index of INDEXES) {
    await sql`alter index ${sql.id(index)} reset (fastupdate)`.execute(db);
  }
}
