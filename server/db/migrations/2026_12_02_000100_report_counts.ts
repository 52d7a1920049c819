import { sql, type Kysely } from 'kysely';

// Migrations are frozen history: they take Kysely<any> and never import app code.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * One open report per reporter email per extension (issue 17 #8): 40 reports from
 * one email through 40 addresses were 40 rows. `email_key` is the email as compared
 * (trimmed, lower case); repeats add to `report_count` on the open report, and a
 * partial unique index keeps two at once from both inserting. Existing duplicates
 * collapse into the earliest open report of each pair first.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('extension_reports')
    .addColumn('email_key', 'text', col => col.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('extension_reports')
    .addColumn('report_count', 'integer', col => col.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable('extension_reports')
    .addColumn('last_reported_at', 'text')
    .execute();
  await sql`update extension_reports set email_key = lower(trim(email)), last_reported_at = created_at`.execute(
    db,
  );
  await sql`
    update extension_reports set report_count = (
      select count(*) from extension_reports d
      where d.status = 'open' and d.extension_id = extension_reports.extension_id
        and d.email_key = extension_reports.email_key
    )
    where status = 'open'`.execute(db);
  await sql`
    delete from extension_reports
    where status = 'open' and exists (
      select 1 from extension_reports k
      where k.status = 'open' and k.extension_id = extension_reports.extension_id
        and k.email_key = extension_reports.email_key
        and (k.created_at < extension_reports.created_at
          or (k.created_at = extension_reports.created_at and k.id < extension_reports.id))
    )`.execute(db);
  await db.schema
    .createIndex('extension_reports_open_email_idx')
    .unique()
    .on('extension_reports')
    .columns(['extension_id', 'email_key'])
    .where(sql<boolean>`status = 'open'`)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('extension_reports_open_email_idx').execute();
  await db.schema
    .alterTable('extension_reports')
    .dropColumn('last_reported_at')
    .execute();
  await db.schema.alterTable('extension_reports').dropColumn('report_count').execute();
  await db.schema.alterTable('extension_reports').dropColumn('email_key').execute();
}
