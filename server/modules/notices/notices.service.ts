/**
 * Update notices for the signed-in user (the bell, the preferences) and for the
 * holder of an unsubscribe link (no sign-in). Opting out stops both the bell entry
 * and the email of later versions; the one-click link mutes the extension it came
 * with.
 */
import type { Kysely } from 'kysely';
import type {
  NoticePreferences,
  NoticesResponse,
  UnsubscribeInfo,
  UpdateNoticePreferencesBody,
} from '#shared/api/notices';
import { MAX_NOTICES_LISTED, NOTICE_MESSAGES } from '#shared/api/notices';
import type { Database } from '../../db/database';
import { ALL_EXTENSIONS } from '../../db/notice-tables';
import { AppError, badRequest } from '../../errors';
import { permissionList } from '../publishing/publishing.service';
import { permissionChange } from './notice-mail';
import {
  markRead,
  noticeDetails,
  optOutsOf,
  ownedExtensions,
  previousPermissions,
  setOptOut,
  unreadCount,
} from './notices.repository';
import { readUnsubscribe } from './unsubscribe-token';

export async function noticesFor(
  db: Kysely<Database>,
  userId: string,
): Promise<NoticesResponse> {
  const rows = await noticeDetails(db)
    .where('n.user_id', '=', userId)
    .orderBy('n.created_at', 'desc')
    .orderBy('n.id')
    .limit(MAX_NOTICES_LISTED)
    .execute();
  const notices = await Promise.all(
    rows.map(async row => {
      const previous = await previousPermissions(db, row.extension_id, row.version_id);
      return {
        id: row.id,
        extensionId: row.extension_id,
        extensionName: row.extension_name,
        slug: row.slug,
        icon: row.icon,
        versionName: row.version_name,
        releaseNotes: row.release_notes,
        permissions: permissionChange(
          previous === null ? null : permissionList(previous),
          permissionList(row.permissions),
        ),
        createdAt: row.created_at,
        readAt: row.read_at,
      };
    }),
  );
  return { unread: await unreadCount(db, userId), notices };
}

export async function markNoticesRead(
  db: Kysely<Database>,
  userId: string,
  ids: string[] | undefined,
) {
  await markRead(db, userId, ids);
  return { unread: await unreadCount(db, userId) };
}

export async function preferencesOf(
  db: Kysely<Database>,
  userId: string,
): Promise<NoticePreferences> {
  const off = await optOutsOf(db, userId);
  const owned = await ownedExtensions(db, userId);
  return {
    updates: !off.has(ALL_EXTENSIONS),
    extensions: owned.map(row => ({
      extensionId: row.id,
      name: row.name,
      slug: row.slug,
      notices: !off.has(row.id),
    })),
  };
}

export async function updatePreferences(
  db: Kysely<Database>,
  userId: string,
  body: UpdateNoticePreferencesBody,
): Promise<NoticePreferences> {
  if (body.extension) {
    const owned = await ownedExtensions(db, userId);
    if (!owned.some(row => row.id === body.extension?.extensionId)) {
      throw badRequest('You do not own this extension.', 'extensionId');
    }
    await setOptOut(db, userId, body.extension.extensionId, !body.extension.notices);
  }
  if (body.updates !== undefined) {
    await setOptOut(db, userId, ALL_EXTENSIONS, !body.updates);
  }
  return preferencesOf(db, userId);
}

async function claimsAndFacts(db: Kysely<Database>, key: Buffer, token: string) {
  const claims = readUnsubscribe(key, token);
  const user = await db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('id', '=', claims.u)
    .executeTakeFirst();
  // A deleted account: the link is as good as forged.
  if (!user) throw new AppError(403, 'FORBIDDEN', NOTICE_MESSAGES.unsubscribeInvalid);
  const extension =
    claims.x === ALL_EXTENSIONS
      ? undefined
      : await db
          .selectFrom('extensions')
          .select(['id', 'name'])
          .where('id', '=', claims.x)
          .executeTakeFirst();
  return { claims, email: user?.email ?? '', extension };
}

/** What the link stops, and whether that is already done; changes nothing. */
export async function unsubscribeInfo(
  db: Kysely<Database>,
  key: Buffer,
  token: string,
): Promise<UnsubscribeInfo> {
  const { claims, email, extension } = await claimsAndFacts(db, key, token);
  const off = await optOutsOf(db, claims.u);
  return {
    email,
    scope: claims.x === ALL_EXTENSIONS ? 'all' : 'extension',
    extensionName: extension?.name ?? null,
    unsubscribed: off.has(claims.x),
  };
}

/** Does what the link says (idempotent: a second click answers the same). */
export async function unsubscribe(
  db: Kysely<Database>,
  key: Buffer,
  token: string,
): Promise<UnsubscribeInfo> {
  const { claims } = await claimsAndFacts(db, key, token);
  await setOptOut(db, claims.u, claims.x, true);
  return unsubscribeInfo(db, key, token);
}
