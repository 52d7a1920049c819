/**
 * Real files for the demo catalogue: every seeded version gets a valid .aix built by
 * our zip writer (its descriptor names the extension's package, component, version
 * and permissions), stored and claimed like an upload, with its true size and sha256,
 * so buying and downloading a demo extension delivers a file App Inventor can import.
 * Runs once after the seed (versions still pointing at `demo/…` placeholders).
 */
import type { Kysely } from 'kysely';
import { buildSampleAix } from '#shared/aix/sample-aix';
import type { Database } from '../db/database';
import { claimingStorage } from '../modules/uploads/blobs';
import type { BlobStorage } from '../storage/storage';

export async function storeDemoFiles(
  db: Kysely<Database>,
  storage: BlobStorage,
): Promise<number> {
  const rows = await db
    .selectFrom('extension_versions as v')
    .innerJoin('extensions as e', 'e.id', 'v.extension_id')
    .select([
      'v.id',
      'v.version_name',
      'v.version_code',
      'v.min_sdk',
      'v.permissions',
      'v.uploaded_at',
      'e.package_name',
      'e.name',
      'e.description',
    ])
    .where('v.storage_key', 'like', 'demo/%')
    .execute();
  const store = claimingStorage(db, storage);
  for (const row of rows) {
    const permissions: unknown = JSON.parse(row.permissions);
    const bytes = buildSampleAix({
      packageName: row.package_name,
      component: row.name.replace(/[^A-Za-z0-9]/g, '') || 'Extension',
      version: Number(row.version_code),
      versionName: row.version_name,
      permissions: Array.isArray(permissions)
        ? permissions.filter((p): p is string => typeof p === 'string')
        : [],
      minSdk: Number(row.min_sdk),
      description: row.description,
      builtAt: new Date(row.uploaded_at),
    });
    const stored = await store.put(bytes, { namespace: 'aix' });
    await db
      .updateTable('extension_versions')
      .set({
        storage_key: stored.key,
        sha256: stored.sha256,
        file_size: stored.size,
        // New bytes: any signature over the placeholder's hash no longer holds.
        signed_manifest: null,
        signature: null,
        signing_key_id: null,
      })
      .where('id', '=', row.id)
      .execute();
  }
  return rows.length;
}
