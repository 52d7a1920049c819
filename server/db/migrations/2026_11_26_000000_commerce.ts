import { sql, type Kysely } from 'kysely';

// Migrations are frozen history: they take Kysely<any> and never import app code.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Commerce (issue 10): orders and what money depends on.
 * - `orders`: one row per provider order (`order_…`), amounts in minor units, the
 *   item's name and package kept so a receipt outlives a deleted extension. A buyer
 *   holds at most one paid order per extension (partial unique index), and a payment
 *   id pays at most one order (unique), so "paid exactly once" is the database's rule.
 * - `payment_events`: webhook event ids already handled (replays change nothing).
 * - `transfers`: the seller's share sent through Route, one per order.
 * - `linked_accounts`: a seller's payout account; only the last four digits kept.
 * - `favourites`, `downloads`, `gold_badges`.
 * - `sandbox_records`: the sandbox provider's own orders, payments, refunds,
 *   accounts and transfers (what Razorpay would keep on its side).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('orders')
    .addColumn('id', 'text', col => col.primaryKey())
    .addColumn('kind', 'text', col => col.notNull())
    .addColumn('buyer_id', 'text', col =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('seller_id', 'text', col =>
      col.references('users.id').onDelete('set null'),
    )
    .addColumn('extension_id', 'text', col =>
      col.references('extensions.id').onDelete('set null'),
    )
    .addColumn('item_name', 'text', col => col.notNull())
    .addColumn('item_slug', 'text', col => col.notNull().defaultTo(''))
    .addColumn('package_name', 'text', col => col.notNull().defaultTo(''))
    .addColumn('gold_tier', 'text')
    .addColumn('version', 'text', col => col.notNull().defaultTo(''))
    .addColumn('amount_minor', 'bigint', col => col.notNull())
    .addColumn('currency', 'text', col => col.notNull())
    .addColumn('list_price_minor', 'bigint', col => col.notNull())
    .addColumn('list_currency', 'text', col => col.notNull())
    .addColumn('rate', 'double precision')
    .addColumn('rate_as_of', 'text')
    .addColumn('receipt', 'text', col => col.notNull().unique())
    .addColumn('notes', 'text', col => col.notNull().defaultTo('{}'))
    .addColumn('status', 'text', col => col.notNull())
    .addColumn('provider', 'text', col => col.notNull())
    .addColumn('payment_id', 'text', col => col.unique())
    .addColumn('platform_fee_minor', 'bigint')
    .addColumn('seller_payout_minor', 'bigint')
    .addColumn('licence_key', 'text', col => col.unique())
    .addColumn('created_at', 'text', col => col.notNull())
    .addColumn('paid_at', 'text')
    .addColumn('updated_at', 'text', col => col.notNull())
    .execute();
  await sql`create unique index orders_one_paid_per_item on orders (buyer_id, extension_id) where status = 'paid' and kind = 'extension'`.execute(
    db,
  );
  await db.schema
    .createIndex('orders_buyer_idx')
    .on('orders')
    .columns(['buyer_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('orders_seller_idx')
    .on('orders')
    .columns(['seller_id', 'status', 'paid_at'])
    .execute();
  await db.schema
    .createIndex('orders_status_idx')
    .on('orders')
    .columns(['status', 'created_at'])
    .execute();

  await db.schema
    .createTable('payment_events')
    .addColumn('event_id', 'text', col => col.primaryKey())
    .addColumn('event', 'text', col => col.notNull())
    .addColumn('received_at', 'text', col => col.notNull())
    .execute();

  await db.schema
    .createTable('transfers')
    .addColumn('id', 'text', col => col.primaryKey())
    .addColumn('order_id', 'text', col =>
      col.notNull().unique().references('orders.id').onDelete('cascade'),
    )
    .addColumn('account_id', 'text', col => col.notNull())
    .addColumn('amount_minor', 'bigint', col => col.notNull())
    .addColumn('currency', 'text', col => col.notNull())
    .addColumn('created_at', 'text', col => col.notNull())
    .execute();

  await db.schema
    .createTable('linked_accounts')
    .addColumn('user_id', 'text', col =>
      col.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('provider', 'text', col => col.notNull())
    .addColumn('account_id', 'text', col => col.notNull())
    .addColumn('name', 'text', col => col.notNull())
    .addColumn('email', 'text', col => col.notNull())
    .addColumn('ifsc', 'text', col => col.notNull())
    .addColumn('account_type', 'text', col => col.notNull())
    .addColumn('account_last4', 'text', col => col.notNull())
    .addColumn('created_at', 'text', col => col.notNull())
    .addColumn('updated_at', 'text', col => col.notNull())
    .execute();

  await db.schema
    .createTable('favourites')
    .addColumn('user_id', 'text', col =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('extension_id', 'text', col =>
      col.notNull().references('extensions.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'text', col => col.notNull())
    .addPrimaryKeyConstraint('favourites_pk', ['user_id', 'extension_id'])
    .execute();

  await db.schema
    .createTable('downloads')
    .addColumn('id', 'text', col => col.primaryKey())
    .addColumn('order_id', 'text', col =>
      col.notNull().references('orders.id').onDelete('cascade'),
    )
    .addColumn('version_id', 'text', col => col.notNull())
    .addColumn('version', 'text', col => col.notNull())
    .addColumn('created_at', 'text', col => col.notNull())
    .execute();
  await db.schema
    .createIndex('downloads_order_idx')
    .on('downloads')
    .column('order_id')
    .execute();

  await db.schema
    .createTable('gold_badges')
    .addColumn('order_id', 'text', col =>
      col.primaryKey().references('orders.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'text', col =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('tier', 'text', col => col.notNull())
    .addColumn('starts_at', 'text', col => col.notNull())
    .addColumn('ends_at', 'text', col => col.notNull())
    .execute();
  await db.schema
    .createIndex('gold_badges_user_idx')
    .on('gold_badges')
    .columns(['user_id', 'ends_at'])
    .execute();

  await db.schema
    .createTable('sandbox_records')
    .addColumn('id', 'text', col => col.primaryKey())
    .addColumn('entity', 'text', col => col.notNull())
    .addColumn('parent_id', 'text')
    .addColumn('amount', 'bigint', col => col.notNull().defaultTo(0))
    .addColumn('currency', 'text', col => col.notNull().defaultTo(''))
    .addColumn('status', 'text', col => col.notNull())
    .addColumn('data', 'text', col => col.notNull().defaultTo('{}'))
    .addColumn('created_at', 'text', col => col.notNull())
    .execute();
  await db.schema
    .createIndex('sandbox_records_parent_idx')
    .on('sandbox_records')
    .columns(['entity', 'parent_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'sandbox_records',
    'gold_badges',
    'downloads',
    'favourites',
    'linked_accounts',
    'transfers',
    'payment_events',
    'orders',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
