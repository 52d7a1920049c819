/**
 * Reads and small writes of publishing that the catalogue repository does not
 * cover: ownership look-ups, My Extensions, likes and one version's removal.
 * Extension rows themselves are written through extensions.repository.ts.
 */
import { sql } from 'kysely';
import type { Executor } from '../extensions/extensions.repository';
import { RATES_SNAPSHOT } from '../rates/rates.snapshot';

export async function extensionOwner(
  db: Executor,
  id: string,
): Promise<
  { id: string; author_id: string; published: number; package_name: string } | undefined
> {
  return db
    .selectFrom('extensions')
    .select(['id', 'author_id', 'published', 'package_name'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function extensionIdByPackage(db: Executor, packageName: string) {
  const row = await db
    .selectFrom('extensions')
    .select('id')
    .where('package_name', '=', packageName)
    .executeTakeFirst();
  return row?.id;
}

/** Units of USD one rupee buys: the stored rate, else the bundled snapshot. */
export async function usdPerInr(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('exchange_rates')
    .select('rate')
    .where('base', '=', 'INR')
    .where('quote', '=', 'USD')
    .executeTakeFirst();
  const rate = Number(row?.rate);
  return Number.isFinite(rate) && rate > 0 ? rate : RATES_SNAPSHOT.rates.USD;
}

export async function deleteVersionRow(db: Executor, versionId: string): Promise<void> {
  await db.deleteFrom('extension_versions').where('id', '=', versionId).execute();
}

export interface MyExtensionsQuery {
  authorId: string;
  ids?: readonly string[];
  skip: number;
  limit: number;
}

export async function myExtensions(db: Executor, query: MyExtensionsQuery) {
  const base = db
    .selectFrom('extensions as e')
    .where('e.author_id', '=', query.authorId)
    .$if(Boolean(query.ids?.length), qb =>
      qb.where('e.id', 'in', [...(query.ids ?? [])]),
    );
  const [rows, total] = await Promise.all([
    base
      .select([
        'e.id',
        'e.slug',
        'e.name',
        'e.description',
        'e.icon',
        'e.package_name',
        'e.published',
        'e.download_count',
        'e.like_count',
        'e.created_at',
        'e.updated_at',
        // A listing column kept current by every version write (refreshListColumns).
        sql<string | null>`e.latest_version`.as('latest_version'),
        sql<number>`(select count(*) from extension_versions v where v.extension_id = e.id)`.as(
          'version_count',
        ),
      ])
      .orderBy('e.updated_at', 'desc')
      .orderBy('e.id', 'desc')
      .offset(query.skip)
      .limit(query.limit)
      .execute(),
    base.select(eb => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.count) };
}

/** Sets or clears the user's like; answers whether it is liked now and the new count. */
export async function setLike(
  db: Executor,
  extensionId: string,
  userId: string,
  like: boolean | undefined,
): Promise<{ liked: boolean; likes: number }> {
  const existing = await db
    .selectFrom('extension_likes')
    .select('user_id')
    .where('extension_id', '=', extensionId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const want = like ?? !existing;
  const now = new Date().toISOString();
  const day = now.slice(0, 10);
  if (want && !existing) {
    await db
      .insertInto('extension_likes')
      .values({ extension_id: extensionId, user_id: userId, created_at: now })
      .onConflict(oc => oc.columns(['extension_id', 'user_id']).doNothing())
      .execute();
    await db
      .insertInto('extension_daily_stats')
      .values({ extension_id: extensionId, day, downloads: 0, likes: 1 })
      .onConflict(oc =>
        oc
          .columns(['extension_id', 'day'])
          .doUpdateSet({ likes: sql`extension_daily_stats.likes + 1` }),
      )
      .execute();
  } else if (!want && existing) {
    await db
      .deleteFrom('extension_likes')
      .where('extension_id', '=', extensionId)
      .where('user_id', '=', userId)
      .execute();
    await db
      .updateTable('extension_daily_stats')
      .set({ likes: sql`likes - 1` })
      .where('extension_id', '=', extensionId)
      .where('day', '=', day)
      .where('likes', '>', 0)
      .execute();
  }
  // Counted, not incremented, so concurrent toggles cannot drift the counter.
  await db
    .updateTable('extensions')
    .set({
      like_count: sql`(select count(*) from extension_likes l where l.extension_id = ${extensionId})`,
    })
    .where('id', '=', extensionId)
    .execute();
  const row = await db
    .selectFrom('extensions')
    .select('like_count')
    .where('id', '=', extensionId)
    .executeTakeFirstOrThrow();
  return { liked: want, likes: Number(row.like_count) };
}
