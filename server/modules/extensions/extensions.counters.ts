/**
 * The catalogue's counters: likes (public, one per user) and downloads. Both move
 * the extension's total and today's row of `extension_daily_stats` (trending) in
 * the caller's catalogue transaction, by exactly what changed.
 */
import { sql } from 'kysely';
import type { Trx } from './extensions.repository';

/**
 * Sets or clears one user's like (`like` undefined toggles) and answers whether it is
 * liked now and the new count. The counter and today's trending stats move only when
 * the like row itself was added or removed, and by one, under the row lock of the
 * UPDATE: two concurrent likes both count, a repeated like counts once. (A recount
 * sub-select would not do: under PostgreSQL's READ COMMITTED it reads the statement's
 * snapshot and can miss a like committed while it waited for the lock.)
 */
export async function setLike(
  db: Trx,
  extensionId: string,
  userId: string,
  like: boolean | undefined,
  now = new Date(),
): Promise<{ liked: boolean; likes: number }> {
  const want =
    like ??
    (await db
      .selectFrom('extension_likes')
      .select('user_id')
      .where('extension_id', '=', extensionId)
      .where('user_id', '=', userId)
      .executeTakeFirst()) === undefined;
  const day = now.toISOString().slice(0, 10);
  const changed = want
    ? await db
        .insertInto('extension_likes')
        .values({
          extension_id: extensionId,
          user_id: userId,
          created_at: now.toISOString(),
        })
        .onConflict(oc => oc.columns(['extension_id', 'user_id']).doNothing())
        .returning('user_id')
        .execute()
    : await db
        .deleteFrom('extension_likes')
        .where('extension_id', '=', extensionId)
        .where('user_id', '=', userId)
        .returning('user_id')
        .execute();
  if (changed.length > 0) {
    const step = want ? 1 : -1;
    await db
      .updateTable('extensions')
      .set({ like_count: sql`like_count + ${step}` })
      .where('id', '=', extensionId)
      .execute();
    if (want) {
      await db
        .insertInto('extension_daily_stats')
        .values({ extension_id: extensionId, day, downloads: 0, likes: 1 })
        .onConflict(oc =>
          oc
            .columns(['extension_id', 'day'])
            .doUpdateSet({ likes: sql`extension_daily_stats.likes + 1` }),
        )
        .execute();
    } else {
      // An unlike takes back today's like if there is one; older days keep their history.
      await db
        .updateTable('extension_daily_stats')
        .set({ likes: sql`likes - 1` })
        .where('extension_id', '=', extensionId)
        .where('day', '=', day)
        .where('likes', '>', 0)
        .execute();
    }
  }
  const row = await db
    .selectFrom('extensions')
    .select('like_count')
    .where('id', '=', extensionId)
    .executeTakeFirstOrThrow();
  return { liked: want, likes: Number(row.like_count) };
}

/** One more download of an extension: its total and today's trending row. */
export async function countDownload(db: Trx, extensionId: string, now = new Date()) {
  await db
    .updateTable('extensions')
    .set({ download_count: sql`download_count + 1` })
    .where('id', '=', extensionId)
    .execute();
  await db
    .insertInto('extension_daily_stats')
    .values({
      extension_id: extensionId,
      day: now.toISOString().slice(0, 10),
      downloads: 1,
      likes: 0,
    })
    .onConflict(oc =>
      oc
        .columns(['extension_id', 'day'])
        .doUpdateSet({ downloads: sql`extension_daily_stats.downloads + 1` }),
    )
    .execute();
}
