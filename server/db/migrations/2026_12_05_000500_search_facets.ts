import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Migrations are frozen history: they take Kysely<any> and never import app code.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * SQLite: a `facets` column in `extensions_fts` (issue 19). A common word with a
 * category, free/paid or platform filter joined every match of the word (72,000 rows
 * at 300k) to `extensions` to test the filter, for the page and again for the count.
 * With the filter values as tokens in the index (`zcui`, `zfree`, `zpkodular`; see
 * extensions.relevance.ts), FTS5 intersects the two posting lists itself and the
 * bounded ranking serves filtered searches too. PostgreSQL keeps its own plan.
 * Every row gets the same number of facet tokens (`zpx` fills the platforms a row
 * lacks): bm25 normalises by the whole row's length, and a maker who supports more
 * builders must not rank lower for it.
 */
const FACETS = `'zc' || lower(e.category) || ' ' ||
  case when e.is_free = 1 then 'zfree' else 'zpaid' end ||
  coalesce((select ' ' || group_concat('zp' || replace(p.value, '_', ''), ' ')
    from json_each(e.platform_list) p), '') ||
  substr(' zpx zpx zpx zpx zpx zpx zpx', 1, 4 * max(0, 7 - json_array_length(e.platform_list)))`;

const TAGS = `coalesce((select group_concat(t.tag, ' ') from extension_tags t
  where t.extension_id = e.id), '')`;

async function createTable(db: Kysely<any>, withFacets: boolean): Promise<void> {
  await sql`drop table if exists extensions_fts`.execute(db);
  const facets = withFacets ? ', facets' : '';
  await sql
    .raw(
      `create virtual table extensions_fts using fts5(extension_id unindexed, name, description, tags, package_name${facets}, tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3')`,
    )
    .execute(db);
  await sql
    .raw(
      `insert into extensions_fts (rowid, extension_id, name, description, tags, package_name${facets})
      select e.search_rowid, e.id, e.name, e.description, ${TAGS}, e.package_name${withFacets ? `, ${FACETS}` : ''}
      from extensions e where e.published = 1 and e.search_rowid is not null`,
    )
    .execute(db);
}

const isPostgres = (db: Kysely<any>) =>
  db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) await createTable(db, true);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) await createTable(db, false);
}
