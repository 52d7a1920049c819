/**
 * Relevance that scales with the page, not the matches (issue 19), on SQLite: a word
 * in a quarter of a 300k catalogue would otherwise join and bm25-rank 75,000 rows for
 * one page. Reads only the FTS5 table (it holds published extensions only, with
 * their ids and names), so no row of `extensions` is touched. Order, stable for
 * every page:
 *
 * 1. head: names equal to the phrase, then names starting with it (the exact and
 *    prefix tiers of extensions.queries.ts), by bm25. Found through FTS5's
 *    initial-token phrase query on the name column, so only those rows are read.
 * 2. body: the CANDIDATES newest other matches (highest FTS rowids), by bm25.
 * 3. tail: every older match, newest first (FTS5 walks rowids in order for free).
 *
 * Category, free/paid and platform filters are tokens of the FTS table's `facets`
 * column (migration 2026_12_05_000500_search_facets), so FTS5 intersects them with the
 * words and a filtered search is read from the index alone too.
 *
 * Match sets up to EXACT_LIMIT, a maker's own listing and PostgreSQL keep the exact
 * ranking of extensions.queries.ts (the caller decides through `boundedSearch`).
 */
import { sql, type RawBuilder } from 'kysely';
import { runRead } from '../../db/sqlite-reader';
import { isPostgres, type Executor } from '../../db/executor';
import { CATEGORIES } from '#shared/constants';
import { toFts5Query, type SearchTerms } from './extensions.search';
import type { CatalogueFilter } from './extensions.queries';

/** Match sets of up to this many rows are ranked exactly. */
export const EXACT_LIMIT = 2_000;
/** How many of the newest matches a large match set ranks by bm25. */
export const CANDIDATES = 1_000;

/**
 * Column weights for FTS5 bm25 (extension_id, name, description, tags, package_name,
 * facets): the filter's facet tokens match every hit alike and weigh nothing.
 */
export const BM25 = sql`bm25(extensions_fts, 0.0, 10.0, 1.0, 4.0, 3.0, 0.0)`;

/** The columns a user's words are looked up in (never `facets`). */
const TEXT_COLUMNS = '{name description tags package_name}';

/**
 * The filter as facet tokens; the spelling is the repository's SQLITE_FTS_SELECT:
 * `zc` + category, `zfree` or `zpaid`, `zp` + platform without underscores.
 */
export function facetTokens(filter: CatalogueFilter): string[] {
  const tokens: string[] = [];
  const { typeFilter, category, platform } = filter;
  if (typeFilter === 'free' || typeFilter === 'paid') tokens.push(`z${typeFilter}`);
  else if (typeFilter && (CATEGORIES as readonly string[]).includes(typeFilter)) {
    tokens.push(`zc${typeFilter.toLowerCase()}`);
  }
  if (category) tokens.push(`zc${category.toLowerCase()}`);
  if (platform) tokens.push(`zp${platform.replace(/_/g, '')}`);
  return tokens;
}

/** The FTS5 MATCH expression for the words, within the filter's facets. */
export function ftsMatch(tokens: readonly string[], filter: CatalogueFilter): string {
  const words = `${TEXT_COLUMNS} : (${toFts5Query(tokens)})`;
  const facets = facetTokens(filter).map(token => `"${token}"`);
  return facets.length === 0 ? words : `${words} AND facets : (${facets.join(' ')})`;
}

/** What the bounded ranking needs: the phrase for the name tiers and the MATCH texts. */
export interface BoundedSearch {
  search: SearchTerms;
  match: string;
  /**
   * `name : (^ "a" + "b"*)`: names whose words start with the phrase's words. Its
   * tokens and prefix flag are the full query's, so a hit always matches that too.
   */
  nameStart: string;
}

/**
 * SQLite searches with words, except a maker's own listing and "reported working
 * with" (no facet for either: a review can change the latter at any time).
 */
