import type { Kysely } from 'kysely';

// Migrations are frozen history: they take Kysely<any> and never import app code.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Update notices (issue 21 §2). One row per (user, version) says "a newer version
 * of something you own is out"; it is written in the same transaction as the new
 * version, so a crash after the commit loses no notice, and it doubles as the mail
 * outbox (`mail_state` pending → sent / failed / skipped) drained after the commit.
 * The unique pair keeps a retried publish from notifying anyone twice.
 * `notice_opt_outs` holds the preferences: one row per muted extension, and
 * extension_id '*' for "no update notices at all".
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('update_notices')
    .addColumn('id', 'text', col => col.primaryKey())
    .addColumn('user_id', 'text', col =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('extension_id', 'text', col =>
      col.notNull().references('extensions.id').onDelete('cascade'),
    )
    .addColumn('version_id', 'text', col =>
      col.notNull().references('extension_versions.id').onDelete('cascade'),
    )
    .addColumn('version_name', 'text', col => col.notNull())
    .addColumn('created_at', 'text', col => col.notNull())
    .addColumn('read_at', 'text')
    .addColumn('mail_state', 'text', col => col.notNull().defaultTo('pending'))
    .addColumn('mail_attempts', 'integer', col => col.notNull().defaultTo(0))
    .addColumn('mailed_at', 'text')
    .addUniqueConstraint('update_notices_user_version_key', ['user_id', 'version_id'])
    .execute();
  await db.schema
    .createIndex('update_notices_user_idx')
    .on('update_notices')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('update_notices_mail_idx')
    .on('update_notices')
    .column('mail_state')
    .execute();
  await db.schema
    .createTable('notice_opt_outs')
    .addColumn('user_id', 'text', col =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('extension_id', 'text', col => col.notNull())
    .addColumn('created_at', 'text', col => col.notNull())
    .addPrimaryKeyConstraint('notice_opt_outs_pkey', ['user_id', 'extension_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('notice_opt_outs').execute();
  await db.schema.dropTable('update_notices').execute();
}
