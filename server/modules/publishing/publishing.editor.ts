/** An extension as its maker's editor sees it, and who may see it that way. */
import type { EditorExtension } from '#shared/api/publishing';
import type { UserRow } from '../../db/database';
import { forbidden, notFound } from '../../errors';
import { toDetail, unknownAuthor } from '../extensions/extensions.mappers';
import {
  authorsByIds,
  findExtensionById,
  permissionsOf,
  versionsOf,
} from '../extensions/extensions.queries';
import type { Executor } from '../../db/executor';
import { extensionOwner } from './publishing.repository';

export const NOT_YOURS = 'Only the maker of this extension or an admin may do this';

/** The extension's owner row, when the caller is its author or an admin; 404/403 otherwise. */
export async function ownedExtension(db: Executor, user: UserRow, id: string) {
  const row = await extensionOwner(db, id);
  if (!row) throw notFound(`No extension "${id}"`);
  if (row.author_id !== user.id && user.role !== 'admin') throw forbidden(NOT_YOURS);
  return row;
}

export async function editorExtension(
  db: Executor,
  id: string,
): Promise<EditorExtension> {
  const row = await findExtensionById(db, id);
  if (!row) throw notFound(`No extension "${id}"`);
  const [versions, permissions, authors] = await Promise.all([
    versionsOf(db, id),
    permissionsOf(db, id),
    authorsByIds(db, [row.author_id]),
  ]);
  const detail = toDetail(
    row,
    authors[0] ?? unknownAuthor(row.author_id),
    versions,
    permissions,
  );
  return { ...detail, published: Number(row.published) === 1 };
}
