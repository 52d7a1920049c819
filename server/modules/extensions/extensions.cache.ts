/**
 * A small in-process cache for catalogue aggregates (filter totals, trending,
 * about-all) so a busy listing does not COUNT(*) the whole catalogue on every page.
 *
 * Honesty rules: entries live at most `ttlMs`; every write through the extensions
 * repository bumps the catalogue generation, which turns all older entries into
 * misses at once. Writes made by another process (a seed script, a second server)
 * are seen after at most `ttlMs`. Only aggregates are cached, never the pages
 * themselves, so a listing always shows current rows.
 */

let generation = 0;

/** Called by every write of an extension, its tags, platforms or publication state. */
export function markCatalogueChanged(): void {
  generation += 1;
}

export function catalogueGeneration(): number {
  return generation;
}

/** Hits and misses per cache name over the whole process, for the bench report. */
const totals = new Map<string, { hits: number; misses: number }>();
export function cacheTotals(): Record<string, { hits: number; misses: number }> {
  return Object.fromEntries(totals);
}

interface Entry<V> {
  value: V;
  expiresAt: number;
  generation: number;
}

export class TtlCache<V> {
  readonly #entries = new Map<string, Entry<V>>();
  /** Computations under way, so concurrent misses of one key share a single query. */
  readonly #pending = new Map<string, Promise<V>>();
  readonly #totals: { hits: number; misses: number };

  constructor(
    name: string,
    private readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {
    const existing = totals.get(name);
    this.#totals = existing ?? { hits: 0, misses: 0 };
    if (!existing) totals.set(name, this.#totals);
  }

  get(key: string, now = Date.now()): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry || entry.expiresAt <= now || entry.generation !== generation) {
      if (entry) this.#entries.delete(key);
      this.#totals.misses += 1;
      return undefined;
    }
    this.#totals.hits += 1;
    return entry.value;
  }

  set(key: string, value: V, now = Date.now()): void {
    // Map keeps insertion order, so the first key is the oldest: a cheap FIFO bound.
    if (this.#entries.size >= this.maxEntries && !this.#entries.has(key)) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    this.#entries.set(key, { value, expiresAt: now + this.ttlMs, generation });
  }

  /** Returns the cached value or computes, stores and returns a fresh one. */
  async getOrCompute(key: string, compute: () => Promise<V>): Promise<V> {
    const cached = this.get(key);
    if (cached !== undefined) return cached;
    const pending = this.#pending.get(key);
    if (pending) return pending;
    const startedAt = generation;
    const promise = compute().then(value => {
      // A write that landed while we computed may not be in `value`; do not keep it.
      if (startedAt === generation) this.set(key, value);
      return value;
    });
    this.#pending.set(key, promise);
    try {
      return await promise;
    } finally {
      this.#pending.delete(key);
    }
  }

  get size(): number {
    return this.#entries.size;
  }
}
