/** What a sale reads besides orders: the extension on sale, rates, linked accounts. */
import type { Currency } from '#shared/constants';
import type { Executor } from '../../db/executor';

export function extensionForSale(db: Executor, extensionId: string) {
  return db
    .selectFrom('extensions')
    .select([
      'id',
      'author_id',
      'name',
      'slug',
      'icon',
      'package_name',
      'published',
      'is_free',
      'price_minor',
      'currency',
      'latest_version',
    ])
    .where('id', '=', extensionId)
    .executeTakeFirst();
}

/** Units of `to` per unit of `from`, from the stored INR-based rates, with their date. */
export async function rateBetween(
  db: Executor,
  from: Currency,
  to: Currency,
): Promise<{ rate: number; asOf: string } | undefined> {
  if (from === to) return { rate: 1, asOf: new Date().toISOString().slice(0, 10) };
  const other = from === 'INR' ? to : from;
  const row = await db
    .selectFrom('exchange_rates')
    .select(['rate', 'as_of'])
    .where('base', '=', 'INR')
    .where('quote', '=', other)
    .executeTakeFirst();
  const rate = Number(row?.rate);
  if (!row || !Number.isFinite(rate) || rate <= 0) return undefined;
  return { rate: from === 'INR' ? rate : 1 / rate, asOf: row.as_of };
}

export function linkedAccountOf(db: Executor, userId: string) {
  return db
    .selectFrom('linked_accounts')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
}
