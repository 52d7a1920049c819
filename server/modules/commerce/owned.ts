/**
 * What a buyer owns (issue 20 item 1): their paid orders of extensions that cost
 * something, one per extension, for "You own this" on cards and the detail page.
 * A free Get (or a free-era order) is not a purchase and is left out.
 */
import type { Currency } from '#shared/constants';
import type { OwnedResponse } from '#shared/api/owned';
import { toMajor } from '#shared/domain/pricing';
import type { Executor } from '../../db/executor';

export async function ownedExtensions(
  db: Executor,
  buyerId: string,
): Promise<OwnedResponse> {
  const rows = await db
    .selectFrom('orders')
    .select(['id', 'extension_id', 'paid_at', 'amount_minor', 'currency'])
    .where('buyer_id', '=', buyerId)
    .where('kind', '=', 'extension')
    .where('status', '=', 'paid')
    .where('amount_minor', '>', 0)
    .where('extension_id', 'is not', null)
    .orderBy('paid_at', 'desc')
    .limit(1000)
    .execute();
  const seen = new Set<string>();
  const owned: OwnedResponse['owned'] = [];
  for (const row of rows) {
    if (!row.extension_id || seen.has(row.extension_id)) continue;
    seen.add(row.extension_id);
    owned.push({
      extensionId: row.extension_id,
      _orderId: row.id,
      paidAt: row.paid_at ?? '',
      amount: toMajor(Number(row.amount_minor)),
      currency: row.currency as Currency,
    });
  }
  return { owned };
}
