/** Reads and seeds of users for public profiles; usernames compare case-insensitively. */
import { sql } from 'kysely';
import type { NewUser } from '../../db/database';
import { fromUniqueViolation } from '../../errors';
import type { Executor } from '../../db/executor';

/** Served by users_lower_username_idx. */
const lowerUsername = sql<string>`lower(username)`;

/** The public columns only: email, firebase uid and tokens never leave this module. */
export async function findPublicUserByUsername(db: Executor, username: string) {
  return db
    .selectFrom('users')
    .select([
      'id',
      'username',
      'name',
      'avatar',
      'role',
      'website',
      'location',
      'created_at',
    ])
    .where(lowerUsername, '=', username.toLowerCase())
    .orderBy('created_at', 'asc')
    .executeTakeFirst();
}

export type PublicUserRow = NonNullable<
  Awaited<ReturnType<typeof findPublicUserByUsername>>
>;

export async function usernameTaken(db: Executor, username: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where(lowerUsername, '=', username.toLowerCase())
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertUsers(
  db: Executor,
  users: readonly NewUser[],
): Promise<void> {
  if (users.length === 0) return;
  try {
    await db
      .insertInto('users')
      .values([...users])
      .execute();
  } catch (error) {
    throw fromUniqueViolation(error) ?? error;
  }
}

export interface AuthorTotals {
  extensions: number;
  downloads: number;
  likes: number;
}

/** Totals over the maker's published extensions. */
export async function authorTotals(
  db: Executor,
  authorId: string,
): Promise<AuthorTotals> {
  const row = await db
    .selectFrom('extensions')
    .select(eb => [
      eb.fn.countAll<number>().as('extensions'),
      sql<number>`coalesce(sum(download_count), 0)`.as('downloads'),
      sql<number>`coalesce(sum(like_count), 0)`.as('likes'),
    ])
    .where('author_id', '=', authorId)
    .where('published', '=', 1)
    .executeTakeFirstOrThrow();
  return {
    extensions: Number(row.extensions),
    downloads: Number(row.downloads),
    likes: Number(row.likes),
  };
}
