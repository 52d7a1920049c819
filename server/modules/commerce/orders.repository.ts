/**
 * Orders and the rows money depends on. The state changes are single conditional
 * statements (`… where status = 'created' returning`), so the database decides who
 * wins a race: a payment id pays one order, an order is paid once, a buyer holds one
 * paid order per extension.
 */
import type { Insertable, Transaction } from 'kysely';
import type { Database, OrderRow, OrdersTable, TransfersTable } from '../../db/database';
import type { Executor } from '../../db/executor';

export async function insertOrder(db: Executor, order: Insertable<OrdersTable>) {
  await db.insertInto('orders').values(order).execute();
}

export function findOrder(db: Executor, id: string) {
  return db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
}

export function paidOrderFor(db: Executor, buyerId: string, extensionId: string) {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('buyer_id', '=', buyerId)
    .where('extension_id', '=', extensionId)
    .where('kind', '=', 'extension')
    .where('status', '=', 'paid')
    .executeTakeFirst();
}

/** An unpaid order for the same thing at the same amount, to reuse instead of a new one. */
export function pendingOrderFor(
  db: Executor,
  match: { buyerId: string; extensionId: string; currency: string; amount: number },
) {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('buyer_id', '=', match.buyerId)
    .where('extension_id', '=', match.extensionId)
    .where('currency', '=', match.currency)
    .where('amount_minor', '=', match.amount)
    .where('status', '=', 'created')
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
}

/** The caller's orders a Checkout payment may be for (newest first). */
export function payableOrders(db: Executor, buyerId: string) {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('buyer_id', '=', buyerId)
    .where('provider', '!=', 'free')
    .where('status', 'in', ['created', 'failed', 'paid', 'refunded'])
    .orderBy('created_at', 'desc')
    .limit(200)
    .execute();
}

export interface PaidFacts {
  paymentId: string;
  platformFee: number;
  sellerPayout: number;
  licenceKey: string | null;
  paidAt: string;
}

/** Marks an unpaid order paid; undefined when it was not unpaid (someone else won). */
export function markPaid(trx: Transaction<Database>, orderId: string, facts: PaidFacts) {
  return (
    trx
      .updateTable('orders')
      .set({
        status: 'paid',
        payment_id: facts.paymentId,
        platform_fee_minor: facts.platformFee,
        seller_payout_minor: facts.sellerPayout,
        licence_key: facts.licenceKey,
        paid_at: facts.paidAt,
        updated_at: facts.paidAt,
      })
      .where('id', '=', orderId)
      .where('status', 'in', ['created', 'failed'])
      // Only while the extension is on sale: a takedown racing the payment wins.
      .where(eb =>
        eb.or([
          eb('kind', '!=', 'extension'),
          eb.exists(
            eb
              .selectFrom('extensions')
              .select('extensions.id')
              .whereRef('extensions.id', '=', 'orders.extension_id')
              .where('extensions.published', '=', 1),
          ),
        ]),
      )
      .returningAll()
      .executeTakeFirst()
  );
}

/** Stamps the free orders of an extension that just got a price (issue 17, item 6). */
export async function endFreeEra(db: Executor, extensionId: string, at: string) {
  await db
    .updateTable('orders')
    .set({ versions_until: at, updated_at: at })
    .where('extension_id', '=', extensionId)
    .where('provider', '=', 'free')
    .where('status', '=', 'paid')
    .where('versions_until', 'is', null)
    .execute();
}

/**
 * Inside the transaction that pays `order`: the buyer's free-era order of the same
 * extension hands its download history over and goes. True when there was one.
 */
export async function replaceFreeEraOrder(
  trx: Transaction<Database>,
  order: { id: string; buyer_id: string; extension_id: string | null },
): Promise<boolean> {
  const old = await trx
    .selectFrom('orders')
    .select('id')
    .where('buyer_id', '=', order.buyer_id)
    .where('extension_id', '=', order.extension_id ?? '')
    .where('provider', '=', 'free')
    .where('status', '=', 'paid')
    .where('versions_until', 'is not', null)
    .executeTakeFirst();
  if (!old) return false;
  await trx
    .updateTable('downloads')
    .set({ order_id: order.id })
    .where('order_id', '=', old.id)
    .execute();
  await trx.deleteFrom('orders').where('id', '=', old.id).execute();
  return true;
}

/** Whether an order may fetch a version uploaded at `uploadedAt`. */
export const coversVersion = (
  order: { versions_until: string | null },
  uploadedAt: string,
) => order.versions_until === null || uploadedAt <= order.versions_until;

export function markRefunded(db: Executor, paymentId: string, now: string) {
  return db
    .updateTable('orders')
    .set({ status: 'refunded', updated_at: now })
    .where('payment_id', '=', paymentId)
    .where('status', '=', 'paid')
    .returningAll()
    .executeTakeFirst();
}

