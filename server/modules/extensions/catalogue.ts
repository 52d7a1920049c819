/**
 * The catalogue of one app: the database its listing reads, the caches that keep a
 * busy listing from re-reading the same rows, and the one transaction helper every
 * write to `extensions` and the tables its listing reads goes through. Registered on
 * Fastify as `app.catalogue` (server/plugins/catalogue.ts); two apps in one process
 * (tests) never share caches.
 *
 * What is cached (extensions.service.ts reads through these):
 * - rankings: for a filter + sort (+ search phrase), the ids of the first RANK_DEPTH
 *   results in order, and the total. Deeper pages query directly.
 * - cards: the summary of each extension for CARD_TTL_MS (a micro-cache: a busy first
 *   page is read from the database about once per CARD_TTL_MS); a stale card is shown
 *   while the background refresh in extensions.cards.ts re-reads it.
 * - facets: counts of every filter without search text, from one grouped scan;
 *   counts of searches, per filter; weekly trending; the about-all totals.
 * - authors (username, name, avatar) by id, so pages need no join with users; a
 *   renamed maker shows the new name within AUTHOR_TTL_MS.
 * - pages: a list-all answer within RANK_DEPTH, kept until the first of its ranking
 *   and its cards expires (so never staler than one assembled from them).
 * Every committed write through `write` drops all of it at once.
 */
import type { Kysely, Transaction } from 'kysely';
import type {
  AboutAllResponse,
  Author,
  ExtensionSummary,
  ListAllResponse,
  TrendingResponse,
} from '#shared/api/extensions';
import type { Database } from '../../db/database';
import { TtlCache, type CacheTotals } from './extensions.cache';
import type { Facets } from './extensions.stats';

/** 24 pages of 12, 6 pages of 48. */
export const RANK_DEPTH = 288;
const RANK_TTL_MS = 30_000;
const COUNT_TTL_MS = 30_000;
const AGGREGATE_TTL_MS = 60_000;
const AUTHOR_TTL_MS = 30_000;
const CARD_TTL_MS = 2_000;

export interface Ranking {
  ids: string[];
  total: number;
}

export class Catalogue {
  #generation = 0;
  readonly #totals: Record<string, CacheTotals> = {};
  // At most ~15 MB: 5,000 rankings of up to 288 ids.
  readonly rankings = this.#cache<Ranking>('rankings', RANK_TTL_MS, 5_000);
  readonly counts = this.#cache<number>('counts', COUNT_TTL_MS, 5_000);
  readonly facets = this.#cache<Facets>('facets', COUNT_TTL_MS, 1);
  readonly trending = this.#cache<TrendingResponse>('trending', AGGREGATE_TTL_MS, 4);
  readonly about = this.#cache<AboutAllResponse>('about', AGGREGATE_TTL_MS, 1);
  readonly authors = this.#cache<Author>('authors', AUTHOR_TTL_MS, 20_000);
  readonly cards = this.#cache<ExtensionSummary>('cards', CARD_TTL_MS, 20_000);
  // At most ~25 MB: 4,000 answers of up to 48 cards.
  readonly pages = this.#cache<ListAllResponse>('pages', CARD_TTL_MS, 4_000);

  constructor(readonly db: Kysely<Database>) {}

  /** Bumped after every committed catalogue write; caches compare against it. */
  get generation(): number {
    return this.#generation;
  }

  /**
   * Runs catalogue writes as one transaction, then drops every cache. A listing
   * read while the transaction ran saw the old rows; dropping after the commit
   * keeps it from being served as current.
   */
  async write<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    try {
      return await this.db.transaction().execute(work);
    } finally {
      this.#generation += 1;
    }
  }

  /** Hits and misses per cache, for the bench report. */
  cacheTotals(): Record<string, CacheTotals> {
    return structuredClone(this.#totals);
  }

  #cache<V>(name: string, ttlMs: number, maxEntries: number): TtlCache<V> {
    const totals = (this.#totals[name] = { hits: 0, misses: 0 });
    return new TtlCache<V>(this, ttlMs, maxEntries, totals);
  }
}
