/**
 * Read queries of the public catalogue: one filter shared by the listing and its
 * count (so `total` and count-filter always agree), ranked search on both dialects,
 * and one narrow query per page: tags, platforms and the latest version come from
 * the listing columns, authors from a separate small query the service caches.
 */
import {
  sql,
  type CompiledQuery,
  type InferResult,
  type SelectQueryBuilder,
  type SqlBool,
} from 'kysely';
import type { Sort, TypeFilter } from '#shared/api/extensions';
import { CATEGORIES, type Category, type Platform } from '#shared/constants';
import type { Database } from '../../db/database';
import { isPostgres, type Executor } from '../../db/executor';
import { runRead } from '../../db/sqlite-reader';
import {
  boundedRelevanceIds,
  boundedSearch,
  BM25,
  countMatches,
  ftsMatch,
  manyMatches,
} from './extensions.relevance';
import { postgresRelevanceIds } from './extensions.relevance-postgres';
import { toTsQuery, type SearchTerms } from './extensions.search';

export interface CatalogueFilter {
  search?: SearchTerms;
  typeFilter?: TypeFilter;
  category?: Category;
  platform?: Platform;
  /** Reported working with this builder (reviews; see extension_builder_reports). */
  worksWith?: Platform;
  authorId?: string;
}

type Query<O> = SelectQueryBuilder<Database & { e: Database['extensions'] }, 'e', O>;
/** The catalogue's rows that pass a filter, before any select: the relevance modules' input. */
export type FilteredQuery = Query<object>;

/**
 * The FROM clause. On SQLite a search joins the FTS5 hits (referenced only in raw
 * SQL below, without an alias: FTS5's MATCH and bm25 need the table's own name);
 * PostgreSQL filters on `e.search_vector` instead.
 */
function baseQuery(db: Executor, filter: CatalogueFilter): Query<object> {
  const joinFts = Boolean(filter.search?.tokens.length) && !isPostgres(db);
  return db
    .selectFrom('extensions as e')
    .$if(joinFts, qb =>
      qb.innerJoin('extensions_fts', 'extensions_fts.rowid', 'e.search_rowid'),
    );
}

/**
 * The FROM clause of a count. PostgreSQL counts a search's matches in
 * `extension_search`, the published rows' filter columns and vector (a third of
 * the pages `extensions` spreads them over). Its columns are named as there, and
 * they are all applyFilter reads; extensions.aggregates.test.ts holds both counts
 * equal for every filter after random writes.
 */
function countBase(db: Executor, filter: CatalogueFilter): Query<object> {
  if (!isPostgres(db) || !filter.search?.tokens.length) return baseQuery(db, filter);
  return db.selectFrom('extension_search as e');
}

function tsQuery(tokens: readonly string[]) {
  return sql`to_tsquery('simple', ${toTsQuery(tokens)})`;
}

function applyFilter<O>(
  db: Executor,
  query: Query<O>,
  filter: CatalogueFilter,
): Query<O> {
  let q = query.where('e.published', '=', 1);
  const { search, typeFilter, category, platform, authorId, worksWith } = filter;
  if (search) {
    // Text that holds no word at all ("'; --", "***") matches nothing rather than everything.
    if (search.tokens.length === 0) return q.where(sql<SqlBool>`1 = 0`);
    q = isPostgres(db)
      ? q.where(sql<SqlBool>`e.search_vector @@ ${tsQuery(search.tokens)}`)
      : // The filter's facets in the MATCH too: FTS5 returns only filtered hits to join.
        q.where(sql<SqlBool>`extensions_fts match ${ftsMatch(search.tokens, filter)}`);
  }
  if (typeFilter === 'free') q = q.where('e.is_free', '=', 1);
  else if (typeFilter === 'paid') q = q.where('e.is_free', '=', 0);
  else if (typeFilter && (CATEGORIES as readonly string[]).includes(typeFilter)) {
    q = q.where('e.category', '=', typeFilter);
  }
  if (category) q = q.where('e.category', '=', category);
  if (authorId) q = q.where('e.author_id', '=', authorId);
  if (platform) {
    q = q.where(eb =>
      eb.exists(
        eb
          .selectFrom('extension_platforms as p')
          .select(sql`1`.as('one'))
          .whereRef('p.extension_id', '=', 'e.id')
          .where('p.platform', '=', platform),
      ),
    );
  }
  if (worksWith) {
    // Driven from the builder's index range, not a probe per extension.
    q = q.where('e.id', 'in', eb =>
      eb
        .selectFrom('extension_builder_reports as b')
        .select('b.extension_id')
        .where('b.builder', '=', worksWith)
        .whereRef('b.works', '>', 'b.fails'),
    );
  }
  return q;
}

