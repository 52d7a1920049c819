import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  isValidExtensionName,
  isValidDescription,
  isValidSlug,
} from '#shared/domain/validation';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import {
  countExtensions,
  listExtensions,
} from '../modules/extensions/extensions.queries';
import { parseSearch } from '../modules/extensions/extensions.search';
import { LocalDiskStorage } from '../storage/local';
import { seedSynthetic } from './synthetic';

const now = new Date('2026-11-20T12:00:00.000Z');
let a: TestDatabase;
let b: TestDatabase;
let c: TestDatabase;

beforeAll(async () => {
  [a, b, c] = await Promise.all([
    createTestDatabase(),
    createTestDatabase(),
    createTestDatabase(),
  ]);
});
afterAll(async () => {
  await Promise.all([a.destroy(), b.destroy(), c.destroy()]);
});

const TABLES = [
  'users',
  'extensions',
  'extension_tags',
  'extension_platforms',
  'extension_permissions',
  'extension_versions',
  'extension_daily_stats',
] as const;

async function snapshot(database: TestDatabase) {
  const result: Record<string, string[]> = {};
  for (const table of TABLES) {
    const rows = await database.db.selectFrom(table).selectAll().execute();
    result[table] = rows.map(row => JSON.stringify(row)).sort();
  }
  return result;
}

describe('synthetic seed', () => {
  it('creates exactly the requested size, deterministically', async () => {
    const first = await seedSynthetic(a.db, { extensions: 300, users: 12, now });
    const second = await seedSynthetic(b.db, { extensions: 300, users: 12, now });
    expect(first).toMatchObject({ extensions: 300, users: 12 });
    expect(second.published).toBe(first.published);
    const [left, right] = await Promise.all([snapshot(a), snapshot(b)]);
    expect(left.extensions).toHaveLength(300);
    expect(left.users).toHaveLength(12);
    expect(left).toEqual(right);
    expect(await countExtensions(a.db, {})).toBe(first.published);
  });

  it('stores the icons and avatars as files when given storage, and nothing else changes', async () => {
    const stored = await createTestDatabase();
    try {
      // The database's own folder, removed with it.
      const storage = new LocalDiskStorage(stored.dataDir);
      await seedSynthetic(stored.db, { extensions: 300, users: 12, now, storage });
      const withoutPictures = (rows: string[], field: 'icon' | 'avatar') =>
        rows.map(row => ({ ...(JSON.parse(row) as object), [field]: '' }));
      const [plain, filed] = await Promise.all([snapshot(a), snapshot(stored)]);
      expect(withoutPictures(filed.extensions ?? [], 'icon')).toEqual(
        withoutPictures(plain.extensions ?? [], 'icon'),
      );
      expect(withoutPictures(filed.users ?? [], 'avatar')).toEqual(
        withoutPictures(plain.users ?? [], 'avatar'),
      );
      const icons = await stored.db
        .selectFrom('extensions')
        .select('icon')
        .distinct()
        .execute();
      const avatars = await stored.db.selectFrom('users').select('avatar').execute();
      const urls = [...icons.map(row => row.icon), ...avatars.map(row => row.avatar)];
      const uploads = await stored.db
        .selectFrom('uploads')
        .select('storage_key')
        .execute();
      const keys = new Set(uploads.map(row => row.storage_key));
      for (const url of urls) {
        const match = /^\/private\/api\/files\/images\/([0-9a-f]{64})\.webp$/.exec(url);
        expect(match, url).not.toBeNull();
        const key = `images/${match?.[1] ?? ''}`;
        expect(keys.has(key), key).toBe(true);
        expect(await storage.head(key), key).not.toBeNull();
      }
    } finally {
      await stored.destroy();
    }
  });

  it('gives a different catalogue for a different seed', async () => {
    await seedSynthetic(c.db, { extensions: 300, users: 12, now, seed: 99 });
    const [left, other] = await Promise.all([snapshot(a), snapshot(c)]);
    expect(other.extensions).toHaveLength(300);
    expect(other.extensions).not.toEqual(left.extensions);
  });

  it('writes valid, searchable extensions with stats around `now`', async () => {
    const rows = await a.db.selectFrom('extensions').selectAll().execute();
    for (const row of rows) {
      expect(isValidExtensionName(row.name), row.name).toBe(true);
      expect(isValidDescription(row.description), row.description).toBe(true);
      expect(isValidSlug(row.slug), row.slug).toBe(true);
    }
    const first = rows.find(row => row.published === 1);
    const word = first?.name.split(' ')[0] ?? '';
    const hits = await listExtensions(
      a.db,
      { search: parseSearch(word) },
      { sort: 'relevance', skip: 0, limit: 48 },
    );
    expect(hits.length).toBeGreaterThan(0);
    const days = await a.db
      .selectFrom('extension_daily_stats')
      .select('day')
      .distinct()
      .execute();
    expect(
      days
        .map(row => row.day)
        .sort()
        .at(-1),
    ).toBe('2026-11-20');
  });
});
