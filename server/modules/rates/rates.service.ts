/**
 * Keeps `exchange_rates` fresh from EXCHANGE_RATES_URL. A refresh either stores
 * a whole, plausible, newer set of rates in one transaction or changes nothing:
 * on any failure the last good rates stay, with the date they are of, and the
 * bundled snapshot only matters on a server that never reached its source.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { newestAsOf, ratesFor, storeRates } from './rates.repository';
import { fetchRatesAnswer, RatesSourceError, type SourceRates } from './rates.source';

export type RefreshOutcome =
  { ok: true; asOf: string; written: number } | { ok: false; reason: string };

/** A rate that moves by more than this factor at once is a unit mix-up, not a market. */
const MAX_JUMP = 10;

function implausible(
  fresh: SourceRates,
  current: Map<string, number>,
): string | undefined {
  for (const [quote, rate] of Object.entries(fresh.rates)) {
    const before = current.get(quote);
    if (before === undefined) continue;
    const jump = rate / before;
    if (jump > MAX_JUMP || jump < 1 / MAX_JUMP) {
      return `the ${quote} rate would jump from ${before} to ${rate}`;
    }
  }
  return undefined;
}

export async function refreshRates(
  db: Kysely<Database>,
  url: string,
  options: { now?: Date; timeoutMs?: number } = {},
): Promise<RefreshOutcome> {
  const now = options.now ?? new Date();
  let fresh: SourceRates;
  try {
    fresh = await fetchRatesAnswer(url, { now, timeoutMs: options.timeoutMs ?? 15_000 });
  } catch (error) {
    if (error instanceof RatesSourceError) return { ok: false, reason: error.message };
    throw error;
  }
  return db.transaction().execute(async trx => {
    const rows = await ratesFor(trx, 'INR');
    const newest = newestAsOf(rows);
    if (newest !== '' && fresh.asOf < newest) {
      return {
        ok: false,
        reason: `the answer (${fresh.asOf}) is older than the rates kept (${newest})`,
      };
    }
    const problem = implausible(
      fresh,
      new Map(rows.map(row => [row.quote, Number(row.rate)])),
    );
    if (problem) return { ok: false, reason: problem };
    const written = await storeRates(trx, 'INR', fresh.asOf, fresh.rates);
    return { ok: true, asOf: fresh.asOf, written };
  });
}
