/**
 * The public catalogue: turns validated requests into queries and rows into API
 * types. One instance per app holds the caches (see extensions.cache.ts):
 *
 * - rankings: for a filter + sort (+ search phrase), the ids of the first
 *   RANK_DEPTH results in order, and the total. Which extensions sit on which page
 *   may lag, by at most RANK_TTL_MS, behind writes made outside the extensions
 *   repository (download and like counters). Deeper pages query directly.
 * - cards: the summary of each extension for CARD_TTL_MS (a micro-cache: a busy
 *   first page is read from the database about once per CARD_TTL_MS, and a card's
 *   counters are never older than that).
 * Every write through the extensions repository invalidates all of them at once.
 * - facets: counts of every filter without search text, from one grouped scan.
 * - counts of searches, per filter.
 * - authors (username, name, avatar) by id, so pages need no join with users; a
 *   renamed maker shows the new name within AUTHOR_TTL_MS.
 */
import type {
  AboutAllResponse,
  Author,
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
import { TtlCache } from './extensions.cache';
import { toDetail, toSummary, unknownAuthor } from './extensions.mappers';
import {
  authorsByIds,
  countExtensions,
  findPublishedExtension,
  listExtensions,
  permissionsOf,
  rankedIds,
  summariesByIds,
  versionsOf,
  type CatalogueFilter,
  type SummaryRow,
} from './extensions.queries';
import type { Executor } from './extensions.repository';
import { parseSearch } from './extensions.search';
import {
  catalogueTotals,
  facetCounts,
  mostDownloaded,
  trendingSince,
  type Facets,
} from './extensions.stats';

/** 24 pages of 12, 6 pages of 48. */
export const RANK_DEPTH = 288;
const RANK_TTL_MS = 30_000;
const COUNT_TTL_MS = 30_000;
const AGGREGATE_TTL_MS = 60_000;
const AUTHOR_TTL_MS = 30_000;
const CARD_TTL_MS = 2_000;
const TRENDING_SIZE = 10;
const DAY_MS = 86_400_000;

export function toFilter(input: {
  search?: string;
  type?: TypeFilter;
  category?: CatalogueFilter['category'];
  platform?: CatalogueFilter['platform'];
  authorId?: string;
}): CatalogueFilter {
  const filter: CatalogueFilter = {};
  const search = parseSearch(input.search);
  if (search) filter.search = search;
  if (input.type && input.type !== 'all') filter.typeFilter = input.type;
  if (input.category) filter.category = input.category;
  if (input.platform) filter.platform = input.platform;
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

interface Ranking {
  ids: string[];
  total: number;
}

export function createCatalogueService(db: Executor) {
  // At most ~15 MB: 5,000 rankings of up to 288 ids.
  const rankings = new TtlCache<Ranking>('rankings', RANK_TTL_MS, 5_000);
  const counts = new TtlCache<number>('counts', COUNT_TTL_MS, 5_000);
  const facets = new TtlCache<Facets>('facets', COUNT_TTL_MS, 1);
  const trendingCache = new TtlCache<TrendingResponse>('trending', AGGREGATE_TTL_MS, 4);
  const aboutCache = new TtlCache<AboutAllResponse>('about', AGGREGATE_TTL_MS, 1);
  const authors = new TtlCache<Author>('authors', AUTHOR_TTL_MS, 20_000);
  const cards = new TtlCache<ExtensionSummary>('cards', CARD_TTL_MS, 20_000);

  /** The summaries of `ids`, in that order, from the card cache or one query. */
  async function cardsFor(ids: readonly string[]): Promise<ExtensionSummary[]> {
    const found = new Map<string, ExtensionSummary>();
    const missing: string[] = [];
    for (const id of ids) {
      const card = cards.get(id);
      if (card) found.set(id, card);
      else missing.push(id);
    }
    if (missing.length > 0) {
      for (const card of await summaries(await summariesByIds(db, missing))) {
        cards.set(card.extensionId, card);
        found.set(card.extensionId, card);
      }
    }
    return ids.flatMap(id => found.get(id) ?? []);
  }

  /** Maps rows to summaries, reading only the authors not cached yet. */
  async function summaries(rows: readonly SummaryRow[]): Promise<ExtensionSummary[]> {
    const missing = new Set<string>();
    for (const row of rows) {
      if (authors.get(row.author_id) === undefined) missing.add(row.author_id);
    }
    const fetched = new Map<string, Author>();
    for (const user of await authorsByIds(db, [...missing])) {
      fetched.set(user.id, user);
      authors.set(user.id, user);
    }
    return rows.map(row => {
      const author =
        fetched.get(row.author_id) ??
        authors.get(row.author_id) ??
        unknownAuthor(row.author_id);
      return toSummary(row, author);
    });
  }

  async function count(filter: CatalogueFilter): Promise<number> {
    if (!filter.search && !filter.authorId) {
      const cube = await facets.getOrCompute('all', () => facetCounts(db));
      return countFromFacets(cube, filter);
    }
    return counts.getOrCompute(filterKey(filter), () => countExtensions(db, filter));
  }

  async function ranking(filter: CatalogueFilter, sort: Sort): Promise<Ranking> {
    // The phrase only matters to relevance (its exact and prefix tiers).
    const phrase = sort === 'relevance' ? (filter.search?.phrase ?? '') : '';
    const key = `${sort}|${phrase}|${filterKey(filter)}`;
    return rankings.getOrCompute(key, async () => {
      const ids = await rankedIds(db, filter, { sort, skip: 0, limit: RANK_DEPTH });
      return { ids, total: ids.length < RANK_DEPTH ? ids.length : await count(filter) };
    });
  }

  return {
    async list(body: ListAllBody): Promise<ListAllResponse> {
      const filter = toFilter({
        search: body.searchText,
        type: body.typeFilter,
        category: body.category,
        platform: body.platform,
      });
      const skip = body.skip ?? 0;
      const limit = body.limit ?? LIMITS.defaultPageSize;
      const sort = defaultSort(filter, body.sort);
      if (filter.search?.tokens.length === 0)
        return { extensions: [], total: 0, skip, limit };
      if (skip + limit <= RANK_DEPTH) {
        const { ids, total } = await ranking(filter, sort);
        return {
          extensions: await cardsFor(ids.slice(skip, skip + limit)),
          total,
          skip,
          limit,
        };
      }
      const rows = await listExtensions(db, filter, { sort, skip, limit });
      // A short page ends the result set, so its total is known without counting.
      const total =
        rows.length > 0 && rows.length < limit ? skip + rows.length : await count(filter);
      return { extensions: await summaries(rows), total, skip, limit };
    },

    async count(query: CountFilterQuery): Promise<CountResponse> {
      const filter = toFilter(query);
      if (filter.search?.tokens.length === 0) return { count: 0 };
      return { count: await count(filter) };
    },

    async trending(now = new Date()): Promise<TrendingResponse> {
      // The window is today and the 6 days before it, in whole UTC days.
      const since = new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS - 6 * DAY_MS);
      const sinceDay = since.toISOString().slice(0, 10);
      return trendingCache.getOrCompute(sinceDay, async () => {
        let hits = await trendingSince(db, sinceDay, TRENDING_SIZE);
        if (hits.length === 0) hits = await mostDownloaded(db, TRENDING_SIZE);
        const ids = hits.map(hit => hit.id);
        const rows = await summariesByIds(db, ids);
        return {
          extensions: inOrder(ids, await summaries(rows)),
          since: since.toISOString(),
        };
      });
    },

    async about(): Promise<AboutAllResponse> {
      return aboutCache.getOrCompute('all', async () => {
        const totals = await catalogueTotals(db);
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
    },

    async detail(slugOrId: string): Promise<ExtensionDetail | undefined> {
      const row = await findPublishedExtension(db, slugOrId);
      if (!row) return undefined;
      const [versions, permissions, [summary]] = await Promise.all([
        versionsOf(db, row.id),
        permissionsOf(db, row.id),
        summaries([row]),
      ]);
      return toDetail(
        row,
        summary?.author ?? unknownAuthor(row.author_id),
        versions,
        permissions,
      );
    },

    /** Summaries of rows read elsewhere (a maker's profile), with cached authors. */
    summaries,
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
