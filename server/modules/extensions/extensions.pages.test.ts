import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedSynthetic } from '../../seed/synthetic';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import { Catalogue } from './catalogue';
import { cardsSettled } from './extensions.cards';
import { listCatalogue } from './extensions.service';

/** Whole list-all answers are kept, never longer than the ranking and cards they hold. */
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedSynthetic(database.db, { extensions: 60, users: 4 });
});
afterAll(async () => {
  await database.destroy();
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** A rename by another process: no catalogue write, so only expiry can show it. */
async function renameElsewhere(id: string, name: string) {
  await database.db
    .updateTable('extensions')
    .set({ name })
    .where('id', '=', id)
    .execute();
}

describe(`kept list-all pages on ${process.env.TEST_DB ?? 'sqlite'}`, () => {
  it('answers a repeated request from the kept page, and a write drops it', async () => {
    const catalogue = new Catalogue(database.db);
    const first = await listCatalogue(catalogue, { limit: 12 });
    const again = await listCatalogue(catalogue, { limit: 12 });
    expect(again).toBe(first);
    expect(catalogue.cacheTotals().pages).toEqual({ hits: 1, misses: 1 });
    const id = first.extensions[0]?.extensionId ?? '';
    await catalogue.write(trx =>
      trx
        .updateTable('extensions')
        .set({ name: 'Renamed Here' })
        .where('id', '=', id)
        .execute(),
    );
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
    await renameElsewhere(id, 'Renamed Elsewhere');
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