export async function countExtensions(
  db: Executor,
  filter: CatalogueFilter,
): Promise<number> {
  const terms = boundedSearch(db, filter);
  if (terms) return countMatches(db, terms);
  const query = applyFilter(db, countBase(db, filter), filter).select(eb =>
    eb.fn.countAll<number>().as('count'),
  );
  const [row] = await read(db, filter, query);
  return Number(row?.count ?? 0);
}

/** Everything a summary card needs but its author (see the listing columns in the migration). */
function selectSummary<O>(query: Query<O>) {
  return query.select([
    'e.id',
    'e.slug',
    'e.name',
    'e.description',
    'e.icon',
    'e.package_name',
    'e.category',
    'e.is_free',
    'e.price_minor',
    'e.currency',
    'e.source_url',
    'e.like_count',
    'e.download_count',
    'e.rating_count',
    'e.rating_sum',
    'e.created_at',
    'e.updated_at',
    'e.author_id',
    'e.tag_list',
    'e.platform_list',
    'e.latest_version',
  ]);
}

export type SummaryRow = InferResult<ReturnType<typeof summariesQuery>>[number];

function orderBy<O>(db: Executor, query: Query<O>, sort: Sort, filter: CatalogueFilter) {
  const postgres = isPostgres(db);
  switch (sort) {
    case 'relevance': {
      const search = filter.search;
      if (!search || search.tokens.length === 0)
        return orderBy(db, query, 'newest', filter);
      const length = [...search.phrase].length;
      const tier = sql`case when lower(e.name) = ${search.phrase} then 0
        when substr(lower(e.name), 1, ${length}) = ${search.phrase} then 1 else 2 end`;
      const rank = postgres
        ? sql`ts_rank(e.search_vector, ${tsQuery(search.tokens)}) desc`
        : sql`${BM25}`;
      return query.orderBy(tier).orderBy(rank).orderBy('e.id', 'asc');
    }
    case 'newest':
      return query.orderBy('e.created_at', 'desc').orderBy('e.id', 'desc');
    case 'downloads':
      return query.orderBy('e.download_count', 'desc').orderBy('e.id', 'desc');
    case 'likes':
      return query.orderBy('e.like_count', 'desc').orderBy('e.id', 'desc');
    case 'rating':
      // Backwards along the extensions_by_*rating indexes (reviews migration).
      return query
        .orderBy('e.rating_sort', 'desc')
        .orderBy('e.rating_count', 'desc')
        .orderBy('e.id', 'desc');
    case 'price':
      return query.orderBy('e.price_sort', 'asc').orderBy('e.id', 'asc');
    case 'price-desc':
      return query.orderBy('e.price_sort', 'desc').orderBy('e.id', 'desc');
    case 'name':
      // Matches the extensions_by_*name indexes on each dialect (byte order on both).
      return query
        .orderBy(postgres ? sql`lower(e.name) collate "C"` : sql`lower(e.name)`)
        .orderBy('e.id', 'asc');
  }
}

export interface Page {
  sort: Sort;
  skip: number;
  limit: number;
}

/**
 * A relevance page's ids by the bounded ranking (extensions.relevance.ts on SQLite,
 * extensions.relevance-postgres.ts), or undefined when the exact ranking applies.
 */
async function boundedIds(
  db: Executor,
  filter: CatalogueFilter,
  page: Page,
): Promise<string[] | undefined> {
  const { search } = filter;
  if (page.sort !== 'relevance' || !search || search.tokens.length === 0)
    return undefined;
  if (isPostgres(db)) {
    const filtered = () => applyFilter(db, baseQuery(db, filter), filter);
    return postgresRelevanceIds(db, filtered, search, page);
  }
  const terms = boundedSearch(db, filter);
  if (!terms || !(await manyMatches(db, terms))) return undefined;
  return boundedRelevanceIds(db, terms, page);
}

/**
 * A page of the catalogue: its ids first, then their rows by id. An offset walks
 * index entries only: reading whole rows with it fetched every skipped row from
 * the table (PostgreSQL, skip 9000: 9,012 rows read to show 12).
 */
export async function listExtensions(
  db: Executor,
  filter: CatalogueFilter,
  page: Page,
): Promise<SummaryRow[]> {
  const ids = await rankedIds(db, filter, page);
  const byId = new Map((await summariesByIds(db, ids)).map(row => [row.id, row]));
  return ids.flatMap(id => byId.get(id) ?? []);
}

