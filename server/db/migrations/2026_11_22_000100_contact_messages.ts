import { sql, type Kysely } from 'kysely';

// Migrations are frozen history: they take Kysely<any> and never import app code.
/* eslint-disable @typescript-eslint/no-explicit-any */

/** Messages from the contact form, the feedback page and "Report an issue". */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('contact_messages')
    .addColumn('id', 'text', col => col.primaryKey())
    .addColumn('kind', 'text', col =>
      col.notNull().check(sql`kind in ('contact', 'feedback', 'report-issue')`),
    )
    // Feedback may be anonymous, so the address is optional.
    .addColumn('email', 'text')
    .addColumn('name', 'text', col => col.notNull().defaultTo(''))
    .addColumn('subject', 'text', col => col.notNull().defaultTo(''))
    .addColumn('message', 'text', col => col.notNull())
    .addColumn('rating', 'integer', col =>
      col.check(sql`rating is null or (rating >= 1 and rating <= 5)`),
    )
    .addColumn('user_agent', 'text', col => col.notNull().defaultTo(''))
    .addColumn('created_at', 'text', col => col.notNull())
    .execute();
  await db.schema
    .createIndex('contact_messages_kind_created_idx')
    .on('contact_messages')
    .columns(['kind', 'created_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('contact_messages').ifExists().execute();
}
