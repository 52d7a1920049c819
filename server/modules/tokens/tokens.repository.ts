/** SQL of access tokens: only hashes are stored; lookups go by hash. */
import type { Insertable } from 'kysely';
import type { AccessTokensTable } from '../../db/database';
import type { Executor } from '../../db/executor';

export async function insertToken(db: Executor, row: Insertable<AccessTokensTable>) {
  await db.insertInto('access_tokens').values(row).execute();
}

export function tokensOf(db: Executor, userId: string) {
  return db
    .selectFrom('access_tokens')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .execute();
}

export async function countTokens(db: Executor, userId: string): Promise<number> {
  const row = await db
    .selectFrom('access_tokens')
    .select(eb => eb.fn.countAll().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

export function tokenByHash(db: Executor, hash: string) {
  return db
    .selectFrom('access_tokens')
    .selectAll()
    .where('token_hash', '=', hash)
    .executeTakeFirst();
}

/** Deletes the owner's token; answers whether one was deleted. */
export async function deleteToken(db: Executor, userId: string, id: string) {
  const result = await db
    .deleteFrom('access_tokens')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function touchToken(db: Executor, id: string, at: string) {
  await db
    .updateTable('access_tokens')
    .set({ last_used_at: at })
    .where('id', '=', id)
    .execute();
}