export function boundedSearch(
  db: Executor,
  filter: CatalogueFilter,
): BoundedSearch | undefined {
  const { search, authorId, worksWith } = filter;
  if (isPostgres(db) || !search || search.tokens.length === 0) return undefined;
  if (authorId || worksWith) return undefined;
  const facets = facetTokens(filter).map(token => `"${token}"`);
  const start = `name : (^ ${toFts5Query(search.tokens).split(' ').join(' + ')})`;
  return {
    search,
    match: ftsMatch(search.tokens, filter),
    nameStart:
      facets.length === 0 ? start : `${start} AND facets : (${facets.join(' ')})`,
  };
}

/** Every query here can read thousands of index entries: off the event loop on SQLite. */
function read<R>(db: Executor, query: RawBuilder<R>): Promise<R[]> {
  return runRead(db, query.compile(db));
}

/** Whether more than EXACT_LIMIT extensions match: one step of FTS5's rowid walk. */
export async function manyMatches(
  db: Executor,
  bounded: BoundedSearch,
): Promise<boolean> {
  const rows = await read(
    db,
    sql<{ rowid: number }>`select rowid from extensions_fts
    where extensions_fts match ${bounded.match}
    order by rowid desc limit 1 offset ${EXACT_LIMIT}`,
  );
  return rows.length > 0;
}

/** Published extensions matching the search (the FTS table holds only those). */
export async function countMatches(
  db: Executor,
  bounded: BoundedSearch,
): Promise<number> {
  const rows = await read(
    db,
    sql<{ count: number }>`select count(*) as count
    from extensions_fts where extensions_fts match ${bounded.match}`,
  );
  return Number(rows[0]?.count ?? 0);
}

interface Hit {
  rowid: number;
  id: string;
}

async function head(db: Executor, { search, nameStart }: BoundedSearch): Promise<Hit[]> {
  const length = [...search.phrase].length;
  const rows = await read(
    db,
    sql<Hit>`select rowid, extension_id as id from extensions_fts
    where extensions_fts match ${nameStart}
      and substr(lower(name), 1, ${length}) = ${search.phrase}
    order by case when lower(name) = ${search.phrase} then 0 else 1 end, ${BM25}, extension_id`,
  );
  return rows;
}

/** The ids of page (skip, limit) in the order above; `total` is countMatches' answer. */
export async function boundedRelevanceIds(
  db: Executor,
  bounded: BoundedSearch,
  page: { skip: number; limit: number },
): Promise<string[]> {
  const query = bounded.match;
  const top = await head(db, bounded);
  const inHead = new Set(top.map(hit => hit.rowid));
  const edge = await read(
    db,
    sql<{ rowid: number }>`select rowid from extensions_fts
    where extensions_fts match ${query} order by rowid desc limit 1 offset ${CANDIDATES - 1}`,
  );
  const boundary = edge[0]?.rowid ?? 0;
  const ranked = await read(
    db,
    sql<Hit>`select rowid, extension_id as id from extensions_fts
    where extensions_fts match ${query} and rowid >= ${boundary}
    order by ${BM25}, extension_id`,
  );
  const body = ranked.filter(hit => !inHead.has(hit.rowid));
  const known = [...top, ...body];
  const end = page.skip + page.limit;
  if (end <= known.length) return known.slice(page.skip, end).map(hit => hit.id);
  // The tail leaves out head rows that are older than the boundary.
  const older = top.filter(hit => hit.rowid < boundary).map(hit => hit.rowid);
  const excluded = older.length > 0 ? sql`and rowid not in (${sql.join(older)})` : sql``;
  const tailSkip = Math.max(0, page.skip - known.length);
  const tail = await read(
    db,
    sql<Hit>`select rowid, extension_id as id from extensions_fts
    where extensions_fts match ${query} and rowid < ${boundary} ${excluded}
    order by rowid desc limit ${end - Math.max(page.skip, known.length)} offset ${tailSkip}`,
  );
  return [...known.slice(page.skip), ...tail].map(hit => hit.id);
}
