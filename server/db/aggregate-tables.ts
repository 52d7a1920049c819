/**
 * Table types of the catalogue aggregates (catalogue_aggregates migration). Database
 * triggers write every one of them; the app only reads them, and moves the trending
 * window (extensions.trending.ts). Counts are bigint: PostgreSQL returns them as
 * strings, so readers wrap them in Number().
 */
import type { ColumnType } from 'kysely';

type Count = ColumnType<number | string, never, never>;

/** Published extensions per (category, is_free, platform); platform '' = all platforms. */
export interface CatalogueFacetsTable {
  category: ColumnType<string, never, never>;
  is_free: ColumnType<number, never, never>;
  platform: ColumnType<string, never, never>;
  extensions: Count;
  /** Only on the platform '' cells. */
  downloads: Count;
  likes: Count;
}

/** Published extensions per author (rows with none are removed). */
export interface CatalogueMakersTable {
  author_id: ColumnType<string, never, never>;
  extensions: Count;
}

/** Named counters; 'makers' = authors with at least one published extension. */
export interface CatalogueTotalsTable {
  name: ColumnType<string, never, never>;
  value: Count;
}

/** One row (id 1): the first stats day `trending_scores` sums. */
export interface TrendingWindowTable {
  id: number;
  since: string;
}

/** Downloads + likes of each extension over the stats days since the window start. */
export interface TrendingScoresTable {
  extension_id: ColumnType<string, never, never>;
  score: Count;
}

export interface AggregateTables {
  catalogue_facets: CatalogueFacetsTable;
  catalogue_makers: CatalogueMakersTable;
  catalogue_totals: CatalogueTotalsTable;
  trending_window: TrendingWindowTable;
  trending_scores: TrendingScoresTable;
}
