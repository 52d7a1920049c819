/**
 * Orders as the buyer's screens see them: major units, the extension's card facts,
 * every version a paid order can download with the buyer's download counts.
 */
import type { AdminOrder, AdminOrderTotals, Order } from '#shared/api/commerce';
import type { Currency } from '#shared/constants';
import { toMajor } from '#shared/domain/pricing';
import type { OrderRow } from '../../db/database';
import type { Executor } from '../../db/executor';
import {
  allOrders,
  buyerOrders,
  coversVersion,
  orderTotals,
  versionsWithDownloads,
} from './orders.repository';
import { parseNotes } from './orders.service';

type VersionRow = Awaited<ReturnType<typeof versionsWithDownloads>>[number];

export function toOrder(
  row: OrderRow & { extension_icon?: string | null; extension_slug?: string | null },
  versions: VersionRow[] = [],
): Order {
  const paid = row.status === 'paid';
  return {
    _orderId: row.id,
    kind: row.kind,
    extensionId: row.extension_id,
    extension:
      row.extension_id && row.extension_slug !== null
        ? {
            slug: row.extension_slug ?? row.item_slug,
            name: row.item_name,
            icon: row.extension_icon ?? '',
            packageName: row.package_name,
          }
        : null,
    itemName: row.item_name,
    goldTier: row.gold_tier,
    version: row.version,
    amount: toMajor(Number(row.amount_minor)),
    currency: row.currency as Currency,
    receipt: row.receipt,
    notes: parseNotes(row.notes),
    status: row.status,
    statusReason: row.status_reason ?? null,
    provider: row.provider,
    paymentId: row.payment_id,
    rate: row.rate === null ? null : Number(row.rate),
    rateAsOf: row.rate_as_of,
    createdAt: row.created_at,
    paidAt: row.paid_at,
    licenceKey: row.licence_key,
    versions:
      paid && row.kind === 'extension'
        ? versions
            .filter(
              version =>
                version.extension_id === row.extension_id &&
                coversVersion(row, version.uploaded_at),
            )
            .map(version => ({
              version: version.version_name,
              size: Number(version.file_size),
              sha256: version.sha256,
              uploadedAt: version.uploaded_at,
              downloads: Number(version.downloads ?? 0),
            }))
        : [],
  };
}

/** One order with what it can download. */
export async function orderView(db: Executor, row: OrderRow): Promise<Order> {
  const versions =
    row.status === 'paid' && row.extension_id
      ? await versionsWithDownloads(db, [row.extension_id], [row.id])
      : [];
  const extension = row.extension_id
    ? await db
        .selectFrom('extensions')
        .select(['icon', 'slug'])
        .where('id', '=', row.extension_id)
        .executeTakeFirst()
    : undefined;
  return toOrder(
    {
      ...row,
      extension_icon: extension?.icon ?? null,
      extension_slug: extension?.slug ?? null,
    },
    versions,
  );
}

export async function listBuyerOrders(db: Executor, buyerId: string): Promise<Order[]> {
  const rows = await buyerOrders(db, buyerId);
  const paid = rows.filter(row => row.status === 'paid' && row.extension_id);
  const versions = await versionsWithDownloads(
    db,
    [...new Set(paid.map(row => row.extension_id ?? ''))],
    paid.map(row => row.id),
  );
  return rows.map(row => toOrder(row, versions));
}

export async function listAllOrders(
  db: Executor,
  page: Parameters<typeof allOrders>[1],
): Promise<AdminOrder[]> {
  const rows = await allOrders(db, page);
  const party = (id: string | null, username: string | null, email: string | null) =>
    id && username !== null ? { id, username, email: email ?? '' } : null;
  return rows.map(row => ({
    _orderId: row.id,
    kind: row.kind,
    itemName: row.item_name,
    extensionId: row.extension_id,
    buyer: party(row.buyer_id, row.buyer_username, row.buyer_email),
    seller: party(row.seller_id, row.seller_username, row.seller_email),
    amount: toMajor(Number(row.amount_minor)),
    currency: row.currency as Currency,
    status: row.status,
    provider: row.provider,
    platformFee:
      row.platform_fee_minor === null ? null : toMajor(Number(row.platform_fee_minor)),
    sellerPayout:
      row.seller_payout_minor === null ? null : toMajor(Number(row.seller_payout_minor)),
    createdAt: row.created_at,
    paidAt: row.paid_at,
  }));
}

/** The admin's totals: PostgreSQL sums bigint as numeric (a string), SQLite as a number. */
export async function allOrderTotals(
  db: Executor,
  status: Parameters<typeof orderTotals>[1],
): Promise<AdminOrderTotals[]> {
  const rows = await orderTotals(db, status);
  return rows.map(row => ({
    currency: row.currency as Currency,
    count: Number(row.n),
    amount: toMajor(Number(row.amount_minor ?? 0)),
    platformFee: toMajor(Number(row.platform_fee_minor ?? 0)),
    sellerPayout: toMajor(Number(row.seller_payout_minor ?? 0)),
  }));
}
