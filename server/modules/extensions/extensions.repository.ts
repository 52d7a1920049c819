/**
 * Writes of extensions and the tables their listing reads: tags, platforms,
 * permissions, versions and likes. They take a Transaction, never the app's Kysely,
 * so they can only run inside Catalogue.write (catalogue.ts), which drops the listing
 * caches after the commit. Every write keeps the full-text index in step: FTS5 rows
 * on SQLite (published extensions only, so a search count or bounded ranking never
 * reads `extensions`; see extensions.relevance.ts), the weighted `search_vector` on
 * PostgreSQL. Reads live in
 * extensions.queries.ts.
 */
import { sql, type Transaction } from 'kysely';
import type {
  Database,
  ExtensionUpdate,
  NewExtension,
  NewExtensionVersion,
} from '../../db/database';
import { PLATFORMS } from '#shared/constants';
import { isPostgres } from '../../db/executor';
import { fromUniqueViolation } from '../../errors';

export type Trx = Transaction<Database>;

/** API field names of the unique columns, so a 409 points at the form field. */
const FIELD_OF_COLUMN: Readonly<Record<string, string>> = {
  package_name: 'packageName',
  slug: 'slug',
  id: 'extensionId',
};
const fieldOf = (column: string) => FIELD_OF_COLUMN[column] ?? column;

/** Rethrows a unique violation as the spec's duplicate-key error (409, code 11000). */
async function mapUnique<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw fromUniqueViolation(error, fieldOf) ?? error;
  }
}

export interface ExtensionChildren {
  tags?: readonly string[];
  platforms?: readonly string[];
  permissions?: readonly string[];
}

export interface ExtensionWrite extends ExtensionChildren {
  extension: NewExtension;
  versions?: readonly NewExtensionVersion[];
}

export async function insertExtension(db: Trx, input: ExtensionWrite): Promise<void> {
  const id = input.extension.id;
  await mapUnique(() => db.insertInto('extensions').values(input.extension).execute());
  await replaceChildren(db, id, input);
  if (input.versions?.length) {
    await mapUnique(() =>
      db
        .insertInto('extension_versions')
        .values([...(input.versions ?? [])])
        .execute(),
    );
  }
  await refreshListColumns(db, id);
  await syncSearchIndex(db, id);
}

/** Updates columns and, when given, replaces tags, platforms or permissions. */
export async function updateExtension(
  db: Trx,
  id: string,
  patch: ExtensionUpdate,
  children: ExtensionChildren = {},
): Promise<boolean> {
  let found: boolean;
  if (Object.keys(patch).length > 0) {
    const result = await mapUnique(() =>
      db.updateTable('extensions').set(patch).where('id', '=', id).executeTakeFirst(),
    );
    found = result.numUpdatedRows > 0n;
  } else {
    found =
      (await db
        .selectFrom('extensions')
        .select('id')
        .where('id', '=', id)
        .executeTakeFirst()) !== undefined;
  }
  if (!found) return false;
  await replaceChildren(db, id, children);
  await refreshListColumns(db, id);
  await syncSearchIndex(db, id);
  return true;
}

