import type { Kysely } from 'kysely';

// Migrations are frozen history: they take Kysely<any> and never import app code.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Orders that end without a sale and free-era orders (issue 17, items 1 and 6).
 * `status_reason` tells the buyer why a payment was refunded or not taken (the
 * extension went off sale before it arrived); `versions_until` is stamped on free
 * orders when their extension gets a price, so they keep the versions published
 * while it was free and no later one.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('status_reason', 'text').execute();
  await db.schema.alterTable('orders').addColumn('versions_until', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('versions_until').execute();
  await db.schema.alterTable('orders').dropColumn('status_reason').execute();
}
