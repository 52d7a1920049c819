/**
 * Storage of reviews, helpful votes, review reports and the review aggregates.
 * Functions take the database first. The aggregates are recounted from one
 * extension's visible reviews (an index range of that extension) inside the
 * transaction that changed a review, so they never drift and cost no scan.
 */
import { sql, type Insertable, type Updateable } from 'kysely';
import { ratingSortKey } from '#shared/domain/reviews';
import type { Executor, Transaction } from '../../db/executor';
import type { Database } from '../../db/database';
import type { ReviewsTable } from '../../db/review-tables';

export async function extensionFor(db: Executor, slugOrId: string) {
  return db
    .selectFrom('extensions')
    .select(['id', 'slug', 'name', 'author_id', 'published'])
    .where(eb => eb.or([eb('id', '=', slugOrId), eb('slug', '=', slugOrId)]))
    .orderBy(sql`case when id = ${slugOrId} then 0 else 1 end`)
    .executeTakeFirst();
}

export async function claimedBuilders(db: Executor, extensionId: string) {
  const rows = await db
    .selectFrom('extension_platforms')
    .select('platform')
    .where('extension_id', '=', extensionId)
    .execute();
  return new Set(rows.map(row => row.platform));
}

/** Reviews with their author's public name and the caller's helpful vote. */
function reviewQuery(db: Executor, viewerId: string | null) {
  return db
    .selectFrom('reviews as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .selectAll('r')
    .select(['u.username', 'u.name as user_name'])
    .select(eb =>
      eb
        .exists(
          eb
            .selectFrom('review_votes as v')
            .select(sql`1`.as('one'))
            .whereRef('v.review_id', '=', 'r.id')
            .where('v.user_id', '=', viewerId ?? ''),
        )
        .as('voted'),
    );
}

export type ReviewRow = NonNullable<Awaited<ReturnType<typeof findReview>>>;

export function findReview(db: Executor, id: string, viewerId: string | null = null) {
  return reviewQuery(db, viewerId).where('r.id', '=', id).executeTakeFirst();
}

export function reviewBy(
  db: Executor,
  extensionId: string,
  userId: string,
  viewerId: string | null = userId,
) {
  return reviewQuery(db, viewerId)
    .where('r.extension_id', '=', extensionId)
    .where('r.user_id', '=', userId)
    .executeTakeFirst();
}

export function visibleReviews(
  db: Executor,
  extensionId: string,
  page: { sort: 'helpful' | 'newest'; skip: number; limit: number },
  viewerId: string | null,
) {
  let query = reviewQuery(db, viewerId)
    .where('r.extension_id', '=', extensionId)
    .where('r.hidden', '=', 0);
  if (page.sort === 'helpful') query = query.orderBy('r.helpful_count', 'desc');
  return query
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(page.limit)
    .offset(page.skip)
    .execute();
}

/** Visible reviews per star, from the extension's index range. */
export async function distribution(db: Executor, extensionId: string) {
  const rows = await db
    .selectFrom('reviews')
    .select(['rating', eb => eb.fn.countAll<number | string>().as('count')])
    .where('extension_id', '=', extensionId)
    .where('hidden', '=', 0)
    .groupBy('rating')
    .execute();
  const counts = [0, 0, 0, 0, 0];
  for (const row of rows) {
    const star = Number(row.rating);
    if (star >= 1 && star <= 5) counts[star - 1] = Number(row.count);
  }
  return counts;
}

export function builderReports(db: Executor, extensionId: string) {
  return db
    .selectFrom('extension_builder_reports')
    .select(['builder', 'works', 'fails'])
    .where('extension_id', '=', extensionId)
    .execute();
}

export async function insertReview(
  trx: Transaction<Database>,
  row: Insertable<ReviewsTable>,
) {
  await trx.insertInto('reviews').values(row).execute();
}

export async function updateReview(
  trx: Transaction<Database>,
  id: string,
  changes: Updateable<ReviewsTable>,
) {
  await trx.updateTable('reviews').set(changes).where('id', '=', id).execute();
}

export async function deleteReview(trx: Transaction<Database>, id: string) {
  await trx.deleteFrom('reviews').where('id', '=', id).execute();
}

/**
 * Recounts one extension's aggregates from its visible reviews: the rating columns
 * of its row (cards, the rating sort) and its per-builder works/doesn't rows.
 */
export async function refreshAggregates(trx: Transaction<Database>, extensionId: string) {
  const visible = trx
    .selectFrom('reviews')
    .where('extension_id', '=', extensionId)
    .where('hidden', '=', 0);
  const totals = await visible
    .select(eb => [
      eb.fn.countAll<number | string>().as('count'),
      eb.fn.coalesce(eb.fn.sum<number | string>('rating'), sql<number>`0`).as('sum'),
    ])
    .executeTakeFirst();
  const count = Number(totals?.count ?? 0);
  const sum = Number(totals?.sum ?? 0);
  await trx
    .updateTable('extensions')
    .set({ rating_count: count, rating_sum: sum, rating_sort: ratingSortKey(sum, count) })
    .where('id', '=', extensionId)
    .execute();
  const builders = await visible
    .select([
      'builder',
      sql<number | string>`sum(case when works = 1 then 1 else 0 end)`.as('works'),
      sql<number | string>`sum(case when works = 1 then 0 else 1 end)`.as('fails'),
    ])
    .groupBy('builder')
    .execute();
  await trx
    .deleteFrom('extension_builder_reports')
    .where('extension_id', '=', extensionId)
    .execute();
  if (builders.length > 0) {
    await trx
      .insertInto('extension_builder_reports')
      .values(
        builders.map(row => ({
          extension_id: extensionId,
          builder: row.builder,
          works: Number(row.works),
          fails: Number(row.fails),
        })),
      )
      .execute();
  }
}

/** Adds or removes the user's helpful vote and recounts the review's total. */
export async function setVote(
  trx: Transaction<Database>,
  reviewId: string,
  userId: string,
  helpful: boolean,
) {
  if (helpful) {
    await trx
      .insertInto('review_votes')
      .values({
        review_id: reviewId,
        user_id: userId,
        created_at: new Date().toISOString(),
      })
      .onConflict(oc => oc.columns(['review_id', 'user_id']).doNothing())
      .execute();
  } else {
    await trx
      .deleteFrom('review_votes')
      .where('review_id', '=', reviewId)
      .where('user_id', '=', userId)
      .execute();
  }
  await trx
    .updateTable('reviews')
    .set({
      helpful_count: eb =>
        eb
          .selectFrom('review_votes')
          .select(eb.fn.countAll<number>().as('n'))
          .where('review_id', '=', reviewId),
    })
    .where('id', '=', reviewId)
    .execute();
}

/** Files a report; undefined when this user already reported this review. */
export async function insertReport(
  db: Executor,
  row: { id: string; review_id: string; reporter_id: string; details: string },
) {
  const inserted = await db
    .insertInto('review_reports')
    .values({ ...row, created_at: new Date().toISOString() })
    .onConflict(oc => oc.columns(['review_id', 'reporter_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted?.id;
}

export async function closeReports(
  trx: Transaction<Database>,
  reviewId: string,
  adminEmail: string,
) {
  await trx
    .updateTable('review_reports')
    .set({
      status: 'resolved',
      resolved_at: new Date().toISOString(),
      resolved_by: adminEmail,
    })
    .where('review_id', '=', reviewId)
    .where('status', '=', 'open')
    .execute();
}

export async function listReports(
  db: Executor,
  query: { status?: string; skip: number; limit: number },
) {
  const base = db
    .selectFrom('review_reports as rr')
    .$if(query.status !== undefined, qb =>
      qb.where('rr.status', '=', query.status ?? ''),
    );
  const rows = await base
    .innerJoin('users as reporter', 'reporter.id', 'rr.reporter_id')
    .innerJoin('reviews as r', 'r.id', 'rr.review_id')
    .innerJoin('extensions as e', 'e.id', 'r.extension_id')
    .select([
      'rr.id',
      'rr.status',
      'rr.details',
      'rr.created_at',
      'rr.review_id',
      'reporter.username as reporter',
      'e.slug',
      'e.name',
    ])
    .orderBy('rr.created_at', 'desc')
    .orderBy('rr.id', 'desc')
    .limit(query.limit)
    .offset(query.skip)
    .execute();
  const total = await base
    .select(eb => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirst();
  const open = await db
    .selectFrom('review_reports')
    .select(eb => eb.fn.countAll<number | string>().as('n'))
    .where('status', '=', 'open')
    .executeTakeFirst();
  return { rows, total: Number(total?.n ?? 0), open: Number(open?.n ?? 0) };
}
