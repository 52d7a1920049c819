/** Beta programme applications, one per (lower-cased) email. */
import type { BetaUsersTable } from '../../db/database';
import type { Selectable } from 'kysely';
import type { Executor } from '../../db/executor';

export type BetaUserRow = Selectable<BetaUsersTable>;

export function findBetaUser(db: Executor, email: string) {
  return db
    .selectFrom('beta_users')
    .selectAll()
    .where('email', '=', email.toLowerCase())
    .executeTakeFirst();
}

export function listBetaUsers(db: Executor) {
  return db
    .selectFrom('beta_users')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('email')
    .execute();
}

export async function insertBetaUser(
  db: Executor,
  row: BetaUserRow,
): Promise<BetaUserRow> {
  await db.insertInto('beta_users').values(row).execute();
  return row;
}

export async function updateBetaUser(
  db: Executor,
  email: string,
  patch: Partial<Pick<BetaUserRow, 'profile_link' | 'waitlist' | 'user_id'>>,
): Promise<BetaUserRow | undefined> {
  await db
    .updateTable('beta_users')
    .set({ ...patch, updated_at: new Date().toISOString() })
    .where('email', '=', email.toLowerCase())
    .execute();
  return findBetaUser(db, email);
}
