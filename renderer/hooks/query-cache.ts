/**
 * A small per-client memory of recent successful answers, so going back to a
 * listing page paints at once instead of flashing skeletons. Entries stop being
 * fresh after FRESH_MS (then they are shown while a new request revalidates).
 * The client object is the scope, so signing in or out (a new client) never
 * reuses answers fetched with other credentials.
 */
const FRESH_MS = 30_000;
const MAX_ENTRIES = 60;

interface Entry {
  data: unknown;
  at: number;
}

const caches = new WeakMap<object, Map<string, Entry>>();

function cacheFor(scope: object): Map<string, Entry> {
  let cache = caches.get(scope);
  if (!cache) {
    cache = new Map();
    caches.set(scope, cache);
  }
  return cache;
}

export function readCache(
  scope: object,
  key: string,
  now = Date.now(),
): Entry | undefined {
  const entry = cacheFor(scope).get(key);
  return entry && now - entry.at <= FRESH_MS ? entry : undefined;
}

/** The remembered answer whatever its age (for painting while revalidating). */
export function peekCache(scope: object, key: string): Entry | undefined {
  return cacheFor(scope).get(key);
}

export function writeCache(scope: object, key: string, data: unknown, now = Date.now()) {
  const cache = cacheFor(scope);
  cache.delete(key);
  cache.set(key, { data, at: now });
  // Maps iterate in insertion order, so the first key is the oldest.
  while (cache.size > MAX_ENTRIES) {
    const oldest = cache.keys().next().value;
    if (oldest === undefined) break;
    cache.delete(oldest);
  }
}

export function dropCache(scope: object, key: string) {
  cacheFor(scope).delete(key);
}
