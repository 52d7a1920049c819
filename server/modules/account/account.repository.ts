/**
 * Users as accounts: look-ups by id, Firebase uid and email, profile and role
 * writes. Emails are stored lower-cased; usernames compare case-insensitively.
 */
import { sql } from 'kysely';
import type { NewUser, UserRow, UserUpdate } from '../../db/database';
import { DUPLICATE_KEY_CODE, MESSAGES } from '#shared/domain/validation';
import { AppError, fromUniqueViolation } from '../../errors';
import type { Executor } from '../../db/executor';

const lowerUsername = sql<string>`lower(username)`;

/** A unique violation is spec §5's 11000 'already exists' on the form field. */
function rethrowUnique(error: unknown): never {
  const duplicate = fromUniqueViolation(error, column =>
    column === 'firebase_uid' ? 'email' : column,
  );
  if (!duplicate) throw error;
  throw new AppError(
    409,
    DUPLICATE_KEY_CODE,
    MESSAGES.userAlreadyExists,
    duplicate.field,
  );
}
const lowerEmail = sql<string>`lower(email)`;

export function findUserById(db: Executor, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findUserByFirebaseUid(
  db: Executor,
  uid: string,
): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('firebase_uid', '=', uid)
    .executeTakeFirst();
}

export function findUserByEmail(
  db: Executor,
  email: string,
): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where(lowerEmail, '=', email.toLowerCase())
    .executeTakeFirst();
}

/** Whether another account (not `exceptId`) already has this username, in any case. */
export async function usernameTaken(
  db: Executor,
  username: string,
  exceptId?: string,
): Promise<boolean> {
  let query = db
    .selectFrom('users')
    .select('id')
    .where(lowerUsername, '=', username.toLowerCase());
  if (exceptId) query = query.where('id', '!=', exceptId);
  return (await query.limit(1).executeTakeFirst()) !== undefined;
}

export async function insertUser(db: Executor, user: NewUser): Promise<UserRow> {
  try {
    await db.insertInto('users').values(user).execute();
  } catch (error) {
    rethrowUnique(error);
  }
  const row = await findUserById(db, user.id);
  if (!row) throw new Error(`User ${user.id} vanished right after insert`);
  return row;
}

/**
 * Ends every session of the user; answers the new version new sessions carry. A
 * password change also records its instant, which older ID tokens cannot pass.
 */
export async function bumpSessionVersion(
  db: Executor,
  id: string,
  passwordChangedAt?: Date,
): Promise<number> {
  const now = new Date().toISOString();
  const row = await db
    .updateTable('users')
    .set({
      session_version: sql`session_version + 1`,
      updated_at: now,
      ...(passwordChangedAt
        ? { password_changed_at: passwordChangedAt.toISOString() }
        : {}),
    })
    .where('id', '=', id)
    .returning('session_version')
    .executeTakeFirstOrThrow();
  return Number(row.session_version);
}

export async function updateUser(
  db: Executor,
  id: string,
  patch: Omit<UserUpdate, 'id' | 'created_at'>,
): Promise<UserRow> {
  try {
    await db
      .updateTable('users')
      .set({ ...patch, updated_at: new Date().toISOString() })
      .where('id', '=', id)
      .execute();
  } catch (error) {
    rethrowUnique(error);
  }
  const row = await findUserById(db, id);
  if (!row) throw new Error(`User ${id} vanished during an update`);
  return row;
}

/** Sets the role of the account with this email; undefined when there is none. */
export async function setRoleByEmail(
  db: Executor,
  email: string,
  role: UserRow['role'],
): Promise<UserRow | undefined> {
  const user = await findUserByEmail(db, email);
  if (!user) return undefined;
  return user.role === role ? user : updateUser(db, user.id, { role });
}

/** ADMIN_EMAILS bootstrap: makes every listed, verified account an admin. */
export async function promoteAdmins(db: Executor, emails: readonly string[]) {
  if (emails.length === 0) return;
  await db
    .updateTable('users')
    .set({ role: 'admin', updated_at: new Date().toISOString() })
    .where(
      lowerEmail,
      'in',
      emails.map(email => email.toLowerCase()),
    )
    // Only a verified email proves the account belongs to the listed person.
    .where('email_verified', '=', 1)
    .where('role', '!=', 'admin')
    .execute();
}

export interface UserListQuery {
  search: string | undefined;
  skip: number;
  limit: number;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, character => `\\${character}`);
}

export async function listUsers(db: Executor, query: UserListQuery) {
  let base = db.selectFrom('users');
  const search = query.search?.trim().toLowerCase();
  if (search) {
    const pattern = `%${escapeLike(search)}%`;
    base = base.where(eb =>
      eb.or([
        eb(lowerEmail, 'like', sql<string>`${pattern} escape '\\'`),
        eb(lowerUsername, 'like', sql<string>`${pattern} escape '\\'`),
      ]),
    );
  }
  const [rows, total] = await Promise.all([
    base
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .offset(query.skip)
      .limit(query.limit)
      .execute(),
    base.select(eb => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.count) };
}
