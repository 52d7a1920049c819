import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedSynthetic } from '../../seed/synthetic';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import { Catalogue } from './catalogue';
import { cardsFor, cardsSettled, STALE_LIMIT_MS } from './extensions.cards';
import { listCatalogue } from './extensions.service';

/**
 * How fresh the listing's caches stay: whole list-all pages are kept no longer than
 * the ranking and cards they hold, and cards past their TTL are shown while one
 * background query re-reads them.
 */
const CARD_TTL_MS = 2_000;
let database: TestDatabase;
let ids: string[];

beforeAll(async () => {
  database = await createTestDatabase();
  await seedSynthetic(database.db, { extensions: 60, users: 4 });
  const rows = await database.db
    .selectFrom('extensions')
    .select('id')
    .where('published', '=', 1)
    .orderBy('id')
    .limit(6)
    .execute();
  ids = rows.map(row => row.id);
});
afterAll(async () => {
  await database.destroy();
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** A change by another process: no catalogue write, so only expiry can show it. */
async function elsewhere(id: string, change: { name?: string; published?: 0 | 1 }) {
  await database.db.updateTable('extensions').set(change).where('id', '=', id).execute();
}

/** A rename through the catalogue's write, which drops every cache at once. */
async function renameHere(catalogue: Catalogue, id: string, name: string) {
  await catalogue.write(trx =>
    trx.updateTable('extensions').set({ name }).where('id', '=', id).execute(),
  );
}

const names = async (catalogue: Catalogue, wanted = ids) =>
  (await cardsFor(catalogue, wanted)).map(card => card.name);

describe(`kept list-all pages on ${process.env.TEST_DB ?? 'sqlite'}`, () => {
  it('answers a repeated request from the kept page, and a write drops it', async () => {
    const catalogue = new Catalogue(database.db);
    const first = await listCatalogue(catalogue, { limit: 12 });
    const again = await listCatalogue(catalogue, { limit: 12 });
    expect(again).toBe(first);
    expect(catalogue.cacheTotals().pages).toEqual({ hits: 1, misses: 1 });
    const id = first.extensions[0]?.extensionId ?? '';
    await renameHere(catalogue, id, 'Renamed Here');
    const after = await listCatalogue(catalogue, { limit: 12 });
    expect(after.extensions[0]?.name).toBe('Renamed Here');
  });

  it('expires a page with the oldest card on it, not a full TTL after it was built', async () => {
    const catalogue = new Catalogue(database.db);
    const start = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(start);
    // The first 12 cards are read at `start` and kept 2 s (CARD_TTL_MS).
    const twelve = await listCatalogue(catalogue, { limit: 12 });
    clock.mockReturnValue(start + 1_500);
    // Built 1.5 s later from those 12 cards and 12 fresh ones.
    const before = await listCatalogue(catalogue, { limit: 24 });
    const id = twelve.extensions[0]?.extensionId ?? '';
    expect(before.extensions[0]?.extensionId).toBe(id);
    await elsewhere(id, { name: 'Renamed Elsewhere' });
    clock.mockReturnValue(start + 1_900);
    expect(await listCatalogue(catalogue, { limit: 24 })).toBe(before);
    // The page went with its oldest card: rebuilt, showing that card while it is re-read.
    clock.mockReturnValue(start + 2_001);
    const rebuilt = await listCatalogue(catalogue, { limit: 24 });
    expect(rebuilt).not.toBe(before);
    expect(rebuilt.extensions[0]?.name).not.toBe('Renamed Elsewhere');
    await cardsSettled(catalogue);
    expect((await listCatalogue(catalogue, { limit: 24 })).extensions[0]?.name).toBe(
      'Renamed Elsewhere',
    );
  });
});

describe(`cards on ${process.env.TEST_DB ?? 'sqlite'}`, () => {
  it('shows a stale card once, re-reads every stale card in the background, then shows the new one', async () => {
    const catalogue = new Catalogue(database.db);
    const start = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(start);
    const first = await names(catalogue);
    await elsewhere(ids[0] ?? '', { name: 'Stale No More' });
    await elsewhere(ids[5] ?? '', { published: 0 });
    clock.mockReturnValue(start + CARD_TTL_MS + 1);
    expect(await names(catalogue)).toEqual(first);
    await cardsSettled(catalogue);
    const after = await names(catalogue);
    expect(after[0]).toBe('Stale No More');
    // Unpublished meanwhile: the refresh dropped it, so it leaves the list.
    expect(after).toHaveLength(ids.length - 1);
    await elsewhere(ids[5] ?? '', { published: 1 });
  });

  it('reads a card before answering once it is past the stale limit', async () => {
    const catalogue = new Catalogue(database.db);
    const start = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(start);
    await names(catalogue);
    await elsewhere(ids[1] ?? '', { name: 'Too Old To Show' });
    clock.mockReturnValue(start + CARD_TTL_MS + STALE_LIMIT_MS);
    expect((await names(catalogue))[1]).toBe('Too Old To Show');
  });

  it('reads a card before answering after a catalogue write', async () => {
    const catalogue = new Catalogue(database.db);
    await names(catalogue);
    const id = ids[2] ?? '';
    await renameHere(catalogue, id, 'Written Here');
    expect((await names(catalogue))[2]).toBe('Written Here');
  });
});
