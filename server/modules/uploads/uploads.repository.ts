/** Rows of `uploads`: who uploaded which stored blob, as what. */
import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { UploadsTable } from '../../db/database';
import type { Executor } from '../../db/executor';

export type UploadRow = Selectable<UploadsTable>;
export type UploadKind = UploadsTable['kind'];

export interface UploadInput {
  userId: string;
  kind: UploadKind;
  storageKey: string;
  sha256: string;
  size: number;
  mime: string;
  originalName: string;
  metadata?: string;
}

/**
 * Inserts, or refreshes the row the same user made for the same bytes and kind.
 * Refreshing restarts its time: a draft uploaded again is a new draft to the upkeep.
 */
export async function saveUpload(db: Executor, input: UploadInput): Promise<UploadRow> {
  const values = {
    storage_key: input.storageKey,
    size: input.size,
    mime: input.mime,
    original_name: input.originalName,
    metadata: input.metadata ?? '{}',
    created_at: new Date().toISOString(),
  };
  return db
    .insertInto('uploads')
    .values({
      id: randomUUID(),
      user_id: input.userId,
      kind: input.kind,
      sha256: input.sha256,
      ...values,
    })
    .onConflict(oc => oc.columns(['user_id', 'kind', 'sha256']).doUpdateSet(values))
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function findUpload(db: Executor, id: string): Promise<UploadRow | undefined> {
  return db.selectFrom('uploads').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A row that makes `storageKey` public (images and attachments, never builds). */
export function findPublicUpload(
  db: Executor,
  storageKey: string,
): Promise<UploadRow | undefined> {
  return db
    .selectFrom('uploads')
    .selectAll()
    .where('storage_key', '=', storageKey)
    .where('kind', '!=', 'aix')
    .orderBy('created_at')
    .limit(1)
    .executeTakeFirst();
}

export async function deleteUpload(db: Executor, id: string): Promise<void> {
  await db.deleteFrom('uploads').where('id', '=', id).execute();
}

/** True when some upload row holds the blob `storageKey`. */
export async function uploadHoldsBlob(
  db: Executor,
  storageKey: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('uploads')
    .select('id')
    .where('storage_key', '=', storageKey)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
