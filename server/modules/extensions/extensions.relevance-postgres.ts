/**
 * Relevance that scales with the page on PostgreSQL (issue 19): ranking every match
 * of a common word by ts_rank read and ranked 24,000 tsvectors at 100k extensions
 * (300-590 ms) for one page. The order is the SQLite one (extensions.relevance.ts),
 * with "newest" meaning (created_at, id) as in the newest sort and its index:
 *
 * 1. head: names equal to the phrase, then names starting with it, by ts_rank:
 *    a range of the lower(name) index.
 * 2. body: the CANDIDATES newest other matches, by ts_rank: a backward walk of
 *    the newest index that stops after CANDIDATES matches (or, for a rare word, the
 *    planner's bitmap scan of its few matches).
 * 3. tail: every older match, newest first, continuing the same index walk.
 *
 * A match set of up to CANDIDATES rows is ranked exactly as before.
 */
import { sql, type SqlBool } from 'kysely';
import type { Executor } from '../../db/executor';
import { CANDIDATES } from './extensions.relevance';
import { toTsQuery, type SearchTerms } from './extensions.search';
import type { FilteredQuery } from './extensions.queries';

/** Above every character a name can hold, so `phrase … phrase || TOP` spans its prefixes. */
const TOP = String.fromCodePoint(0x10ffff);

export async function postgresRelevanceIds(
  db: Executor,
  filtered: () => FilteredQuery,
  search: SearchTerms,
  page: { skip: number; limit: number },
): Promise<string[]> {
  const query = sql`to_tsquery('simple', ${toTsQuery(search.tokens)})`;
  const rank = sql<number>`ts_rank(e.search_vector, ${query})`;
  const lowerName = sql<string>`lower(e.name) collate "C"`;
  const top = await filtered()
    .select('e.id')
    .where(sql<SqlBool>`${lowerName} >= ${search.phrase}`)
    .where(sql<SqlBool>`${lowerName} < ${search.phrase + TOP}`)
    .orderBy(sql`case when lower(e.name) = ${search.phrase} then 0 else 1 end`)
    .orderBy(rank, 'desc')
    .orderBy('e.id', 'asc')
    .execute();
  // Ranked in SQL so ties break by id in the database's collation, as the exact ranking.
  const candidates = filtered()
    .select(['e.id', 'e.created_at', rank.as('rank')])
    .select(
      sql<number>`row_number() over (order by e.created_at desc, e.id desc)`.as('n'),
    )
    .orderBy('e.created_at', 'desc')
    .orderBy('e.id', 'desc')
    .limit(CANDIDATES);
  const newest = await db
    .selectFrom(candidates.as('c'))
    .select(['c.id', 'c.created_at', 'c.n'])
    .orderBy('c.rank', 'desc')
    .orderBy('c.id', 'asc')
    .execute();
  const inHead = new Set(top.map(hit => hit.id));
  const body = newest.filter(hit => !inHead.has(hit.id));
  const known = [...top, ...body];
  const end = page.skip + page.limit;
  // The oldest candidate; none when every match is a candidate.
  const edge = newest.find(hit => Number(hit.n) === CANDIDATES);
  if (end <= known.length || !edge) {
    return known.slice(page.skip, end).map(hit => hit.id);
  }
  // The tail leaves out head rows that are older than the last candidate: every
  // head row newer than it is among the candidates.
  const newer = new Set(newest.map(hit => hit.id));
  const older = top.filter(hit => !newer.has(hit.id)).map(hit => hit.id);
  const tailSkip = Math.max(0, page.skip - known.length);
  const tail = await filtered()
    .select('e.id')
    .where(sql<SqlBool>`(e.created_at, e.id) < (${edge.created_at}, ${edge.id})`)
    .$if(older.length > 0, q => q.where('e.id', 'not in', older))
    .orderBy('e.created_at', 'desc')
    .orderBy('e.id', 'desc')
    .limit(end - Math.max(page.skip, known.length))
    .offset(tailSkip)
    .execute();
  return [...known.slice(page.skip).map(hit => hit.id), ...tail.map(row => row.id)];
}
