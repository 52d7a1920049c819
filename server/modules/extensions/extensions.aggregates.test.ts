import { sql, type SqlBool } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORIES, PLATFORMS } from '#shared/constants';
import { createRandom } from '../../seed/random';
import {
  seedSynthetic,
  syntheticExtensionId,
  syntheticUserId,
} from '../../seed/synthetic';
import {
  createTestDatabase,
  testDialect,
  type TestDatabase,
} from '../../testing/test-database';
import { Catalogue } from './catalogue';
import {
  maintainedFacets,
  maintainedTotals,
  maintainedTrending,
  moveTrendingWindow,
} from './extensions.aggregates';
import { countDownload, setLike } from './extensions.counters';
import {
  deleteExtension,
  insertExtension,
  updateExtension,
} from './extensions.repository';
import { countExtensions, type CatalogueFilter } from './extensions.queries';
import { parseSearch, toTsQuery } from './extensions.search';
import {
  catalogueTotals,
  facetCounts,
  trendingSince,
  type Facets,
} from './extensions.stats';

const DAY_MS = 86_400_000;
const USERS = 12;
const SEEDED = 120;
const NOW = new Date();
const day = (offset: number) =>
  new Date(Math.floor(NOW.getTime() / DAY_MS) * DAY_MS + offset * DAY_MS)
    .toISOString()
    .slice(0, 10);
const SINCE = day(-6);

let database: TestDatabase;
let catalogue: Catalogue;

beforeAll(async () => {
  database = await createTestDatabase();
  catalogue = new Catalogue(database.db);
  // The bulk load fires the triggers row by row, like any other insert.
  await seedSynthetic(database.db, { extensions: SEEDED, users: USERS, now: NOW });
  // Stats of the seed's days all count from the window start of today.
  await catalogue.write(trx => moveTrendingWindow(trx, SINCE));
});
afterAll(async () => database.destroy());

function sorted(facets: Facets) {
  const key = (cell: { category: string; free: boolean; platform?: string }) =>
    `${cell.category}|${cell.free}|${cell.platform ?? ''}`;
  return {
    cells: [...facets.cells].sort((a, b) => key(a).localeCompare(key(b))),
    platformCells: [...facets.platformCells].sort((a, b) => key(a).localeCompare(key(b))),
  };
}

/** Searches whose totals PostgreSQL counts from extension_search. */
const SEARCH_COUNTS: CatalogueFilter[] = [
  { search: parseSearch('random') },
  { search: parseSearch('random'), typeFilter: 'free' },
  { search: parseSearch('random'), typeFilter: 'paid' },
  { search: parseSearch('random'), category: 'Tools' },
  { search: parseSearch('random'), platform: 'kodular' },
  { search: parseSearch('random'), authorId: syntheticUserId(3) },
  // Every seeded description says "features".
  { search: parseSearch('features') },
  { search: parseSearch('features'), typeFilter: 'paid', platform: 'kodular' },
  { search: parseSearch('features'), category: 'Tools', authorId: syntheticUserId(5) },
];

/** PostgreSQL: extension_search is the published rows' columns, and counts as they do. */
async function expectSearchRowsAgree(): Promise<void> {
  const db = database.db;
  const { rows: copy } = await sql<{ row: string }>`select
    concat_ws('|', id, published, is_free, category, author_id, search_vector::text) as row
    from extension_search order by id`.execute(db);
  const { rows: source } = await sql<{ row: string }>`select
    concat_ws('|', id, published, is_free, category, author_id, search_vector::text) as row
    from extensions where published = 1 order by id`.execute(db);
  expect(copy.length).toBeGreaterThan(0);
  expect(copy).toEqual(source);
  for (const filter of SEARCH_COUNTS) {
    const { typeFilter, category, authorId, platform } = filter;
    const query = toTsQuery(filter.search?.tokens ?? []);
    const recount = await db
      .selectFrom('extensions as e')
      .select(eb => eb.fn.countAll<string>().as('count'))
      .where('e.published', '=', 1)
      .where(sql<SqlBool>`e.search_vector @@ to_tsquery('simple', ${query})`)
      .$if(typeFilter !== undefined, q =>
        q.where('e.is_free', '=', typeFilter === 'free' ? 1 : 0),
      )
      .$if(category !== undefined, q => q.where('e.category', '=', category ?? ''))
      .$if(authorId !== undefined, q => q.where('e.author_id', '=', authorId ?? ''))
      .$if(platform !== undefined, q =>
        q.where('e.id', 'in', eb =>
          eb
            .selectFrom('extension_platforms')
            .select('extension_id')
            .where('platform', '=', platform ?? ''),
        ),
      )
      .executeTakeFirstOrThrow();
    expect(await countExtensions(db, filter), JSON.stringify(filter)).toBe(
      Number(recount.count),
    );
  }
}

