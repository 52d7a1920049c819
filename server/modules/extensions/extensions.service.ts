/**
 * The public catalogue: turns validated requests into queries and rows into API
 * types, reading through the caches the app's Catalogue owns (catalogue.ts says what
 * is cached and for how long). Which extensions sit on which page may lag, by at most
 * the rankings' TTL, behind counters that change without a catalogue write (downloads).
 */
import type {
  AboutAllResponse,
  CountFilterQuery,
  CountResponse,
  ExtensionDetail,
  ExtensionSummary,
  ListAllBody,
  ListAllResponse,
  Sort,
  TrendingResponse,
  TypeFilter,
} from '#shared/api/extensions';
import { CATEGORIES, LIMITS, PLATFORMS } from '#shared/constants';
import { RANK_DEPTH, type Catalogue, type Ranking } from './catalogue';
import { toDetail, toListed, unknownAuthor, type KeyLookup } from './extensions.mappers';
import {
  countExtensions,
  findPublishedExtension,
  listExtensions,
  permissionsOf,
  rankedIds,
  summariesByIds,
  versionsOf,
  type CatalogueFilter,
} from './extensions.queries';
import { cardsFor, summaries } from './extensions.cards';
import { parseSearch } from './extensions.search';
import {
  maintainedFacets,
  maintainedTotals,
  maintainedTrending,
  moveTrendingWindow,
  trendingWindowIs,
} from './extensions.aggregates';
import { mostDownloaded, type Facets } from './extensions.stats';

const TRENDING_SIZE = 10;
const DAY_MS = 86_400_000;

export function toFilter(input: {
  search?: string;
  type?: TypeFilter;
  category?: CatalogueFilter['category'];
  platform?: CatalogueFilter['platform'];
  worksWith?: CatalogueFilter['worksWith'];
  authorId?: string;
}): CatalogueFilter {
  const filter: CatalogueFilter = {};
  const search = parseSearch(input.search);
  if (search) filter.search = search;
  if (input.type && input.type !== 'all') filter.typeFilter = input.type;
  if (input.category) filter.category = input.category;
  if (input.platform) filter.platform = input.platform;
  if (input.worksWith) filter.worksWith = input.worksWith;
  if (input.authorId) filter.authorId = input.authorId;
  return filter;
}

/** Cache key of a filter: only what changes the set of rows, not the ranking. */
function filterKey(filter: CatalogueFilter): string {
  return JSON.stringify([
    filter.search ? filter.search.tokens : null,
    filter.typeFilter ?? null,
    filter.category ?? null,
    filter.platform ?? null,
    filter.authorId ?? null,
    filter.worksWith ?? null,
  ]);
}

export function defaultSort(filter: CatalogueFilter, sort: Sort | undefined): Sort {
  if (sort) return sort;
  return filter.search?.tokens.length ? 'relevance' : 'newest';
}

/** The count of a filter without search text, summed from the facet cells. */
export function countFromFacets(facets: Facets, filter: CatalogueFilter): number {
  const type = filter.typeFilter;
  const free = type === 'free' ? true : type === 'paid' ? false : undefined;
  const category = type && type !== 'free' && type !== 'paid' ? type : undefined;
  const matches = (cell: { free: boolean; category: string }) =>
    (free === undefined || cell.free === free) &&
    (category === undefined || cell.category === category) &&
    (filter.category === undefined || cell.category === filter.category);
  const cells = filter.platform
    ? facets.platformCells.filter(cell => cell.platform === filter.platform)
    : facets.cells;
  return cells.reduce((sum, cell) => (matches(cell) ? sum + cell.count : sum), 0);
}

/** Keeps the order of `ids`; ids that are gone (unpublished meanwhile) drop out. */
function inOrder(ids: readonly string[], summaries: readonly ExtensionSummary[]) {
  const byId = new Map(summaries.map(summary => [summary.extensionId, summary]));
  return ids.flatMap(id => byId.get(id) ?? []);
}

async function countOf(catalogue: Catalogue, filter: CatalogueFilter): Promise<number> {
  const { db } = catalogue;
  if (!filter.search && !filter.authorId && !filter.worksWith) {
    const cube = await catalogue.facets.getOrCompute('all', () => maintainedFacets(db));
    return countFromFacets(cube, filter);
  }
  return catalogue.counts.getOrCompute(filterKey(filter), () =>
    countExtensions(db, filter),
  );
}

function rankingKey(filter: CatalogueFilter, sort: Sort): string {
  // The phrase only matters to relevance (its exact and prefix tiers).
  const phrase = sort === 'relevance' ? (filter.search?.phrase ?? '') : '';
  return `${sort}|${phrase}|${filterKey(filter)}`;
}

async function ranking(
  catalogue: Catalogue,
  filter: CatalogueFilter,
  sort: Sort,
): Promise<Ranking> {
  return catalogue.rankings.getOrCompute(rankingKey(filter, sort), async () => {
    // Counted while ranked (each its own read on SQLite's reader threads): a
    // common word's count walks as many index entries as its ranking.
    const [ids, count] = await Promise.all([
      rankedIds(catalogue.db, filter, { sort, skip: 0, limit: RANK_DEPTH }),
      countOf(catalogue, filter),
    ]);
    return { ids, total: ids.length < RANK_DEPTH ? ids.length : count };
  });
}

