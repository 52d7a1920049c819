import type { Kysely } from 'kysely';

// Migrations are frozen history: they take Kysely<any> and never import app code.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Signed downloads (issue 21 §3): each version keeps the canonical manifest the
 * server signed, the Ed25519 signature and the id of the key that made it. The text
 * is stored rather than rebuilt, so a later change to the extension row (a rename)
 * never breaks an old signature. Null until signed: the key lives in DATA_DIR, not
 * here, so versions older than this migration are signed at the next start.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const column of ['signed_manifest', 'signature', 'signing_key_id']) {
    await db.schema.alterTable('extension_versions').addColumn(column, 'text').execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['signing_key_id', 'signature', 'signed_manifest']) {
    await db.schema.alterTable('extension_versions').dropColumn(column).execute();
  }
}
