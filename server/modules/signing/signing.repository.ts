/** Reads and writes of the signature columns of `extension_versions` (issue 21 §3). */
import type { Executor } from '../../db/executor';

/** What a version's manifest is made of. */
export interface ManifestSource {
  id: string;
  extension_id: string;
  package_name: string;
  version_name: string;
  version_code: number;
  sha256: string;
  file_size: number;
  uploaded_at: string;
}

export interface StoredSignature {
  signed_manifest: string | null;
  signature: string | null;
  signing_key_id: string | null;
}

const sourceColumns = [
  'v.id',
  'v.extension_id',
  'e.package_name',
  'v.version_name',
  'v.version_code',
  'v.sha256',
  'v.file_size',
  'v.uploaded_at',
] as const;

/**
 * Up to `limit` unsigned versions with ids after `after`, in id order: walking the
 * primary key keeps a first start on a large catalogue linear.
 */
export async function unsignedVersions(
  db: Executor,
  after: string,
  limit: number,
): Promise<ManifestSource[]> {
  return db
    .selectFrom('extension_versions as v')
    .innerJoin('extensions as e', 'e.id', 'v.extension_id')
    .select(sourceColumns)
    .where('v.id', '>', after)
    .where('v.signature', 'is', null)
    .orderBy('v.id')
    .limit(limit)
    .execute();
}

export async function versionSignatureRow(
  db: Executor,
  versionId: string,
): Promise<(ManifestSource & StoredSignature) | undefined> {
  return db
    .selectFrom('extension_versions as v')
    .innerJoin('extensions as e', 'e.id', 'v.extension_id')
    .select([...sourceColumns, 'v.signed_manifest', 'v.signature', 'v.signing_key_id'])
    .where('v.id', '=', versionId)
    .executeTakeFirst();
}

/** Stores a signature unless another writer signed the version first. */
export async function storeSignature(
  db: Executor,
  versionId: string,
  signed: { manifest: string; signature: string; keyId: string },
): Promise<void> {
  await db
    .updateTable('extension_versions')
    .set({
      signed_manifest: signed.manifest,
      signature: signed.signature,
      signing_key_id: signed.keyId,
    })
    .where('id', '=', versionId)
    .where('signature', 'is', null)
    .execute();
}