async function expectRecountAgrees(since = SINCE): Promise<void> {
  const db = database.db;
  if (testDialect() === 'postgres') await expectSearchRowsAgree();
  expect(sorted(await maintainedFacets(db))).toEqual(sorted(await facetCounts(db)));
  expect(await maintainedTotals(db)).toEqual(await catalogueTotals(db));
  expect(await maintainedTrending(db, 1_000)).toEqual(
    await trendingSince(db, since, 1_000),
  );
}

/** One random catalogue write, through the catalogue's one transaction helper. */
async function randomWrite(random: ReturnType<typeof createRandom>, next: number) {
  const existing = syntheticExtensionId(random.int(0, SEEDED + next));
  const user = syntheticUserId(random.int(0, USERS - 1));
  const platforms = random.sample(PLATFORMS, random.int(0, 3));
  switch (random.int(0, 8)) {
    case 0: {
      const id = syntheticExtensionId(SEEDED + next);
      await catalogue.write(trx =>
        insertExtension(trx, {
          extension: {
            id,
            slug: `random-${next}`,
            author_id: user,
            name: `Random ${next}`,
            description: 'Random writes keep the aggregates honest.',
            icon: '',
            package_name: `com.random.r${next}`,
            is_free: random.chance(0.5) ? 1 : 0,
            price_minor: 0,
            price_sort: 0,
            source_url: '',
            dev_notes: '',
            documentation_html: '',
            documentation_toc: 0,
            documentation_blocks: '{"time":0,"blocks":[]}',
            source: '',
            category: random.pick(CATEGORIES),
            published: random.chance(0.7) ? 1 : 0,
            download_count: random.int(0, 500),
            like_count: random.int(0, 20),
            created_at: NOW.toISOString(),
            updated_at: NOW.toISOString(),
          },
          platforms,
        }),
      );
      return true;
    }
    case 1:
      await catalogue.write(trx =>
        updateExtension(trx, existing, { published: random.chance(0.5) ? 1 : 0 }),
      );
      return false;
    case 2:
      await catalogue.write(trx =>
        updateExtension(
          trx,
          existing,
          { category: random.pick(CATEGORIES), is_free: random.chance(0.5) ? 1 : 0 },
          { platforms },
        ),
      );
      return false;
    case 3:
      await catalogue.write(trx => updateExtension(trx, existing, { author_id: user }));
      return false;
    case 4:
    case 5: {
      const liked = random.chance(0.6);
      await catalogue
        .write(trx => setLike(trx, existing, user, liked))
        .catch(() => undefined);
      return false;
    }
    case 6:
      await catalogue
        .write(trx => countDownload(trx, existing, NOW))
        .catch(() => undefined);
      return false;
    case 7:
      // Stats of any day, inside the window or before it.
      await catalogue
        .write(trx =>
          trx
            .insertInto('extension_daily_stats')
            .values({
              extension_id: existing,
              day: day(-random.int(0, 12)),
              downloads: random.int(0, 30),
              likes: random.int(0, 3),
            })
            .onConflict(oc =>
              oc
                .columns(['extension_id', 'day'])
                .doUpdateSet({ downloads: random.int(0, 9) }),
            )
            .execute(),
        )
        .catch(() => undefined);
      return false;
    default:
      await catalogue.write(trx => deleteExtension(trx, existing));
      return false;
  }
}

describe('maintained aggregates', () => {
  it('agree with a full recount after the bulk seed', async () => {
    expect((await maintainedTotals(database.db)).extensions).toBeGreaterThan(100);
    await expectRecountAgrees();
  });

  it('agree with a full recount after 300 random catalogue writes', async () => {
    const random = createRandom(19);
    let inserted = 0;
    for (let step = 0; step < 300; step += 1) {
      if (await randomWrite(random, inserted)) inserted += 1;
      if (step % 100 === 99) await expectRecountAgrees();
    }
  });

  it('leave no trace of a write that rolled back', async () => {
    const before = await maintainedTotals(database.db);
    const failed = catalogue.write(async trx => {
      await updateExtension(trx, syntheticExtensionId(3), { published: 0 });
      await updateExtension(trx, syntheticExtensionId(4), { category: 'Experiment' });
      await countDownload(trx, syntheticExtensionId(5), NOW);
      throw new Error('abandoned');
    });
    await expect(failed).rejects.toThrow('abandoned');
    expect(await maintainedTotals(database.db)).toEqual(before);
    await expectRecountAgrees();
  });

  it('move the trending window forward and back by whole days', async () => {
    const later = day(-3);
    await catalogue.write(trx => moveTrendingWindow(trx, later));
    await expectRecountAgrees(later);
    await catalogue.write(trx => moveTrendingWindow(trx, day(-10)));
    await expectRecountAgrees(day(-10));
    await catalogue.write(trx => moveTrendingWindow(trx, SINCE));
    await expectRecountAgrees();
  });
});