/** Records a webhook event id; false when it was already recorded (a replay). */
export async function recordEvent(
  db: Executor,
  eventId: string,
  event: string,
  now: string,
): Promise<boolean> {
  const rows = await db
    .insertInto('payment_events')
    .values({ event_id: eventId, event, received_at: now })
    .onConflict(oc => oc.column('event_id').doNothing())
    .returning('event_id')
    .execute();
  return rows.length > 0;
}

/** Removes the buyer's unused order; 0 when it is not theirs or not unused. */
export async function deleteUnusedOrder(db: Executor, orderId: string, buyerId: string) {
  const result = await db
    .deleteFrom('orders')
    .where('id', '=', orderId)
    .where('buyer_id', '=', buyerId)
    .where('status', 'in', ['created', 'failed'])
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export function buyerOrders(db: Executor, buyerId: string) {
  return db
    .selectFrom('orders')
    .leftJoin('extensions', 'extensions.id', 'orders.extension_id')
    .selectAll('orders')
    .select(['extensions.icon as extension_icon', 'extensions.slug as extension_slug'])
    .where('orders.buyer_id', '=', buyerId)
    .orderBy('orders.created_at', 'desc')
    .limit(500)
    .execute();
}

/** Every version of the given extensions, newest first, with the buyer's download counts. */
export function versionsWithDownloads(
  db: Executor,
  extensionIds: string[],
  orderIds: string[],
) {
  if (extensionIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('extension_versions as v')
    .select([
      'v.id',
      'v.extension_id',
      'v.version_name',
      'v.file_size',
      'v.sha256',
      'v.uploaded_at',
      eb =>
        eb
          .selectFrom('downloads as d')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('d.version_id', '=', 'v.id')
          .where('d.order_id', 'in', orderIds.length > 0 ? orderIds : [''])
          .as('downloads'),
    ])
    .where('v.extension_id', 'in', extensionIds)
    .orderBy('v.version_code', 'desc')
    .execute();
}

export async function insertTransfer(db: Executor, transfer: Insertable<TransfersTable>) {
  await db
    .insertInto('transfers')
    .values(transfer)
    .onConflict(oc => oc.column('order_id').doNothing())
    .execute();
}

export function recordDownload(
  db: Executor,
  row: {
    id: string;
    order_id: string;
    version_id: string;
    version: string;
    created_at: string;
  },
) {
  return db.insertInto('downloads').values(row).execute();
}

/** The licence key's order, for the public check (nothing about the buyer). */
export function orderByLicence(db: Executor, key: string) {
  return db
    .selectFrom('orders')
    .select(['extension_id', 'package_name', 'paid_at', 'status'])
    .where('licence_key', '=', key)
    .executeTakeFirst();
}

/** Count and money sums per currency of every order with this status (or all). */
export function orderTotals(db: Executor, status: OrderRow['status'] | undefined) {
  let query = db
    .selectFrom('orders')
    .select(eb => [
      'currency',
      eb.fn.countAll<number>().as('n'),
      eb.fn.sum<number>('amount_minor').as('amount_minor'),
      eb.fn.sum<number | null>('platform_fee_minor').as('platform_fee_minor'),
      eb.fn.sum<number | null>('seller_payout_minor').as('seller_payout_minor'),
    ])
    .groupBy('currency')
    .orderBy('currency');
  if (status) query = query.where('status', '=', status);
  return query.execute();
}

export function allOrders(
  db: Executor,
  page: { status: OrderRow['status'] | undefined; skip: number; limit: number },
) {
  let query = db
    .selectFrom('orders')
    .leftJoin('users as buyer', 'buyer.id', 'orders.buyer_id')
    .leftJoin('users as seller', 'seller.id', 'orders.seller_id')
    .selectAll('orders')
    .select([
      'buyer.username as buyer_username',
      'buyer.email as buyer_email',
      'seller.username as seller_username',
      'seller.email as seller_email',
    ]);
  if (page.status) query = query.where('orders.status', '=', page.status);
  return query
    .orderBy('orders.created_at', 'desc')
    .orderBy('orders.id')
    .offset(page.skip)
    .limit(page.limit)
    .execute();
}

/** A seller's paid sales, newest first, with the transfer that paid them out. */
export function sellerSales(db: Executor, sellerId: string, limit = 1000) {
  return db
    .selectFrom('orders')
    .leftJoin('transfers', 'transfers.order_id', 'orders.id')
    .select([
      'orders.id',
      'orders.extension_id',
      'orders.item_name',
      'orders.amount_minor',
      'orders.currency',
      'orders.platform_fee_minor',
      'orders.seller_payout_minor',
      'orders.paid_at',
      'transfers.id as transfer_id',
    ])
    .where('orders.seller_id', '=', sellerId)
    .where('orders.status', '=', 'paid')
    .where('orders.kind', '=', 'extension')
    .where('orders.amount_minor', '>', 0)
    .orderBy('orders.paid_at', 'desc')
    .limit(limit)
    .execute();
}
