/**
 * The bounded, expiring cache the catalogue keeps its aggregates in. An entry lives
 * at most `ttlMs` and only while its owner's generation is the one it was stored
 * under: the owning Catalogue bumps the generation after every committed write, which
 * turns all older entries into misses at once. Writes made by another process (a
 * seed script, a second server) are seen after at most `ttlMs`.
 */

/** What a cache belongs to: the catalogue's write counter. */
export interface GenerationSource {
  readonly generation: number;
}

export interface CacheTotals {
  hits: number;
  misses: number;
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

  constructor(
    private readonly owner: GenerationSource,
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    /** Hit and miss counts, for the bench report. */
    readonly totals: CacheTotals = { hits: 0, misses: 0 },
  ) {}

  get(key: string, now = Date.now()): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry || entry.expiresAt <= now || entry.generation !== this.owner.generation) {
      if (entry) this.#entries.delete(key);
      this.totals.misses += 1;
      return undefined;
    }
    this.totals.hits += 1;
    return entry.value;
  }

  set(key: string, value: V, now = Date.now(), generation = this.owner.generation): void {
    this.setUntil(key, value, now + this.ttlMs, generation);
  }

  /** Stores `value` until `expiresAt` (epoch ms), when that is sooner than the TTL allows. */
  setUntil(
    key: string,
    value: V,
    expiresAt: number,
    generation = this.owner.generation,
    now = Date.now(),
  ): void {
    // Map keeps insertion order, so the first key is the oldest: a cheap FIFO bound.
    if (this.#entries.size >= this.maxEntries && !this.#entries.has(key)) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    this.#entries.set(key, {
      value,
      expiresAt: Math.min(expiresAt, now + this.ttlMs),
      generation,
    });
  }

  /**
   * The entry under `key` from this generation even when its TTL has passed, and
   * when it expires (or expired); undefined when there is none. For readers that
   * serve a stale value while they refresh it; counted as a hit only while fresh.
   */
  peek(key: string, now = Date.now()): { value: V; expiresAt: number } | undefined {
    const entry = this.#entries.get(key);
    if (!entry || entry.generation !== this.owner.generation) {
      this.totals.misses += 1;
      return undefined;
    }
    if (entry.expiresAt > now) this.totals.hits += 1;
    else this.totals.misses += 1;
    return { value: entry.value, expiresAt: entry.expiresAt };
  }

  delete(key: string): void {
    this.#entries.delete(key);
  }

  /** When the live entry under `key` expires (epoch ms); undefined when there is none. */
  expiresAt(key: string, now = Date.now()): number | undefined {
    const entry = this.#entries.get(key);
    if (!entry || entry.expiresAt <= now || entry.generation !== this.owner.generation) {
      return undefined;
    }
    return entry.expiresAt;
  }

  /** Returns the cached value or computes, stores and returns a fresh one. */
  async getOrCompute(key: string, compute: () => Promise<V>): Promise<V> {
    const cached = this.get(key);
    if (cached !== undefined) return cached;
    const pending = this.#pending.get(key);
    if (pending) return pending;
    const startedAt = this.owner.generation;
    const promise = compute().then(value => {
      // A write that committed while we computed may not be in `value`; do not keep it.
      if (startedAt === this.owner.generation) this.set(key, value);
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
