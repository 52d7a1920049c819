import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sort } from '#shared/api/extensions';
import { seedSynthetic } from '../../seed/synthetic';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import { listExtensions, rankedIds, type CatalogueFilter } from './extensions.queries';
import { parseSearch } from './extensions.search';

/** Pages past the ranking cache read ids first, then rows by id: same order, whole rows. */
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedSynthetic(database.db, { extensions: 360, users: 8 });
});
afterAll(async () => {
  await database.destroy();
});

const cases: [string, CatalogueFilter, Sort][] = [
  ['newest', {}, 'newest'],
  ['downloads', {}, 'downloads'],
  ['name', {}, 'name'],
  ['price, free only', { typeFilter: 'free' }, 'price'],
  ['likes, one platform', { platform: 'kodular' }, 'likes'],
];

describe(`deep pages on ${process.env.TEST_DB ?? 'sqlite'}`, () => {
  it.each(cases)(
    '%s: a deep page is that slice of the whole order',
    async (_, filter, sort) => {
      const { db } = database;
      const all = await rankedIds(db, filter, { sort, skip: 0, limit: 400 });
      expect(all.length).toBeGreaterThan(40);
      const skip = all.length - 30;
      const page = await listExtensions(db, filter, { sort, skip, limit: 12 });
      expect(page.map(row => row.id)).toEqual(all.slice(skip, skip + 12));
      const names = await db
        .selectFrom('extensions')
        .select(['id', 'name'])
        .where(
          'id',
          'in',
          page.map(row => row.id),
        )
        .execute();
      const nameOf = new Map(names.map(row => [row.id, row.name]));
      for (const row of page) expect(row.name).toBe(nameOf.get(row.id));
    },
  );

  it('a search page past its matches is empty, and within them keeps the order', async () => {
    const { db } = database;
    const filter = { search: parseSearch('blocks') };
    const all = await rankedIds(db, filter, { sort: 'newest', skip: 0, limit: 400 });
    expect(all.length).toBeGreaterThan(7);
    const page = await listExtensions(db, filter, { sort: 'newest', skip: 2, limit: 5 });
    expect(page.map(row => row.id)).toEqual(all.slice(2, 7));
    expect(
      await listExtensions(db, filter, { sort: 'newest', skip: 400, limit: 5 }),
    ).toEqual([]);
  });
});
