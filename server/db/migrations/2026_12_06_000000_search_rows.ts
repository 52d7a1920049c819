import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Migrations are frozen history: they take Kysely<any> and never import app code.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * PostgreSQL: `extension_search`, the published extensions' filter columns and
 * search vector alone (issue 19). A search's total reads the page of every row the
 * text matches: a common word matches a quarter of the catalogue, spread over every
 * page of `extensions`, whose rows are about 1 KB (12,700 pages at 100k). These
 * rows are about 300 bytes (3,500 pages), so the count reads a third as much. The
 * columns carry the names `extensions` gives them, so the listing's one filter
 * applies to either. SQLite's FTS5 table already is this narrow copy.
 */
const isPostgres = (db: Kysely<any>) =>
  db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`create table extension_search (
    id text primary key references extensions (id) on delete cascade,
    published integer not null,
    is_free integer not null,
    category text not null,
    author_id text not null,
    search_vector tsvector not null
  )`.execute(db);
  await sql`insert into extension_search
    select id, published, is_free, category, author_id, search_vector
    from extensions where published = 1 and search_vector is not null`.execute(db);
  await sql`create index extension_search_vector_idx on extension_search
    using gin (search_vector)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) await sql`drop table if exists extension_search`.execute(db);
}
