/**
 * Signing published versions (issue 21 §3): the manifest of a version row, its
 * signature at publish time (inside the publishing write), signing the versions a
 * start finds unsigned (made before signing existed, or by the seed), and the
 * signed manifest a download answer carries.
 */
import type { SignedManifest, VersionManifest } from '#shared/domain/signed-manifest';
import { MANIFEST_FORMAT } from '#shared/domain/signed-manifest';
import type { Executor } from '../../db/executor';
import type { Catalogue } from '../extensions/catalogue';
import type { Signer } from './signing.keys';
import {
  storeSignature,
  unsignedVersions,
  versionSignatureRow,
  type ManifestSource,
} from './signing.repository';

export function manifestOf(source: ManifestSource): VersionManifest {
  return {
    format: MANIFEST_FORMAT,
    extensionId: source.extension_id,
    packageName: source.package_name,
    versionName: source.version_name,
    versionCode: Number(source.version_code),
    sha256: source.sha256,
    size: Number(source.file_size),
    publishedAt: source.uploaded_at,
  };
}

/** The signature columns of a version row about to be inserted. */
export function signatureColumns(signer: Signer, source: ManifestSource) {
  const signed = signer.sign(manifestOf(source));
  return {
    signed_manifest: signed.manifest,
    signature: signed.signature,
    signing_key_id: signed.keyId,
  };
}

const BATCH = 500;

/**
 * Signs every unsigned version, a batch per transaction; idempotent; answers how
 * many it signed. `stopped` is asked between batches (a closing server stops early
 * and the next start goes on where it left off).
 */
export async function signUnsignedVersions(
  catalogue: Catalogue,
  signer: Signer,
  batchSize = BATCH,
  stopped: () => boolean = () => false,
): Promise<number> {
  let signed = 0;
  let after = '';
  for (;;) {
    if (stopped()) return signed;
    const batch = await unsignedVersions(catalogue.db, after, batchSize);
    if (batch.length === 0) return signed;
    after = batch[batch.length - 1]?.id ?? after;
    await catalogue.write(async trx => {
      for (const source of batch) {
        await storeSignature(trx, source.id, signer.sign(manifestOf(source)));
      }
    });
    signed += batch.length;
  }
}

/**
 * The signed manifest of one version, signing it first if a start has not yet (a
 * version written straight into the database after the start).
 */
export async function signedVersion(
  db: Executor,
  catalogue: Catalogue,
  signer: Signer,
  versionId: string,
): Promise<SignedManifest | undefined> {
  const row = await versionSignatureRow(db, versionId);
  if (!row) return undefined;
  if (row.signed_manifest !== null && row.signature !== null && row.signing_key_id) {
    return {
      manifest: row.signed_manifest,
      signature: row.signature,
      keyId: row.signing_key_id,
    };
  }
  await catalogue.write(trx =>
    storeSignature(trx, versionId, signer.sign(manifestOf(row))),
  );
  const stored = await versionSignatureRow(catalogue.db, versionId);
  if (!stored?.signed_manifest || !stored.signature || !stored.signing_key_id) {
    return undefined;
  }
  return {
    manifest: stored.signed_manifest,
    signature: stored.signature,
    keyId: stored.signing_key_id,
  };
}
