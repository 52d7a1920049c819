import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Migrations are frozen history: they take Kysely<any> and never import app code.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Catalogue listing and search (issue 2).
 *
 * - Sort indexes end with `id`, the listing's tiebreak, so a page is one index walk
 *   in either direction and never a sort of the whole catalogue.
 * - SQLite: `extensions.search_rowid` is the rowid of the extension's row in
 *   `extensions_fts`. The implicit rowid of `extensions` is not stable (VACUUM may
 *   renumber tables without an INTEGER PRIMARY KEY), and `extensions_fts.extension_id`
 *   is UNINDEXED, so without this column every update would scan the FTS table.
 * - `tag_list`, `platform_list` (JSON text arrays) and `latest_version` copy what a
 *   listing card shows from the child tables, so a page is one indexed read with no
 *   correlated sub-selects. The extensions repository rewrites them on every write.
 * - A case-insensitive username index for profile look-ups and check-username.
 */

/**
 * One index per sort, alone and behind each single-valued filter (category, free or
 * paid), so a filtered page walks only matching rows even when the filter and the
 * sort disagree (free extensions sorted by price, high to low, come last otherwise).
 */
function sortIndexes(postgres: boolean): [string, string][] {
  const lowerName = postgres ? 'lower(name) collate "C"' : 'lower(name)';
  const sorts: [string, string][] = [
    ['newest', 'created_at'],
    ['downloads', 'download_count'],
    ['likes', 'like_count'],
    ['price', 'price_sort'],
    // Byte order on both dialects, so "name" sorts identically on SQLite and PostgreSQL.
    ['name', lowerName],
  ];
  return sorts.flatMap(([sort, column]) =>
    [
      ['', ''],
      ['category_', 'category, '],
      ['free_', 'is_free, '],
    ].map(([label, prefix]): [string, string] => [
      `extensions_by_${label}${sort}`,
      `published, ${prefix}${column}, id`,
    ]),
  );
}

const REPLACED_INDEXES = [
  'extensions_newest_idx',
  'extensions_downloads_idx',
  'extensions_likes_idx',
  'extensions_name_idx',
  'extensions_price_idx',
  'extensions_category_idx',
  'extensions_free_idx',
];

export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const name of REPLACED_INDEXES) {
    await sql`drop index if exists ${sql.raw(name)}`.execute(db);
  }
  for (const [name, columns] of sortIndexes(postgres)) {
    await sql`create index ${sql.raw(name)} on extensions (${sql.raw(columns)})`.execute(
      db,
    );
  }
  await sql`create index users_lower_username_idx on users (lower(username))`.execute(db);

  await db.schema
    .alterTable('extensions')
    .addColumn('tag_list', 'text', col => col.notNull().defaultTo('[]'))
    .execute();
  await db.schema
    .alterTable('extensions')
    .addColumn('platform_list', 'text', col => col.notNull().defaultTo('[]'))
    .execute();
  await db.schema.alterTable('extensions').addColumn('latest_version', 'text').execute();
  const list = (table: string, column: string) =>
    postgres
      ? sql.raw(
          `coalesce((select json_agg(x.${column} order by x.${column})::text from ${table} x where x.extension_id = extensions.id), '[]')`,
        )
      : sql.raw(
          `coalesce((select json_group_array(x.${column} order by x.${column}) from ${table} x where x.extension_id = extensions.id), '[]')`,
        );
  await sql`update extensions set
    tag_list = ${list('extension_tags', 'tag')},
    platform_list = ${list('extension_platforms', 'platform')},
    latest_version = (select v.version_name from extension_versions v
      where v.extension_id = extensions.id order by v.version_code desc limit 1)`.execute(
    db,
  );
  // Covers the facet count scan: every filter without search text in one pass.
  await sql`create index extensions_facets on extensions (published, category, is_free, platform_list)`.execute(
    db,
  );

  if (postgres) {
    await sql`update extensions e set search_vector =
      setweight(to_tsvector('simple', e.name), 'A') ||
      setweight(to_tsvector('simple', coalesce((select string_agg(t.tag, ' ') from extension_tags t where t.extension_id = e.id), '')), 'B') ||
      setweight(to_tsvector('simple', translate(e.package_name, '._', '  ')), 'B') ||
      setweight(to_tsvector('simple', e.description), 'C')`.execute(db);
    return;
  }
  await sql`alter table extensions add column search_rowid integer`.execute(db);
  await sql`update extensions set search_rowid = rowid`.execute(db);
  await sql`create unique index extensions_search_rowid_idx on extensions (search_rowid)`.execute(
    db,
  );
  await sql`delete from extensions_fts`.execute(db);
  await sql`insert into extensions_fts (rowid, extension_id, name, description, tags, package_name)
    select e.search_rowid, e.id, e.name, e.description,
      coalesce((select group_concat(t.tag, ' ') from extension_tags t where t.extension_id = e.id), ''),
      e.package_name
    from extensions e`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const [name] of sortIndexes(postgres)) {
    await sql`drop index if exists ${sql.raw(name)}`.execute(db);
  }
  await sql`drop index if exists users_lower_username_idx`.execute(db);
  await sql`drop index if exists extensions_facets`.execute(db);
  for (const column of ['tag_list', 'platform_list', 'latest_version']) {
    await db.schema.alterTable('extensions').dropColumn(column).execute();
  }
  if (!postgres) {
    await sql`drop index if exists extensions_search_rowid_idx`.execute(db);
    await sql`alter table extensions drop column search_rowid`.execute(db);
  }
}
