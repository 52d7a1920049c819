import { sql, type Kysely } from 'kysely';

// Migrations are frozen history: they take Kysely<any> and never import app code.
/* eslint-disable @typescript-eslint/no-explicit-any */

const STORAGE_KEY = /^[a-z0-9][a-z0-9-]{0,31}\/[0-9a-f]{64}$/;

/**
 * Hardening (issue 9):
 * - `stored_blobs`: every stored file, claimed before its bytes are written. A file
 *   goes only through the sweep, which deletes it under this row's lock and only
 *   when no upload or version row names it and nobody claimed it for an hour; so a
 *   re-upload racing a delete can never lose a file a version points at.
 * - `users.session_version`: sessions carry the version they were issued at; a
 *   password change bumps it, ending every older session whatever the clock says.
 * - usernames are unique whatever their case. Existing case duplicates (a race the
 *   old index allowed) keep the oldest account's name; the others get a numbered one.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('stored_blobs')
    .addColumn('storage_key', 'text', col => col.primaryKey())
    .addColumn('size', 'bigint', col => col.notNull())
    .addColumn('claimed_at', 'text', col => col.notNull())
    .execute();
  await db.schema
    .createIndex('stored_blobs_claimed_at_idx')
    .on('stored_blobs')
    .column('claimed_at')
    .execute();
  const now = new Date().toISOString();
  const named = [
    ...(await db.selectFrom('uploads').select(['storage_key', 'size']).execute()),
    ...(await db
      .selectFrom('extension_versions')
      .select(['storage_key', 'file_size as size'])
      .execute()),
  ] as { storage_key: string; size: number | string }[];
  const blobs = new Map<string, number>();
  for (const row of named) {
    if (STORAGE_KEY.test(row.storage_key)) blobs.set(row.storage_key, Number(row.size));
  }
  const rows = [...blobs].map(([storage_key, size]) => ({
    storage_key,
    size,
    claimed_at: now,
  }));
  for (let at = 0; at < rows.length; at += 500) {
    await db
      .insertInto('stored_blobs')
      .values(rows.slice(at, at + 500))
      .execute();
  }

  await db.schema
    .alterTable('users')
    .addColumn('session_version', 'integer', col => col.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('users').dropColumn('tokens_valid_after').execute();

  const users = (await db
    .selectFrom('users')
    .select(['id', 'username'])
    .orderBy('created_at')
    .orderBy('id')
    .execute()) as { id: string; username: string }[];
  const taken = new Set<string>();
  for (const user of users) {
    let name = user.username;
    for (let n = 2; taken.has(name.toLowerCase()); n += 1) {
      const suffix = String(n);
      name = `${user.username.slice(0, 15 - suffix.length)}${suffix}`;
    }
    taken.add(name.toLowerCase());
    if (name !== user.username) {
      await db
        .updateTable('users')
        .set({ username: name })
        .where('id', '=', user.id)
        .execute();
    }
  }
  await sql`drop index if exists users_lower_username_idx`.execute(db);
  await sql`create unique index users_lower_username_unique on users (lower(username))`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists users_lower_username_unique`.execute(db);
  await sql`create index users_lower_username_idx on users (lower(username))`.execute(db);
  await db.schema
    .alterTable('users')
    .addColumn('tokens_valid_after', 'bigint', col => col.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('users').dropColumn('session_version').execute();
  await db.schema.dropTable('stored_blobs').execute();
}