/**
 * A search can match thousands of rows and rank or count them all: on SQLite it runs
 * in the reader's worker thread (server/db/sqlite-reader.ts). Browsing without text
 * is an index walk of one page and stays on the main connection.
 */
function read<O>(
  db: Executor,
  filter: CatalogueFilter,
  query: { compile(): CompiledQuery<O>; execute(): Promise<O[]> },
): Promise<O[]> {
  return filter.search ? runRead(db, query.compile()) : query.execute();
}

/** Only the ids, in listing order: what the service's ranking cache keeps. */
export async function rankedIds(
  db: Executor,
  filter: CatalogueFilter,
  page: Page,
): Promise<string[]> {
  const bounded = await boundedIds(db, filter, page);
  if (bounded) return bounded;
  const filtered = applyFilter(db, baseQuery(db, filter), filter).select('e.id');
  const query = orderBy(db, filtered, page.sort, filter)
    .limit(page.limit)
    .offset(page.skip);
  return (await read(db, filter, query)).map(row => row.id);
}

function summariesQuery(db: Executor, ids: readonly string[]) {
  const query = db
    .selectFrom('extensions as e')
    .where('e.published', '=', 1)
    .where('e.id', 'in', [...ids]);
  return selectSummary(query);
}

type SummariesQuery = CompiledQuery<SummaryRow>;
/** Compiled once per (dialect, number of ids): the hot path of every cached page. */
const compiledSummaries = new Map<string, SummariesQuery>();

export async function summariesByIds(
  db: Executor,
  ids: readonly string[],
): Promise<SummaryRow[]> {
  if (ids.length === 0) return [];
  const key = `${isPostgres(db) ? 'pg' : 'sqlite'}:${ids.length}`;
  let compiled = compiledSummaries.get(key);
  if (!compiled) {
    compiled = summariesQuery(db, ids).compile();
    // Parameters are [published flag, ...ids]; checked so a change of shape fails loudly.
    if (compiled.parameters.length !== ids.length + 1) {
      throw new Error('summariesByIds: unexpected parameter layout');
    }
    compiledSummaries.set(key, compiled);
  }
  const result = await db.executeQuery<SummaryRow>({
    ...compiled,
    parameters: [1, ...ids],
  });
  return result.rows;
}

/** The public author fields of the given users. */
export async function authorsByIds(db: Executor, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('users')
    .select(['id', 'username', 'name', 'avatar'])
    .where('id', 'in', [...ids])
    .execute();
}

function publishedBySlugOrId(db: Executor, slugOrId: string) {
  return db
    .selectFrom('extensions as e')
    .where('e.published', '=', 1)
    .where(eb => eb.or([eb('e.slug', '=', slugOrId), eb('e.id', '=', slugOrId)]));
}

/** A published extension by slug or id (a slug wins if both match), with detail columns. */
export async function findPublishedExtension(db: Executor, slugOrId: string) {
  const query = publishedBySlugOrId(db, slugOrId);
  const rows = await selectSummary(query)
    .select([
      'e.slug',
      'e.dev_notes',
      'e.min_sdk_version',
      'e.documentation_html',
      'e.documentation_toc',
      'e.documentation_blocks',
      'e.source',
    ])
    .limit(2)
    .execute();
  return rows.find(row => row.slug === slugOrId) ?? rows[0];
}

export type DetailRow = NonNullable<Awaited<ReturnType<typeof findPublishedExtension>>>;

/** Any extension by id, draft or published, with detail columns (the maker's editor). */
export async function findExtensionById(db: Executor, id: string) {
  const query = db.selectFrom('extensions as e').where('e.id', '=', id);
  return selectSummary(query)
    .select([
      'e.dev_notes',
      'e.min_sdk_version',
      'e.documentation_html',
      'e.documentation_toc',
      'e.documentation_blocks',
      'e.source',
      'e.published',
    ])
    .executeTakeFirst();
}

/** Newest first. */
export async function versionsOf(db: Executor, extensionId: string) {
  return db
    .selectFrom('extension_versions')
    .selectAll()
    .where('extension_id', '=', extensionId)
    .orderBy('version_code', 'desc')
    .orderBy('uploaded_at', 'desc')
    .execute();
}

export async function permissionsOf(
  db: Executor,
  extensionId: string,
): Promise<string[]> {
  const rows = await db
    .selectFrom('extension_permissions')
    .select('permission')
    .where('extension_id', '=', extensionId)
    .orderBy('permission')
    .execute();
  return rows.map(row => row.permission);
}
