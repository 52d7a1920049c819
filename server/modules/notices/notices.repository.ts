/**
 * The SQL of update notices: who owns an extension (a paid order, free ones
 * included), the notice rows (also the mail outbox) and the opt-outs. Owners are
 * found through commerce's orders, the only record of who got or bought what.
 */
import { randomUUID } from 'node:crypto';
import type { Executor, Transaction } from '../../db/executor';
import type { Database } from '../../db/database';
import { ALL_EXTENSIONS } from '../../db/notice-tables';

export interface NewVersionFacts {
  extensionId: string;
  authorId: string;
  versionId: string;
  versionName: string;
}

/** Users with a paid order of the extension (its maker aside). */
export async function ownersOf(db: Executor, extensionId: string, authorId: string) {
  const rows = await db
    .selectFrom('orders')
    .select('buyer_id')
    .distinct()
    .where('kind', '=', 'extension')
    .where('status', '=', 'paid')
    .where('extension_id', '=', extensionId)
    .where('buyer_id', '!=', authorId)
    .execute();
  return rows.map(row => row.buyer_id);
}

/** The users among `userIds` who turned this extension's notices (or all) off. */
export async function optedOut(db: Executor, userIds: string[], extensionId: string) {
  if (userIds.length === 0) return new Set<string>();
  const rows = await db
    .selectFrom('notice_opt_outs')
    .select('user_id')
    .where('user_id', 'in', userIds)
    .where('extension_id', 'in', [extensionId, ALL_EXTENSIONS])
    .execute();
  return new Set(rows.map(row => row.user_id));
}

/**
 * One notice per owner who has not opted out, in the caller's transaction (the one
 * that adds the version), so the notices commit or roll back with it. A repeat for
 * the same (user, version) is ignored. Answers how many were written.
 */
export async function recordUpdateNotices(
  trx: Transaction<Database>,
  facts: NewVersionFacts,
): Promise<number> {
  const owners = await ownersOf(trx, facts.extensionId, facts.authorId);
  const muted = await optedOut(trx, owners, facts.extensionId);
  const now = new Date().toISOString();
  const rows = owners
    .filter(userId => !muted.has(userId))
    .map(userId => ({
      id: randomUUID(),
      user_id: userId,
      extension_id: facts.extensionId,
      version_id: facts.versionId,
      version_name: facts.versionName,
      created_at: now,
    }));
  // Chunks keep each statement under SQLite's bound-parameter limit.
  for (let start = 0; start < rows.length; start += 100) {
    await trx
      .insertInto('update_notices')
      .values(rows.slice(start, start + 100))
      .onConflict(conflict => conflict.columns(['user_id', 'version_id']).doNothing())
      .execute();
  }
  return rows.length;
}

/** A notice with what its bell entry and its email show. */
export function noticeDetails(db: Executor) {
  return db
    .selectFrom('update_notices as n')
    .innerJoin('extensions as e', 'e.id', 'n.extension_id')
    .innerJoin('extension_versions as v', 'v.id', 'n.version_id')
    .innerJoin('users as u', 'u.id', 'n.user_id')
    .select([
      'n.id',
      'n.user_id',
      'n.extension_id',
      'n.version_id',
      'n.version_name',
      'n.created_at',
      'n.read_at',
      'n.mail_state',
      'n.mail_attempts',
      'e.name as extension_name',
      'e.slug',
      'e.icon',
      'v.release_notes',
      'v.permissions',
      'v.version_code',
      'v.uploaded_at',
      'u.email',
    ]);
}

export type NoticeDetail = Awaited<
  ReturnType<ReturnType<typeof noticeDetails>['executeTakeFirstOrThrow']>
>;

/** The stored permissions of the version just before `versionCode` (null: none). */
export async function previousPermissions(
  db: Executor,
  extensionId: string,
  versionId: string,
): Promise<string | null> {
  const versions = await db
    .selectFrom('extension_versions')
    .select(['id', 'permissions'])
    .where('extension_id', '=', extensionId)
    .orderBy('version_code', 'desc')
    .orderBy('uploaded_at', 'desc')
    .execute();
  const index = versions.findIndex(version => version.id === versionId);
  return index < 0 ? null : (versions[index + 1]?.permissions ?? null);
}

export async function unreadCount(db: Executor, userId: string): Promise<number> {
  const row = await db
    .selectFrom('update_notices')
    .select(eb => eb.fn.countAll<number | string>().as('count'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

export async function markRead(db: Executor, userId: string, ids: string[] | undefined) {
  let query = db
    .updateTable('update_notices')
    .set({ read_at: new Date().toISOString() })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null);
  if (ids) query = query.where('id', 'in', ids);
  await query.execute();
}

export async function optOutsOf(db: Executor, userId: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('notice_opt_outs')
    .select('extension_id')
    .where('user_id', '=', userId)
    .execute();
  return new Set(rows.map(row => row.extension_id));
}

/** Turns one extension's notices (or, with ALL_EXTENSIONS, every one) on or off. */
export async function setOptOut(
  db: Executor,
  userId: string,
  extensionId: string,
  optOut: boolean,
) {
  if (!optOut) {
    await db
      .deleteFrom('notice_opt_outs')
      .where('user_id', '=', userId)
      .where('extension_id', '=', extensionId)
      .execute();
    return;
  }
  await db
    .insertInto('notice_opt_outs')
    .values({
      user_id: userId,
      extension_id: extensionId,
      created_at: new Date().toISOString(),
    })
    .onConflict(conflict => conflict.columns(['user_id', 'extension_id']).doNothing())
    .execute();
}

/** The extensions the user has a paid order of, for the preferences list. */
export function ownedExtensions(db: Executor, userId: string) {
  return db
    .selectFrom('orders as o')
    .innerJoin('extensions as e', 'e.id', 'o.extension_id')
    .select(['e.id', 'e.name', 'e.slug'])
    .distinct()
    .where('o.buyer_id', '=', userId)
    .where('o.kind', '=', 'extension')
    .where('o.status', '=', 'paid')
    .orderBy('e.name')
    .execute();
}
