/**
 * Deleting an extension or one of its versions (`/api/delete-my-extension`,
 * `/api/delete-aix-from-firebase`): rows go first, then every stored build that no
 * version or upload row points at any more, so a file is never removed while a row
 * still names it.
 */
import type { EditorExtension } from '#shared/api/publishing';
import type { UserRow } from '../../db/database';
import { badRequest, notFound } from '../../errors';
import { versionsOf } from '../extensions/extensions.queries';
import {
  deleteExtension,
  deleteVersionRow,
  updateExtension,
} from '../extensions/extensions.repository';
import { editorExtension, ownedExtension } from './publishing.editor';
import { permissionList, releaseBlob, type PublishingDeps } from './publishing.service';

export const LAST_VERSION_MESSAGE =
  'An extension needs at least one version: upload another build first, or delete the extension.';

export async function deleteExtensionFor(
  deps: PublishingDeps,
  user: UserRow,
  extensionId: string,
): Promise<void> {
  await ownedExtension(deps.db, user, extensionId);
  const keys = new Set((await versionsOf(deps.db, extensionId)).map(v => v.storage_key));
  await deps.catalogue.write(trx => deleteExtension(trx, extensionId));
  for (const key of keys) await releaseBlob(deps, key);
}

export async function deleteVersionFor(
  deps: PublishingDeps,
  user: UserRow,
  extensionId: string,
  versionName: string,
): Promise<EditorExtension> {
  await ownedExtension(deps.db, user, extensionId);
  const versions = await versionsOf(deps.db, extensionId);
  const target = versions.find(version => version.version_name === versionName);
  if (!target) throw notFound(`No version "${versionName}" of this extension`);
  if (versions.length === 1) throw badRequest(LAST_VERSION_MESSAGE, 'aixVersions');
  const newest = versions.find(version => version.id !== target.id);
  await deps.catalogue.write(async trx => {
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
  await releaseBlob(deps, target.storage_key);
  return editorExtension(deps.db, extensionId);
}
