/**
 * Full recounts of the catalogue aggregates: weekly trending, the about-all totals and
 * the facet counts, each a scan of the catalogue. The server reads the maintained
 * copies instead (extensions.aggregates.ts); these are the reference the tests compare
 * them with after random writes. mostDownloaded is the trending fallback (an index walk).
 */
import { sql } from 'kysely';
import type { Executor } from '../../db/executor';

export interface TrendingHit {
  id: string;
  score: number;
}

/**
 * Published extensions ranked by downloads + likes since `sinceDay` (YYYY-MM-DD),
 * from the daily stats. Empty when nothing happened in the window.
 */
export async function trendingSince(
  db: Executor,
  sinceDay: string,
  limit: number,
): Promise<TrendingHit[]> {
  const score = sql<number>`sum(s.downloads + s.likes)`;
  const rows = await db
    .selectFrom('extension_daily_stats as s')
    .innerJoin('extensions as e', 'e.id', 's.extension_id')
    .select(['s.extension_id as id', score.as('score')])
    .where('s.day', '>=', sinceDay)
    .where('e.published', '=', 1)
    .groupBy('s.extension_id')
    .having(score, '>', 0)
    .orderBy(score, 'desc')
    .orderBy('s.extension_id', 'asc')
    .limit(limit)
    .execute();
  return rows.map(row => ({ id: row.id, score: Number(row.score) }));
}

/** The fallback when the week is empty: most downloaded of all time. */
export async function mostDownloaded(
  db: Executor,
  limit: number,
): Promise<TrendingHit[]> {
  const rows = await db
    .selectFrom('extensions')
    .select(['id', 'download_count'])
    .where('published', '=', 1)
    .orderBy('download_count', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(row => ({ id: row.id, score: Number(row.download_count) }));
}

export interface CatalogueTotals {
  extensions: number;
  makers: number;
  downloads: number;
  likes: number;
  freeExtensions: number;
  categories: Record<string, number>;
  platforms: Record<string, number>;
}

export async function catalogueTotals(db: Executor): Promise<CatalogueTotals> {
  const totals = await db
    .selectFrom('extensions')
    .select(eb => [
      eb.fn.countAll<number>().as('extensions'),
      eb.fn.count<number>('author_id').distinct().as('makers'),
      sql<number>`coalesce(sum(download_count), 0)`.as('downloads'),
      sql<number>`coalesce(sum(like_count), 0)`.as('likes'),
      sql<number>`coalesce(sum(is_free), 0)`.as('free'),
    ])
    .where('published', '=', 1)
    .executeTakeFirstOrThrow();
  const categories = await db
    .selectFrom('extensions')
    .select(eb => ['category', eb.fn.countAll<number>().as('count')])
    .where('published', '=', 1)
    .groupBy('category')
    .execute();
  const platforms = await db
    .selectFrom('extension_platforms as p')
    .innerJoin('extensions as e', 'e.id', 'p.extension_id')
    .select(eb => ['p.platform', eb.fn.countAll<number>().as('count')])
    .where('e.published', '=', 1)
    .groupBy('p.platform')
    .execute();
  // pg returns int8 aggregates through the int8 parser and sums of int4 as int8; Number() covers both.
  return {
    extensions: Number(totals.extensions),
    makers: Number(totals.makers),
    downloads: Number(totals.downloads),
    likes: Number(totals.likes),
    freeExtensions: Number(totals.free),
    categories: Object.fromEntries(
      categories.map(row => [row.category, Number(row.count)]),
    ),
    platforms: Object.fromEntries(
      platforms.map(row => [row.platform, Number(row.count)]),
    ),
  };
}

/** Published extensions per (free, category), and per (free, category, platform). */
export interface Facets {
  cells: { free: boolean; category: string; count: number }[];
  platformCells: { free: boolean; category: string; platform: string; count: number }[];
}

/**
 * One grouped scan of a covering index (extensions_facets, see the migration) that
 * answers the count of every filter without search text, so browsing never runs
 * COUNT(*) per request (see countFromFacets in the service). Platforms come from the
 * `platform_list` copy: a few dozen distinct lists, expanded here.
 */
export async function facetCounts(db: Executor): Promise<Facets> {
  const rows = await db
    .selectFrom('extensions')
    .select(eb => [
      'category',
      'is_free',
      'platform_list',
      eb.fn.countAll<number>().as('count'),
    ])
    .where('published', '=', 1)
    .groupBy(['category', 'is_free', 'platform_list'])
    .execute();
  const cells = new Map<string, Facets['cells'][number]>();
  const platformCells = new Map<string, Facets['platformCells'][number]>();
  for (const row of rows) {
    const free = Number(row.is_free) === 1;
    const count = Number(row.count);
    const key = `${row.category}|${free}`;
    const cell = cells.get(key) ?? { free, category: row.category, count: 0 };
    cell.count += count;
    cells.set(key, cell);
    const parsed: unknown = JSON.parse(row.platform_list);
    for (const platform of Array.isArray(parsed) ? parsed : []) {
      if (typeof platform !== 'string') continue;
      const platformKey = `${key}|${platform}`;
      const platformCell = platformCells.get(platformKey) ?? {
        free,
        category: row.category,
        platform,
        count: 0,
      };
      platformCell.count += count;
      platformCells.set(platformKey, platformCell);
    }
  }
  return { cells: [...cells.values()], platformCells: [...platformCells.values()] };
}
