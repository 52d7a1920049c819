import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedSynthetic, syntheticExtensionId } from '../../seed/synthetic';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import { Catalogue } from './catalogue';
import { countExtensions, listExtensions, rankedIds } from './extensions.queries';
import { EXACT_LIMIT } from './extensions.relevance';
import { updateExtension } from './extensions.repository';
import { parseSearch } from './extensions.search';

// Every synthetic description says "features": a match set above EXACT_LIMIT, so
// SQLite takes the bounded ranking; PostgreSQL ranks exactly and must keep the same rules.
const EXTENSIONS = 2_600;
const filter = { search: parseSearch('features') };

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedSynthetic(database.db, { extensions: EXTENSIONS, users: 40 });
  const catalogue = new Catalogue(database.db);
  // Old rows (low search rowids, far outside the newest candidates) named like the query.
  await catalogue.write(async trx => {
    await updateExtension(trx, syntheticExtensionId(1), {
      name: 'Features Kit',
      published: 1,
    });
    await updateExtension(trx, syntheticExtensionId(2), {
      name: 'features',
      published: 1,
    });
    await updateExtension(trx, syntheticExtensionId(3), { published: 0 });
  });
}, 120_000);
afterAll(async () => database.destroy());

async function walk(limit: number): Promise<string[]> {
  const ids: string[] = [];
  for (let skip = 0; ; skip += limit) {
    const rows = await listExtensions(database.db, filter, {
      sort: 'relevance',
      skip,
      limit,
    });
    ids.push(...rows.map(row => row.id));
    if (rows.length < limit) return ids;
  }
}

describe('relevance of a word most of the catalogue holds', () => {
  it('counts every published match, and more than the exact ranking limit', async () => {
    const count = await countExtensions(database.db, filter);
    const published = await database.db
      .selectFrom('extensions')
      .select(eb => eb.fn.countAll<number>().as('n'))
      .where('published', '=', 1)
      .executeTakeFirstOrThrow();
    expect(count).toBe(Number(published.n));
    expect(count).toBeGreaterThan(EXACT_LIMIT);
  });

  it('puts the exact name first and names starting with the phrase next', async () => {
    const first = await listExtensions(database.db, filter, {
      sort: 'relevance',
      skip: 0,
      limit: 12,
    });
    expect(first.slice(0, 2).map(row => row.name)).toEqual(['features', 'Features Kit']);
  });

  it('pages through every match exactly once, in the order of the first ranking', async () => {
    const all = await walk(500);
    expect(new Set(all).size).toBe(all.length);
    expect(all.length).toBe(await countExtensions(database.db, filter));
    expect(all).not.toContain(syntheticExtensionId(3));
    expect(await walk(48)).toEqual(all);
    const ranking = await rankedIds(database.db, filter, {
      sort: 'relevance',
      skip: 0,
      limit: 288,
    });
    expect(ranking).toEqual(all.slice(0, 288));
  });
});
