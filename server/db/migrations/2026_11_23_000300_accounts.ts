import { sql, type Kysely } from 'kysely';

// Migrations are frozen history: they take Kysely<any> and never import app code.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Accounts (issue 3): the beta programme, analytics events, and a per-user
 * "sessions issued before this second are void" mark so a password change ends
 * every other session.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('tokens_valid_after', 'bigint', col => col.notNull().defaultTo(0))
    .execute();
  await sql`create index users_lower_email_idx on users (lower(email))`.execute(db);

  await db.schema
    .createTable('beta_users')
    .addColumn('id', 'text', col => col.primaryKey())
    .addColumn('email', 'text', col => col.notNull().unique())
    .addColumn('user_id', 'text', col => col.references('users.id').onDelete('set null'))
    .addColumn('profile_link', 'text', col => col.notNull().defaultTo(''))
    .addColumn('waitlist', 'integer', col => col.notNull().defaultTo(1))
    .addColumn('created_at', 'text', col => col.notNull())
    .addColumn('updated_at', 'text', col => col.notNull())
    .execute();
  await db.schema
    .createIndex('beta_users_created_idx')
    .on('beta_users')
    .column('created_at')
    .execute();

  await db.schema
    .createTable('events')
    .addColumn('id', 'text', col => col.primaryKey())
    .addColumn('name', 'text', col => col.notNull())
    // YYYY-MM-DD (UTC), so counting per day is an index range scan.
    .addColumn('day', 'text', col => col.notNull())
    .addColumn('path', 'text')
    .addColumn('method', 'text')
    .addColumn('action', 'text')
    .addColumn('outcome', 'text')
    .addColumn('error_code', 'text')
    .addColumn('user_id', 'text', col => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', col => col.notNull())
    .execute();
  await db.schema
    .createIndex('events_day_name_idx')
    .on('events')
    .columns(['day', 'name', 'outcome'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists events`.execute(db);
  await sql`drop table if exists beta_users`.execute(db);
  await sql`drop index if exists users_lower_email_idx`.execute(db);
  await db.schema.alterTable('users').dropColumn('tokens_valid_after').execute();
}
