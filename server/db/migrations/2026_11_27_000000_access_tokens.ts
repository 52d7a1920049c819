import type { Kysely } from 'kysely';

// Migrations are frozen history: they take Kysely<any> and never import app code.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Access tokens (issue 11): makers' tokens for the studio and the command line
 * (`aixm_…`). Only the SHA-256 of a token is kept, so a database leak gives no
 * working token; `token_hash` is unique so a lookup is one index probe.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('access_tokens')
    .addColumn('id', 'text', col => col.primaryKey())
    .addColumn('user_id', 'text', col =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', col => col.notNull())
    .addColumn('token_hash', 'text', col => col.notNull().unique())
    .addColumn('created_at', 'text', col => col.notNull())
    .addColumn('last_used_at', 'text')
    .addColumn('expires_at', 'text')
    .execute();
  await db.schema
    .createIndex('access_tokens_user_idx')
    .on('access_tokens')
    .column('user_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('access_tokens').execute();
}
