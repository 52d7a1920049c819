/**
 * `stored_blobs`: the registry of stored files. A file is claimed here before its
 * bytes are written and removed only by the sweep (blobs.ts), under this row's lock.
 */
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/database';
import { isPostgres, type Executor } from '../../db/executor';

/**
 * Claims `key` now. On PostgreSQL the upsert waits for a sweep holding the row's
 * lock, so once this returns the sweep cannot remove the file for the grace period.
 */
export async function claimBlob(db: Executor, key: string, size: number): Promise<void> {
  const now = new Date().toISOString();
  await db
    .insertInto('stored_blobs')
    .values({ storage_key: key, size, claimed_at: now })
    .onConflict(oc => oc.column('storage_key').doUpdateSet({ claimed_at: now, size }))
    .execute();
}

/**
 * Up to `limit` blobs nobody names (no upload, no version) and nobody claimed since
 * `claimedBefore`, locked for the rest of the transaction (skipping those another
 * sweep holds).
 */
export async function lockOrphanBlobs(
  trx: Transaction<Database>,
  claimedBefore: Date,
  limit: number,
): Promise<string[]> {
  const query = trx
    .selectFrom('stored_blobs as b')
    .select('b.storage_key')
    .where('b.claimed_at', '<', claimedBefore.toISOString())
    .where(eb =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('uploads as u')
            .select(sql`1`.as('one'))
            .whereRef('u.storage_key', '=', 'b.storage_key'),
        ),
      ),
    )
    .where(eb =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('extension_versions as v')
            .select(sql`1`.as('one'))
            .whereRef('v.storage_key', '=', 'b.storage_key'),
        ),
      ),
    )
    .orderBy('b.claimed_at')
    .limit(limit);
  // SQLite runs one transaction at a time, so the rows cannot change under us there.
  const rows = isPostgres(trx)
    ? await query.forUpdate().skipLocked().execute()
    : await query.execute();
  return rows.map(row => row.storage_key);
}

export async function forgetBlob(trx: Transaction<Database>, key: string): Promise<void> {
  await trx.deleteFrom('stored_blobs').where('storage_key', '=', key).execute();
}

/** Which of `keys` the registry holds (for the sweep of files nobody registered). */
export async function registeredKeys(
  db: Executor,
  keys: readonly string[],
): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .selectFrom('stored_blobs')
    .select('storage_key')
    .where('storage_key', 'in', [...keys])
    .execute();
  return new Set(rows.map(row => row.storage_key));
}

/** Bytes of the distinct files a user's uploads and versions use (the storage quota). */
export async function storageUsedBy(db: Executor, userId: string): Promise<number> {
  const row = await db
    .selectFrom('stored_blobs')
    .select(eb => eb.fn.coalesce(eb.fn.sum<number>('size'), sql<number>`0`).as('used'))
    .where(eb =>
      eb.or([
        eb(
          'storage_key',
          'in',
          eb.selectFrom('uploads').select('storage_key').where('user_id', '=', userId),
        ),
        eb(
          'storage_key',
          'in',
          eb
            .selectFrom('extension_versions as v')
            .innerJoin('extensions as e', 'e.id', 'v.extension_id')
            .select('v.storage_key')
            .where('e.author_id', '=', userId),
        ),
      ]),
    )
    .executeTakeFirstOrThrow();
  return Number(row.used);
}
