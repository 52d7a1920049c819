import { describe, expect, it } from 'vitest';
import { TtlCache } from './extensions.cache';

describe('TtlCache', () => {
  const owner = { generation: 0 };

  it('keeps an entry until the sooner of its own end and the TTL', () => {
    const cache = new TtlCache<string>(owner, 1_000, 10);
    cache.setUntil('soon', 'a', 1_400, 0, 1_000);
    cache.setUntil('late', 'b', 9_000, 0, 1_000);
    expect(cache.expiresAt('soon', 1_000)).toBe(1_400);
    expect(cache.expiresAt('late', 1_000)).toBe(2_000);
    expect(cache.get('soon', 1_399)).toBe('a');
    expect(cache.get('soon', 1_400)).toBeUndefined();
    expect(cache.expiresAt('late', 2_000)).toBeUndefined();
    expect(cache.get('late', 2_000)).toBeUndefined();
  });

  it('reports no expiry for a missing entry or one from an older generation', () => {
    const source = { generation: 3 };
    const cache = new TtlCache<string>(source, 1_000, 10);
    cache.set('key', 'value', 0);
    expect(cache.expiresAt('key', 10)).toBe(1_000);
    expect(cache.expiresAt('other', 10)).toBeUndefined();
    source.generation = 4;
    expect(cache.expiresAt('key', 10)).toBeUndefined();
  });
});
