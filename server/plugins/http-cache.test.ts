import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '#shared/api/routes';
import { demoExtensionId, seedDemoIfEmpty } from '../seed/demo';
import { loadRatesSnapshot } from '../modules/rates/rates.repository';
import { createTestApp, type TestApp } from '../testing/test-app';
import { matchesIfNoneMatch, PUBLIC_CACHE_CONTROL } from './http-cache';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemoIfEmpty(ctx.database.db, ctx.database.dialect);
  await loadRatesSnapshot(ctx.database.db);
});
afterAll(async () => {
  await ctx.close();
});

const PUBLIC_READS: [string, string][] = [
  ['an extension', ROUTES.extension.url({ slugOrId: 'material-dialogs' })],
  ['weekly trending', ROUTES.weeklyTrending.url()],
  ['catalogue totals', ROUTES.aboutAll.url()],
  ['a filtered count', `${ROUTES.countFilter.url()}?category=Ui`],
  ['a maker profile', ROUTES.publicUser.url({ username: 'pixelforge' })],
  ['exchange rates', ROUTES.exchangeRates.url()],
];

describe('public catalogue reads are cacheable and revalidate with 304', () => {
  it.each(PUBLIC_READS)(
    '%s: ETag, short shared caching, 304 on If-None-Match',
    async (_name, url) => {
      const first = await ctx.app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(first.statusCode).toBe(200);
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^W\/".+"$/);
      expect(first.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
      expect(PUBLIC_CACHE_CONTROL).toMatch(/max-age=\d+, stale-while-revalidate=\d+/);

      const again = await ctx.app.inject({
        url,
        headers: { 'if-none-match': etag, 'accept-encoding': 'br' },
      });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['content-encoding']).toBeUndefined();

      const stale = await ctx.app.inject({
        url,
        headers: { 'if-none-match': 'W/"old"' },
      });
      expect(stale.statusCode).toBe(200);
      expect(stale.body).toBe((await ctx.app.inject({ url })).body);
    },
  );

  it('gives a new ETag when the answer changes', async () => {
    const url = ROUTES.extension.url({ slugOrId: demoExtensionId(0) });
    const before = await ctx.app.inject({ url });
    await ctx.app.catalogue.write(trx =>
      trx
        .updateTable('extensions')
        .set({ description: 'A changed description.' })
        .where('id', '=', demoExtensionId(0))
        .execute(),
    );
    const after = await ctx.app.inject({
      url,
      headers: { 'if-none-match': String(before.headers.etag) },
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('never marks errors, writes or signed-in answers cacheable', async () => {
    const missing = await ctx.app.inject({
      url: ROUTES.extension.url({ slugOrId: 'no-such-extension' }),
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
    expect(missing.headers['cache-control']).toBeUndefined();
    const list = await ctx.app.inject({
      method: 'POST',
      url: ROUTES.listAll.url(),
      payload: { limit: 2 },
    });
    expect(list.headers.etag).toBeUndefined();
    const me = await ctx.app.inject({ url: ROUTES.getUser.url() });
    expect(me.statusCode).toBe(401);
    expect(me.headers['cache-control']).toBeUndefined();
  });
});

describe('matchesIfNoneMatch', () => {
  it('compares weakly, takes lists and *', () => {
    expect(matchesIfNoneMatch('W/"a"', 'W/"a"')).toBe(true);
    expect(matchesIfNoneMatch('"a"', 'W/"a"')).toBe(true);
    expect(matchesIfNoneMatch('"x", W/"a"', 'W/"a"')).toBe(true);
    expect(matchesIfNoneMatch('*', 'W/"a"')).toBe(true);
    expect(matchesIfNoneMatch('W/"b"', 'W/"a"')).toBe(false);
    expect(matchesIfNoneMatch(undefined, 'W/"a"')).toBe(false);
  });
});