export async function deleteExtension(db: Trx, id: string): Promise<boolean> {
  if (!isPostgres(db)) {
    await sql`delete from extensions_fts where rowid = (select search_rowid from extensions where id = ${id})`.execute(
      db,
    );
  }
  const result = await db
    .deleteFrom('extensions')
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/**
 * Holds the extension row until the transaction ends, so checks of its children
 * (how many versions are left) stay true until the write commits. SQLite runs one
 * transaction at a time, so only PostgreSQL needs the lock.
 */
export async function lockExtensionRow(db: Trx, id: string): Promise<boolean> {
  const query = db.selectFrom('extensions').select('id').where('id', '=', id);
  const row = isPostgres(db)
    ? await query.forUpdate().executeTakeFirst()
    : await query.executeTakeFirst();
  return row !== undefined;
}

/** Removes one version row; the caller refreshes the extension's listing columns. */
export async function deleteVersionRow(db: Trx, versionId: string): Promise<void> {
  await db.deleteFrom('extension_versions').where('id', '=', versionId).execute();
}

/** Adds versions (of any extensions) and updates each one's `latest_version`. */
export async function insertVersions(
  db: Trx,
  versions: readonly NewExtensionVersion[],
): Promise<void> {
  if (versions.length === 0) return;
  await mapUnique(() =>
    db
      .insertInto('extension_versions')
      .values([...versions])
      .execute(),
  );
  for (const id of new Set(versions.map(version => version.extension_id))) {
    await refreshListColumns(db, id);
  }
}

/**
 * Rewrites the listing copies of tags, platforms and the newest version name on one
 * extension, or on all of them after a bulk load (see the catalogue_search migration).
 */
export async function refreshListColumns(db: Trx, id?: string): Promise<void> {
  const postgres = isPostgres(db);
  const list = (table: 'extension_tags' | 'extension_platforms', column: string) =>
    postgres
      ? sql`coalesce((select json_agg(x.${sql.raw(column)} order by x.${sql.raw(column)})::text from ${sql.table(table)} x where x.extension_id = extensions.id), '[]')`
      : sql`coalesce((select json_group_array(x.${sql.raw(column)} order by x.${sql.raw(column)}) from ${sql.table(table)} x where x.extension_id = extensions.id), '[]')`;
  const where = id === undefined ? sql`` : sql`where id = ${id}`;
  await sql`update extensions set
    tag_list = ${list('extension_tags', 'tag')},
    platform_list = ${list('extension_platforms', 'platform')},
    latest_version = (select v.version_name from extension_versions v
      where v.extension_id = extensions.id order by v.version_code desc limit 1)
    ${where}`.execute(db);
}

async function replaceChildren(
  db: Trx,
  id: string,
  children: ExtensionChildren,
): Promise<void> {
  const unique = (values: readonly string[]) => [...new Set(values)];
  if (children.tags) {
    await db.deleteFrom('extension_tags').where('extension_id', '=', id).execute();
    const rows = unique(children.tags).map(tag => ({ extension_id: id, tag }));
    if (rows.length) await db.insertInto('extension_tags').values(rows).execute();
  }
  if (children.platforms) {
    await db.deleteFrom('extension_platforms').where('extension_id', '=', id).execute();
    const rows = unique(children.platforms).map(platform => ({
      extension_id: id,
      platform,
    }));
    if (rows.length) await db.insertInto('extension_platforms').values(rows).execute();
  }
  if (children.permissions) {
    await db.deleteFrom('extension_permissions').where('extension_id', '=', id).execute();
    const rows = unique(children.permissions).map(permission => ({
      extension_id: id,
      permission,
    }));
    if (rows.length) await db.insertInto('extension_permissions').values(rows).execute();
  }
}

/** PostgreSQL: name weighs most, then tags and package name, then description. */
const PG_SEARCH_VECTOR = sql`setweight(to_tsvector('simple', e.name), 'A') ||
  setweight(to_tsvector('simple', coalesce((select string_agg(t.tag, ' ') from extension_tags t where t.extension_id = e.id), '')), 'B') ||
  setweight(to_tsvector('simple', translate(e.package_name, '._', '  ')), 'B') ||
  setweight(to_tsvector('simple', e.description), 'C')`;

/** The published rows' copy the count of a search reads (search_rows migration). */
const PG_SEARCH_ROWS = sql`(id, published, is_free, category, author_id, search_vector)
  select e.id, e.published, e.is_free, e.category, e.author_id, e.search_vector
  from extensions e where e.published = 1`;

/**
 * The facet tokens are spelled as in extensions.relevance.ts' facetTokens; `zpx` pads
 * every row to the same length (see the search_facets migration).
 */
const SQLITE_FTS_SELECT = sql`select e.search_rowid, e.id, e.name, e.description,
  coalesce((select group_concat(t.tag, ' ') from extension_tags t where t.extension_id = e.id), ''),
  e.package_name,
  'zc' || lower(e.category) || ' ' || case when e.is_free = 1 then 'zfree' else 'zpaid' end ||
  coalesce((select ' ' || group_concat('zp' || replace(p.value, '_', ''), ' ')
    from json_each(e.platform_list) p), '') ||
  substr(${' zpx'.repeat(PLATFORMS.length)}, 1,
    4 * max(0, ${PLATFORMS.length} - json_array_length(e.platform_list)))
  from extensions e`;

/** Re-indexes one extension from its current row and tags. */
export async function syncSearchIndex(db: Trx, id: string): Promise<void> {
  if (isPostgres(db)) {
    await sql`update extensions e set search_vector = ${PG_SEARCH_VECTOR} where e.id = ${id}`.execute(
      db,
    );
    await db.deleteFrom('extension_search').where('id', '=', id).execute();
    await sql`insert into extension_search ${PG_SEARCH_ROWS} and e.id = ${id}`.execute(
      db,
    );
    return;
  }
  // A new row gets the next free FTS rowid; see the catalogue_search migration.
  await sql`update extensions set search_rowid =
    (select coalesce(max(search_rowid), 0) + 1 from extensions)
    where id = ${id} and search_rowid is null`.execute(db);
  await sql`delete from extensions_fts where rowid = (select search_rowid from extensions where id = ${id})`.execute(
    db,
  );
  await sql`insert into extensions_fts (rowid, extension_id, name, description, tags, package_name, facets)
    ${SQLITE_FTS_SELECT} where e.id = ${id} and e.published = 1`.execute(db);
}

/** Rebuilds the whole index; bulk loads call this once instead of syncing per row. */
export async function rebuildSearchIndex(db: Trx): Promise<void> {
  if (isPostgres(db)) {
    // One grouped pass over the tags instead of a sub-select per extension.
    await sql`update extensions e set search_vector =
      setweight(to_tsvector('simple', e.name), 'A') ||
      setweight(to_tsvector('simple', coalesce(t.tags, '')), 'B') ||
      setweight(to_tsvector('simple', translate(e.package_name, '._', '  ')), 'B') ||
      setweight(to_tsvector('simple', e.description), 'C')
      from extensions base
      left join (select extension_id, string_agg(tag, ' ') as tags from extension_tags group by extension_id) t
        on t.extension_id = base.id
      where base.id = e.id`.execute(db);
    await sql`delete from extension_search`.execute(db);
    await sql`insert into extension_search ${PG_SEARCH_ROWS}`.execute(db);
  } else {
    await sql`update extensions set search_rowid = rowid + (select coalesce(max(search_rowid), 0) from extensions)
      where search_rowid is null`.execute(db);
    await sql`delete from extensions_fts`.execute(db);
    await sql`insert into extensions_fts (rowid, extension_id, name, description, tags, package_name, facets)
      ${SQLITE_FTS_SELECT} where e.published = 1`.execute(db);
  }
}
