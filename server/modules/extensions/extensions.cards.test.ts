import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedSynthetic } from '../../seed/synthetic';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import { Catalogue } from './catalogue';
import { cardsFor, cardsSettled, STALE_LIMIT_MS } from './extensions.cards';

/** Cards past their TTL are shown while one background query re-reads them. */
const CARD_TTL_MS = 2_000;
let database: TestDatabase;
let ids: string[];

beforeAll(async () => {
  database = await createTestDatabase();
  await seedSynthetic(database.db, { extensions: 40, users: 3 });
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

const names = async (catalogue: Catalogue, wanted = ids) =>
  (await cardsFor(catalogue, wanted)).map(card => card.name);

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
    await catalogue.write(trx =>
      trx
        .updateTable('extensions')
        .set({ name: 'Written Here' })
        .where('id', '=', id)
        .execute(),
    );
    expect((await names(catalogue))[2]).toBe('Written Here');
  });
});
