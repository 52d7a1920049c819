import { sql, type Kysely } from 'kysely';

// Migrations are frozen history: they take Kysely<any> and never import app code.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Publishing (issue 4):
 * - `uploads`: files a signed-in user uploaded. An `aix` row is a draft build, read
 *   and stored but not yet a version of any extension; attaching it as a version
 *   removes the row. Image and attachment rows stay: they say which stored blobs may
 *   be served publicly, with what type and name. One row per (user, kind, sha256),
 *   so uploading the same bytes twice reuses the row.
 * - versions keep what our own read of the build said: the build tool, and the block
 *   reference the detail page shows per version.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('uploads')
    .addColumn('id', 'text', col => col.primaryKey())
    .addColumn('user_id', 'text', col =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', col => col.notNull())
    .addColumn('storage_key', 'text', col => col.notNull())
    .addColumn('sha256', 'text', col => col.notNull())
    .addColumn('size', 'integer', col => col.notNull())
    .addColumn('mime', 'text', col => col.notNull())
    .addColumn('original_name', 'text', col => col.notNull().defaultTo(''))
    // JSON: for `aix`, what the editor prefills and the version will hold.
    .addColumn('metadata', 'text', col => col.notNull().defaultTo('{}'))
    .addColumn('created_at', 'text', col => col.notNull())
    .addUniqueConstraint('uploads_user_kind_sha_unique', ['user_id', 'kind', 'sha256'])
    .execute();
  await db.schema
    .createIndex('uploads_storage_key_idx')
    .on('uploads')
    .column('storage_key')
    .execute();

  await db.schema
    .alterTable('extension_versions')
    .addColumn('build_tool', 'text', col => col.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('extension_versions')
    .addColumn('block_reference', 'text', col => col.notNull().defaultTo('[]'))
    .execute();
  await db.schema
    .createIndex('extension_versions_storage_key_idx')
    .on('extension_versions')
    .column('storage_key')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists extension_versions_storage_key_idx`.execute(db);
  await db.schema
    .alterTable('extension_versions')
    .dropColumn('block_reference')
    .execute();
  await db.schema.alterTable('extension_versions').dropColumn('build_tool').execute();
  await sql`drop table if exists uploads`.execute(db);
}
