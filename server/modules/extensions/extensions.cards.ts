/**
 * Extension cards: the summary of each extension a listing shows, read through the
 * catalogue's card cache (catalogue.ts). A card past its TTL is still shown while
 * one background query re-reads every card that went stale meanwhile, so a busy
 * listing neither waits for nor repeats those reads (issue 19: re-reading twelve
 * cards per page as they expired was a quarter of PostgreSQL's work in the explore
 * bench's long tail). A card is shown at most STALE_LIMIT_MS past its TTL; past
 * that, or after a catalogue write (a new generation), it is read before answering.
 */
import type { Author, ExtensionSummary } from '#shared/api/extensions';
import type { Catalogue } from './catalogue';
import { toSummary, unknownAuthor } from './extensions.mappers';
import { authorsByIds, summariesByIds, type SummaryRow } from './extensions.queries';

/** How long a refresh waits to gather the cards that go stale meanwhile. */
export const REFRESH_DELAY_MS = 100;
/** How long past its TTL a card may still be shown while its refresh is pending. */
export const STALE_LIMIT_MS = 5_000;
/** Ids per query of a refresh (one compiled statement per size, see summariesByIds). */
const REFRESH_BATCH = 200;

class CardRefresh {
  readonly #ids = new Set<string>();
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<void> | undefined;

  constructor(private readonly catalogue: Catalogue) {}

  queue(ids: readonly string[]): void {
    for (const id of ids) this.#ids.add(id);
    this.#schedule();
  }

  /** Resolves once no refresh is waiting or running. */
  async settled(): Promise<void> {
    while (this.#timer || this.#running) {
      await (this.#running ??
        new Promise(resolve => setTimeout(resolve, REFRESH_DELAY_MS)));
    }
  }

  #schedule(): void {
    if (this.#timer || this.#running || this.#ids.size === 0) return;
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      this.#running = this.#run().finally(() => {
        this.#running = undefined;
        this.#schedule();
      });
    }, REFRESH_DELAY_MS);
    // A pending refresh never keeps the process (or a test) alive.
    this.#timer.unref();
  }

  async #run(): Promise<void> {
    const ids = [...this.#ids];
    this.#ids.clear();
    const { catalogue } = this;
    const generation = catalogue.generation;
    for (let start = 0; start < ids.length; start += REFRESH_BATCH) {
      const batch = ids.slice(start, start + REFRESH_BATCH);
      try {
        const rows = await summariesByIds(catalogue.db, batch);
        const cards = await summaries(catalogue, rows);
        // After a write the old cards are misses already; the next read fetches anew.
        if (generation !== catalogue.generation) return;
        for (const card of cards) catalogue.cards.set(card.extensionId, card);
        // Unpublished or deleted meanwhile: gone from the cache, so listings leave it out.
        const found = new Set(cards.map(card => card.extensionId));
        for (const id of batch) if (!found.has(id)) catalogue.cards.delete(id);
      } catch {
        // The database is unreachable or closing: the stale cards age past
        // STALE_LIMIT_MS and the next read queries (and reports) itself.
        return;
      }
    }
  }
}

const refreshes = new WeakMap<Catalogue, CardRefresh>();

function refreshOf(catalogue: Catalogue): CardRefresh {
  let refresh = refreshes.get(catalogue);
  if (!refresh) {
    refresh = new CardRefresh(catalogue);
    refreshes.set(catalogue, refresh);
  }
  return refresh;
}

/** Resolves when the catalogue's card refresh is done (tests, the bench). */
export function cardsSettled(catalogue: Catalogue): Promise<void> {
  return refreshOf(catalogue).settled();
}

/** The summaries of `ids`, in that order: cached cards (stale ones refreshed behind), the rest in one query. */
export async function cardsFor(
  catalogue: Catalogue,
  ids: readonly string[],
): Promise<ExtensionSummary[]> {
  const now = Date.now();
  const found = new Map<string, ExtensionSummary>();
  const missing: string[] = [];
  const stale: string[] = [];
  for (const id of ids) {
    const kept = catalogue.cards.peek(id, now);
    if (kept && kept.expiresAt + STALE_LIMIT_MS > now) {
      found.set(id, kept.value);
      if (kept.expiresAt <= now) stale.push(id);
    } else {
      missing.push(id);
    }
  }
  if (stale.length > 0) refreshOf(catalogue).queue(stale);
  if (missing.length > 0) {
    const rows = await summariesByIds(catalogue.db, missing);
    for (const card of await summaries(catalogue, rows)) {
      catalogue.cards.set(card.extensionId, card);
      found.set(card.extensionId, card);
    }
  }
  return ids.flatMap(id => found.get(id) ?? []);
}

/** Maps rows to summaries, reading only the authors not cached yet. */
export async function summaries(
  catalogue: Catalogue,
  rows: readonly SummaryRow[],
): Promise<ExtensionSummary[]> {
  const { authors } = catalogue;
  const missing = new Set<string>();
  for (const row of rows) {
    if (authors.get(row.author_id) === undefined) missing.add(row.author_id);
  }
  const fetched = new Map<string, Author>();
  for (const user of await authorsByIds(catalogue.db, [...missing])) {
    fetched.set(user.id, user);
    authors.set(user.id, user);
  }
  return rows.map(row => {
    const author =
      fetched.get(row.author_id) ??
      authors.get(row.author_id) ??
      unknownAuthor(row.author_id);
    return toSummary(row, author);
  });
}