/**
 * A page within the ranking's depth, kept whole for as long as the ranking and every
 * card on it would be: a repeated request (a busy first page, a shared link) costs a
 * lookup, and is never staler than one assembled from the caches would be.
 */
async function rankedPage(
  catalogue: Catalogue,
  filter: CatalogueFilter,
  sort: Sort,
  page: { skip: number; limit: number },
): Promise<ListAllResponse> {
  const key = rankingKey(filter, sort);
  const pageKey = `${page.skip}|${page.limit}|${key}`;
  const kept = catalogue.pages.get(pageKey);
  if (kept) return kept;
  const generation = catalogue.generation;
  const { ids, total } = await ranking(catalogue, filter, sort);
  const onPage = ids.slice(page.skip, page.skip + page.limit);
  const cards = await cardsFor(catalogue, onPage);
  const response = { extensions: cards.map(toListed), total, ...page };
  const expiries = [
    catalogue.rankings.expiresAt(key),
    ...onPage.map(id => catalogue.cards.expiresAt(id)),
  ];
  const live = expiries.filter(expiry => expiry !== undefined);
  // Not kept when a write landed meanwhile or a card dropped out (unpublished).
  if (generation === catalogue.generation && live.length === expiries.length) {
    catalogue.pages.setUntil(pageKey, response, Math.min(...live), generation);
  }
  return response;
}

export async function listCatalogue(
  catalogue: Catalogue,
  body: ListAllBody,
): Promise<ListAllResponse> {
  const filter = toFilter({
    search: body.searchText,
    type: body.typeFilter || undefined,
    category: body.category,
    platform: body.platform,
    worksWith: body.worksWith,
  });
  const skip = body.skip ?? 0;
  const limit = body.limit ?? LIMITS.defaultPageSize;
  const sort = defaultSort(filter, body.sort || undefined);
  if (filter.search?.tokens.length === 0)
    return { extensions: [], total: 0, skip, limit };
  if (skip + limit <= RANK_DEPTH) {
    return rankedPage(catalogue, filter, sort, { skip, limit });
  }
  const rows = await listExtensions(catalogue.db, filter, { sort, skip, limit });
  // A short page ends the result set, so its total is known without counting.
  const total =
    rows.length > 0 && rows.length < limit
      ? skip + rows.length
      : await countOf(catalogue, filter);
  const extensions = (await summaries(catalogue, rows)).map(toListed);
  return { extensions, total, skip, limit };
}

export async function countCatalogue(
  catalogue: Catalogue,
  query: CountFilterQuery,
): Promise<CountResponse> {
  const filter = toFilter(query);
  if (filter.search?.tokens.length === 0) return { count: 0 };
  return { count: await countOf(catalogue, filter) };
}

export async function weeklyTrending(
  catalogue: Catalogue,
  now = new Date(),
): Promise<TrendingResponse> {
  // The window is today and the 6 days before it, in whole UTC days.
  const since = new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS - 6 * DAY_MS);
  const sinceDay = since.toISOString().slice(0, 10);
  const { db } = catalogue;
  return catalogue.trending.getOrCompute(sinceDay, async () => {
    // Once a UTC day the first read moves the window (a catalogue write: scores change).
    if (!(await trendingWindowIs(db, sinceDay))) {
      await catalogue.write(trx => moveTrendingWindow(trx, sinceDay));
    }
    let hits = await maintainedTrending(db, TRENDING_SIZE);
    if (hits.length === 0) hits = await mostDownloaded(db, TRENDING_SIZE);
    const ids = hits.map(hit => hit.id);
    const rows = await summariesByIds(db, ids);
    return {
      extensions: inOrder(ids, await summaries(catalogue, rows)).map(toListed),
      since: since.toISOString(),
    };
  });
}

export async function aboutCatalogue(catalogue: Catalogue): Promise<AboutAllResponse> {
  return catalogue.about.getOrCompute('all', async () => {
    const totals = await maintainedTotals(catalogue.db);
    const zeros = (keys: readonly string[]) =>
      Object.fromEntries(keys.map(key => [key, 0]));
    return {
      extensions: totals.extensions,
      makers: totals.makers,
      downloads: totals.downloads,
      likes: totals.likes,
      freeExtensions: totals.freeExtensions,
      paidExtensions: totals.extensions - totals.freeExtensions,
      categories: { ...zeros(CATEGORIES), ...totals.categories },
      platforms: { ...zeros(PLATFORMS), ...totals.platforms },
    };
  });
}

export async function extensionDetail(
  catalogue: Catalogue,
  slugOrId: string,
  keys?: KeyLookup,
): Promise<ExtensionDetail | undefined> {
  const { db } = catalogue;
  const row = await findPublishedExtension(db, slugOrId);
  if (!row) return undefined;
  const [versions, permissions, [summary]] = await Promise.all([
    versionsOf(db, row.id),
    permissionsOf(db, row.id),
    summaries(catalogue, [row]),
  ]);
  return toDetail(
    row,
    summary?.author ?? unknownAuthor(row.author_id),
    versions,
    permissions,
    keys,
  );
}
