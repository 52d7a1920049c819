import type { Kysely } from 'kysely';

// Migrations are frozen history: they take Kysely<any> and never import app code.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Reports and moderation (issue 12). A report belongs to an extension and goes
 * when the extension does; a moderation action names its extension by id without
 * a foreign key, so the record of who did what survives the extension. The
 * author's message from a moderator sits on the extension, for My Extensions.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('moderation_actions')
    .addColumn('id', 'text', col => col.primaryKey())
    .addColumn('extension_id', 'text', col => col.notNull())
    .addColumn('admin_id', 'text', col => col.notNull())
    .addColumn('admin_email', 'text', col => col.notNull())
    .addColumn('action', 'text', col => col.notNull())
    .addColumn('note', 'text', col => col.notNull())
    .addColumn('created_at', 'text', col => col.notNull())
    .execute();
  await db.schema
    .createTable('extension_reports')
    .addColumn('id', 'text', col => col.primaryKey())
    .addColumn('extension_id', 'text', col =>
      col.notNull().references('extensions.id').onDelete('cascade'),
    )
    .addColumn('email', 'text', col => col.notNull())
    .addColumn('reporter_id', 'text')
    .addColumn('report_number', 'integer', col => col.notNull())
    .addColumn('details', 'text', col => col.notNull())
    .addColumn('status', 'text', col => col.notNull().defaultTo('open'))
    .addColumn('action_id', 'text', col => col.references('moderation_actions.id'))
    .addColumn('created_at', 'text', col => col.notNull())
    .execute();
  await db.schema
    .createIndex('extension_reports_status_idx')
    .on('extension_reports')
    .columns(['status', 'created_at'])
    .execute();
  await db.schema
    .createIndex('extension_reports_extension_idx')
    .on('extension_reports')
    .column('extension_id')
    .execute();
  await db.schema
    .alterTable('extensions')
    .addColumn('moderation_message', 'text')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('extensions').dropColumn('moderation_message').execute();
  await db.schema.dropTable('extension_reports').execute();
  await db.schema.dropTable('moderation_actions').execute();
}
