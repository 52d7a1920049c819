import type { Kysely } from 'kysely';

// Migrations are frozen history: they take Kysely<any> and never import app code.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * `users.password_changed_at` (ISO, milliseconds): when the password last changed
 * here. Firebase's own revocation check works in whole seconds, so an ID token
 * minted in the same second as the change would still buy a session; sign-in
 * compares the token's auth_time with this instant instead (issue 17 #7).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('password_changed_at', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('password_changed_at').execute();
}
