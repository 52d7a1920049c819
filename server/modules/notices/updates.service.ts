/**
 * "Which of these .aix files have a newer version I may download?" for the studio's
 * Downloads screen and `aix-market outdated` / `update`. A file is named by its
 * package (read from the .aix) or the extension's slug, and its version name. May
 * download: the maker's own extension, a free one, or a paid order that covers the
 * newest version; a paid extension not bought, or a free-era order that
 * stops before the newest version, is not listed. Taken-down and unpublished
 * extensions of others are not listed either.
 */
import type { Kysely } from 'kysely';
import type {
  AvailableUpdate,
  UpdateCheckBody,
  UpdateCheckResponse,
} from '#shared/api/notices';
import { NOTICE_MESSAGES } from '#shared/api/notices';
import type { Database, UserRow } from '../../db/database';
import { badRequest } from '../../errors';
import { versionsOf } from '../extensions/extensions.queries';
import { coversVersion, paidOrderFor } from '../commerce/orders.repository';
import { permissionList } from '../publishing/publishing.service';
import { permissionChange } from './notice-mail';

async function updateFor(
  db: Kysely<Database>,
  user: UserRow,
  file: UpdateCheckBody['files'][number],
): Promise<AvailableUpdate | null> {
  let query = db
    .selectFrom('extensions')
    .select(['id', 'name', 'slug', 'package_name', 'author_id', 'published', 'is_free']);
  query = file.packageName
    ? query.where('package_name', '=', file.packageName)
    : query.where('slug', '=', file.slug ?? '');
  const extension = await query.executeTakeFirst();
  if (!extension) return null;
  const own = extension.author_id === user.id;
  if (!own && Number(extension.published) !== 1) return null;
  const versions = await versionsOf(db, extension.id);
  const latest = versions[0];
  const current = versions.findIndex(
    version => version.version_name === file.versionName,
  );
  // Unknown versions (a local build never published) are not compared.
  if (!latest || current <= 0) return null;
  let orderId: string | null = null;
  if (!own) {
    const order = await paidOrderFor(db, user.id, extension.id);
    // A free extension not got yet: the download gets it (a free order) first.
    if (!order && Number(extension.is_free) !== 1) return null;
    if (order && !coversVersion(order, latest.uploaded_at)) return null;
    orderId = order?.id ?? null;
  }
  return {
    packageName: extension.package_name,
    currentVersion: file.versionName,
    latestVersion: latest.version_name,
    extensionId: extension.id,
    slug: extension.slug,
    name: extension.name,
    releaseNotes: latest.release_notes,
    permissions: permissionChange(
      permissionList(versions[current]?.permissions ?? '[]'),
      permissionList(latest.permissions),
    ),
    orderId,
  };
}

export async function checkUpdates(
  db: Kysely<Database>,
  user: UserRow,
  body: UpdateCheckBody,
): Promise<UpdateCheckResponse> {
  for (const [index, file] of body.files.entries()) {
    if (!file.packageName && !file.slug)
      throw badRequest(NOTICE_MESSAGES.checkNeedsName, `files/${index}`);
  }
  const updates: AvailableUpdate[] = [];
  for (const file of body.files) {
    const update = await updateFor(db, user, file);
    if (update) updates.push(update);
  }
  return { updates };
}
