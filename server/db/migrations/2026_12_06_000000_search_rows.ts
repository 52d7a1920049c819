import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Migrations are frozen history: they take Kysely<any> and never import app code.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * PostgreSQL: `extension_search`, the published rows' search vector and list facets
 * in a narrow table of their own (issue 19). Counting a common word read every
 * matching row of `extensions` (about 1 KB each: 11,000 heap pages for 24,000
 * matches at 100k); here a row is about 300 bytes, so the same count reads a
 * quarter of the pages. The repository keeps it beside the search vector
 * (syncSearchIndex), as SQLite keeps its FTS5 table, which already holds the same.
 */
const isPostgres = (db: Kysely<any>) =>
  db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`create table extension_search (
    id text primary key references extensions (id) on delete cascade,
    search_vector tsvector not null,
    category text not null,
    is_free integer not null
  )`.execute(db);
  await sql`insert into extension_search (id, search_vector, category, is_free)
    select id, search_vector, category, is_free from extensions
    where published = 1 and search_vector is not null`.execute(db);
  await sql`create index extension_search_vector_idx on extension_search using gin (search_vector)`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) await sql`drop table if exists extension_search`.execute(db);
}
