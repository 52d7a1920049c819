/**
 * Reads of the maintained catalogue aggregates (catalogue_aggregates migration):
 * about-all totals, the count-filter facets and weekly trending, each a read of a
 * few dozen rows (or one index walk) at any catalogue size. The recounts they replace
 * stay in extensions.stats.ts, where the tests compare both after random writes.
 */
import { sql } from 'kysely';
import type { Executor, Transaction } from '../../db/executor';
import type { Database } from '../../db/database';
import { isPostgres } from '../../db/executor';
import type { CatalogueTotals, Facets, TrendingHit } from './extensions.stats';

async function facetRows(db: Executor) {
  const rows = await db
    .selectFrom('catalogue_facets')
    .select(['category', 'is_free', 'platform', 'extensions', 'downloads', 'likes'])
    .where('extensions', '>', 0)
    .execute();
  return rows.map(row => ({
    category: row.category,
    free: Number(row.is_free) === 1,
    platform: row.platform,
    extensions: Number(row.extensions),
    downloads: Number(row.downloads),
    likes: Number(row.likes),
  }));
}

/** Every filter's count without search text, as extensions.stats facetCounts recounts it. */
export async function maintainedFacets(db: Executor): Promise<Facets> {
  const facets: Facets = { cells: [], platformCells: [] };
  for (const row of await facetRows(db)) {
    const cell = { free: row.free, category: row.category, count: row.extensions };
    if (row.platform === '') facets.cells.push(cell);
    else facets.platformCells.push({ ...cell, platform: row.platform });
  }
  return facets;
}

/** The about-all figures, as extensions.stats catalogueTotals recounts them. */
export async function maintainedTotals(db: Executor): Promise<CatalogueTotals> {
  const totals: CatalogueTotals = {
    extensions: 0,
    makers: 0,
    downloads: 0,
    likes: 0,
    freeExtensions: 0,
    categories: {},
    platforms: {},
  };
  for (const row of await facetRows(db)) {
    if (row.platform !== '') {
      totals.platforms[row.platform] =
        (totals.platforms[row.platform] ?? 0) + row.extensions;
      continue;
    }
    totals.extensions += row.extensions;
    totals.downloads += row.downloads;
    totals.likes += row.likes;
    if (row.free) totals.freeExtensions += row.extensions;
    totals.categories[row.category] =
      (totals.categories[row.category] ?? 0) + row.extensions;
  }
  const makers = await db
    .selectFrom('catalogue_totals')
    .select('value')
    .where('name', '=', 'makers')
    .executeTakeFirst();
  totals.makers = Number(makers?.value ?? 0);
  return totals;
}

/**
 * Moves the trending window to start at `sinceDay` (YYYY-MM-DD): the scores lose the
 * days that left the window (or gain the days that re-entered it, if the clock went
 * back), so a new day costs one pass over one day of stats, not the whole week.
 * On PostgreSQL the window row is locked first: a stats write waits for the move and
 * then counts against the new start (the trigger reads the row FOR SHARE).
 */
export async function moveTrendingWindow(
  trx: Transaction<Database>,
  sinceDay: string,
): Promise<void> {
  const current = await trx
    .selectFrom('trending_window')
    .select('since')
    .where('id', '=', 1)
    .$if(isPostgres(trx), qb => qb.forUpdate())
    .executeTakeFirstOrThrow();
  if (current.since === sinceDay) return;
  const [from, to, sign] =
    current.since < sinceDay
      ? [current.since, sinceDay, -1]
      : [sinceDay, current.since, 1];
  await sql`insert into trending_scores (extension_id, score)
    select extension_id, ${sign} * sum(downloads + likes) from extension_daily_stats
    where day >= ${from} and day < ${to} group by extension_id
    on conflict (extension_id) do update set score = trending_scores.score + excluded.score`.execute(
    trx,
  );
  await trx
    .updateTable('trending_window')
    .set({ since: sinceDay })
    .where('id', '=', 1)
    .execute();
  await trx.deleteFrom('trending_scores').where('score', '<=', 0).execute();
}

/** Whether the trending window already starts at `sinceDay` (no write needed). */
export async function trendingWindowIs(db: Executor, sinceDay: string): Promise<boolean> {
  const row = await db
    .selectFrom('trending_window')
    .select('since')
    .where('id', '=', 1)
    .executeTakeFirst();
  return row?.since === sinceDay;
}

/**
 * The top of the window: one walk of the score index. Publication is checked per
 * hit (EXISTS), so neither planner starts from the extensions side and sorts.
 */
export async function maintainedTrending(
  db: Executor,
  limit: number,
): Promise<TrendingHit[]> {
  const rows = await db
    .selectFrom('trending_scores as t')
    .select(['t.extension_id as id', 't.score'])
    .where('t.score', '>', 0)
    .where(eb =>
      eb.exists(
        eb
          .selectFrom('extensions as e')
          .select(sql`1`.as('one'))
          .whereRef('e.id', '=', 't.extension_id')
          .where('e.published', '=', 1),
      ),
    )
    .orderBy('t.score', 'desc')
    .orderBy('t.extension_id', 'asc')
    .limit(limit)
    .execute();
  return rows.map(row => ({ id: row.id, score: Number(row.score) }));
}

/**
 * Recounts every aggregate from the catalogue, for bulk loads that ran with the
 * triggers off (server/seed/bulk.ts withoutTriggers). The same statements as the
 * catalogue_aggregates migration's first fill (migrations never import app code).
 */
export async function rebuildAggregates(trx: Transaction<Database>): Promise<void> {
  const postgres = isPostgres(trx);
  for (const table of [
    'catalogue_facets',
    'catalogue_makers',
    'catalogue_totals',
    'trending_scores',
  ] as const) {
    await trx.deleteFrom(table).execute();
  }
  const platforms = postgres
    ? sql`jsonb_array_elements(e.platform_list::jsonb) p where jsonb_typeof(p.value) = 'string' and`
    : sql`json_each(e.platform_list) p where p.type = 'text' and`;
  await sql`insert into catalogue_facets (category, is_free, platform, extensions, downloads, likes)
    select category, is_free, '', count(*), coalesce(sum(download_count), 0), coalesce(sum(like_count), 0)
    from extensions where published = 1 group by category, is_free`.execute(trx);
  await sql`insert into catalogue_facets (category, is_free, platform, extensions, downloads, likes)
    select e.category, e.is_free, ${postgres ? sql`p.value #>> '{}'` : sql`p.value`}, count(*), 0, 0
    from extensions e, ${platforms} e.published = 1
    group by 1, 2, 3`.execute(trx);
  await sql`insert into catalogue_makers (author_id, extensions)
    select author_id, count(*) from extensions where published = 1 group by author_id`.execute(
    trx,
  );
  await sql`insert into catalogue_totals (name, value)
    select 'makers', count(*) from catalogue_makers`.execute(trx);
  await sql`insert into trending_scores (extension_id, score)
    select s.extension_id, sum(s.downloads + s.likes) from extension_daily_stats s
    where s.day >= (select since from trending_window where id = 1)
    group by s.extension_id`.execute(trx);
}
