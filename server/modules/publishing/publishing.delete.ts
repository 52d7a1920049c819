/**
 * Deleting an extension or one of its versions (`/api/delete-my-extension`,
 * `/api/delete-aix-from-firebase`). Only rows go here; the files no row names any
 * more are removed by the sweep (modules/uploads/blobs.ts), which re-checks under a
 * lock, so a build being uploaded again at this moment is never lost.
 */
import type { EditorExtension } from '#shared/api/publishing';
import type { UserRow } from '../../db/database';
import { badRequest, notFound } from '../../errors';
import { versionsOf } from '../extensions/extensions.queries';
import {
  deleteExtension,
  deleteVersionRow,
  lockExtensionRow,
  updateExtension,
} from '../extensions/extensions.repository';
import { editorExtension, ownedExtension } from './publishing.editor';
import { permissionList, type PublishingDeps } from './publishing.service';

export const LAST_VERSION_MESSAGE =
  'An extension needs at least one version: upload another build first, or delete the extension.';

export async function deleteExtensionFor(
  deps: PublishingDeps,
  user: UserRow,
  extensionId: string,
): Promise<void> {
  await ownedExtension(deps.db, user, extensionId);
  await deps.catalogue.write(trx => deleteExtension(trx, extensionId));
}

export async function deleteVersionFor(
  deps: PublishingDeps,
  user: UserRow,
  extensionId: string,
  versionName: string,
): Promise<EditorExtension> {
  await ownedExtension(deps.db, user, extensionId);
  // Count and delete in one transaction holding the extension row: two deletes at
  // once must not both see two versions and leave a listing with none.
  await deps.catalogue.write(async trx => {
    if (!(await lockExtensionRow(trx, extensionId))) {
      throw notFound(`No extension "${extensionId}"`);
    }
    const versions = await versionsOf(trx, extensionId);
    const target = versions.find(version => version.version_name === versionName);
    if (!target) throw notFound(`No version "${versionName}" of this extension`);
    if (versions.length === 1) throw badRequest(LAST_VERSION_MESSAGE, 'aixVersions');
    const newest = versions.find(version => version.id !== target.id);
    await deleteVersionRow(trx, target.id);
    // Through the repository: the listing's latest version and caches follow.
    await updateExtension(
      trx,
      extensionId,
      {
        updated_at: new Date().toISOString(),
        ...(newest ? { min_sdk_version: Number(newest.min_sdk) } : {}),
      },
      newest ? { permissions: permissionList(newest.permissions) } : {},
    );
  });
  return editorExtension(deps.db, extensionId);
}
