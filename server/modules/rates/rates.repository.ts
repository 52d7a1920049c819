/** Exchange rates in `exchange_rates`, one row per (base, quote) with its date. */
import { RATES_SNAPSHOT } from './rates.snapshot';
import type { Executor } from '../../db/executor';

export async function ratesFor(db: Executor, base: string) {
  return db
    .selectFrom('exchange_rates')
    .select(['quote', 'rate', 'as_of'])
    .where('base', '=', base)
    .orderBy('quote')
    .execute();
}

/** The date of the freshest rate kept ('' when none): what the rates are "as of". */
export function newestAsOf(rows: readonly { as_of: string }[]): string {
  return rows.reduce((latest, row) => (row.as_of > latest ? row.as_of : latest), '');
}

/**
 * Loads the bundled snapshot: inserts missing quotes and replaces rows older than
 * the snapshot, so fresher rates written by an operator are never overwritten.
 */
export async function loadRatesSnapshot(db: Executor): Promise<number> {
  const snapshot = RATES_SNAPSHOT;
  const existing = new Map(
    (await ratesFor(db, snapshot.base)).map(row => [row.quote, row.as_of]),
  );
  let written = 0;
  for (const [quote, rate] of Object.entries(snapshot.rates)) {
    const asOf = existing.get(quote);
    if (asOf === undefined) {
      await db
        .insertInto('exchange_rates')
        .values({ base: snapshot.base, quote, rate, as_of: snapshot.asOf })
        .onConflict(oc => oc.columns(['base', 'quote']).doNothing())
        .execute();
      written += 1;
    } else if (asOf < snapshot.asOf) {
      await db
        .updateTable('exchange_rates')
        .set({ rate, as_of: snapshot.asOf })
        .where('base', '=', snapshot.base)
        .where('quote', '=', quote)
        .execute();
      written += 1;
    }
  }
  return written;
}

/** Upserts a whole set of rates of one date (inside the caller's transaction). */
export async function storeRates(
  db: Executor,
  base: string,
  asOf: string,
  rates: Record<string, number>,
): Promise<number> {
  const rows = Object.entries(rates).map(([quote, rate]) => ({
    base,
    quote,
    rate,
    as_of: asOf,
  }));
  for (let start = 0; start < rows.length; start += 100) {
    await db
      .insertInto('exchange_rates')
      .values(rows.slice(start, start + 100))
      .onConflict(oc =>
        oc.columns(['base', 'quote']).doUpdateSet(eb => ({
          rate: eb.ref('excluded.rate'),
          as_of: eb.ref('excluded.as_of'),
        })),
      )
      .execute();
  }
  return rows.length;
}
