import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedSynthetic, syntheticExtensionId } from '../../seed/synthetic';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import { Catalogue } from './catalogue';
import { countExtensions, listExtensions, rankedIds } from './extensions.queries';
import { EXACT_LIMIT } from './extensions.relevance';
import { updateExtension } from './extensions.repository';
import { parseSearch } from './extensions.search';
import type { CatalogueFilter } from './extensions.queries';

// Every synthetic description says "features": a match set above EXACT_LIMIT and
// CANDIDATES, so both dialects take their bounded ranking (extensions.relevance.ts,
// extensions.relevance-postgres.ts) and must keep the same rules.
const EXTENSIONS = 3_600;
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

async function walk(limit: number, within: CatalogueFilter = filter): Promise<string[]> {
  const ids: string[] = [];
  for (let skip = 0; ; skip += limit) {
    const rows = await listExtensions(database.db, within, {
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

/** Published, and passing the filter by the catalogue's own columns, not the index. */
async function filteredByColumns(platform?: 'kodular'): Promise<string[]> {
  const rows = await database.db
    .selectFrom('extensions as e')
    .select('e.id')
    .where('e.published', '=', 1)
    .where('e.is_free', '=', 1)
    .$if(platform !== undefined, q =>
      q.where(eb =>
        eb.exists(
          eb
            .selectFrom('extension_platforms as p')
            .select('p.platform')
            .whereRef('p.extension_id', '=', 'e.id')
            .where('p.platform', '=', 'kodular'),
        ),
      ),
    )
    .execute();
  return rows.map(row => row.id).sort();
}

describe('relevance of a common word within a filter', () => {
  // Free is ~2/3 of the synthetic catalogue: above EXACT_LIMIT, the bounded ranking
  // on SQLite (the filter read from the index's facets); free + one platform is below.
  it('pages through exactly the free matches, above the exact ranking limit', async () => {
    const free = { ...filter, typeFilter: 'free' as const };
    const expected = await filteredByColumns();
    expect(expected.length).toBeGreaterThan(EXACT_LIMIT);
    expect(await countExtensions(database.db, free)).toBe(expected.length);
    const all = await walk(500, free);
    expect([...all].sort()).toEqual(expected);
    expect(await walk(48, free)).toEqual(all);
  });

  it('keeps a platform filter on the exact ranking and agrees with the columns', async () => {
    const narrow = {
      ...filter,
      typeFilter: 'free' as const,
      platform: 'kodular' as const,
    };
    const expected = await filteredByColumns('kodular');
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(EXACT_LIMIT);
    expect(await countExtensions(database.db, narrow)).toBe(expected.length);
    expect([...(await walk(500, narrow))].sort()).toEqual(expected);
  });

  it('follows a write that changes the filtered columns', async () => {
    const id = syntheticExtensionId(7);
    const catalogue = new Catalogue(database.db);
    await catalogue.write(trx =>
      updateExtension(trx, id, { published: 1 }, { platforms: [] }),
    );
    const narrow = {
      ...filter,
      typeFilter: 'free' as const,
      platform: 'kodular' as const,
    };
    expect(await walk(500, narrow)).not.toContain(id);
    await catalogue.write(trx =>
      updateExtension(trx, id, { published: 1 }, { platforms: ['kodular'] }),
    );
    const row = await database.db
      .selectFrom('extensions')
      .select('is_free')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect((await walk(500, narrow)).includes(id)).toBe(row.is_free === 1);
  });
});
