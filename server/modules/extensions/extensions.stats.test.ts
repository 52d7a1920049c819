import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ListedExtensionSchema,
  type AboutAllResponse,
  type TrendingResponse,
} from '#shared/api/extensions';
import { CATEGORIES, PLATFORMS } from '#shared/constants';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { DEMO_EXTENSIONS } from '../../seed/demo-catalogue';
import { seedDemoIfEmpty } from '../../seed/demo';
import { ROUTES } from '#shared/api/routes';

let ctx: TestApp;
const published = DEMO_EXTENSIONS.filter(extension => extension.published !== false);
const DAY_MS = 86_400_000;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

describe('weekly trending', () => {
  it('falls back to all-time downloads when the week has no stats', async () => {
    await seedDemoIfEmpty(ctx.database.db, ctx.database.dialect);
    await ctx.database.db.deleteFrom('extension_daily_stats').execute();
    const response = await ctx.app.inject({ url: ROUTES.weeklyTrending.url() });
    expect(response.statusCode).toBe(200);
    const { extensions } = response.json<TrendingResponse>();
    const expected = [...published]
      .sort((a, b) => b.downloads - a.downloads)
      .slice(0, 10)
      .map(extension => extension.name);
    expect(extensions.map(extension => extension.name)).toEqual(expected);
    // A card's data, as in a search result: no package name, tags or avatar.
    for (const extension of extensions) {
      expect(Object.keys(extension).sort()).toEqual(
        Object.keys(ListedExtensionSchema.properties).sort(),
      );
    }
  });
});

describe('weekly trending with stats', () => {
  beforeAll(async () => {
    // A fresh app: the previous one cached its empty week for a minute.
    await ctx.close();
    ctx = await createTestApp();
    await seedDemoIfEmpty(ctx.database.db, ctx.database.dialect);
    // An old, huge day that must not count: it is outside the 7-day window.
    const old = new Date(Date.now() - 30 * DAY_MS).toISOString().slice(0, 10);
    await ctx.database.db
      .insertInto('extension_daily_stats')
      .values({ extension_id: 'ext_demo_03', day: old, downloads: 1_000_000, likes: 0 })
      .execute();
  });

  it('ranks published extensions by downloads + likes of the last 7 days', async () => {
    const response = await ctx.app.inject({ url: ROUTES.weeklyTrending.url() });
    expect(response.statusCode).toBe(200);
    const body = response.json<TrendingResponse>();
    const today = Math.floor(Date.now() / DAY_MS) * DAY_MS;
    expect(body.since).toBe(new Date(today - 6 * DAY_MS).toISOString());

    const since = body.since.slice(0, 10);
    const stats = await ctx.database.db
      .selectFrom('extension_daily_stats')
      .selectAll()
      .where('day', '>=', since)
      .execute();
    const score = new Map<string, number>();
    for (const row of stats) {
      score.set(
        row.extension_id,
        (score.get(row.extension_id) ?? 0) + Number(row.downloads) + Number(row.likes),
      );
    }
    const expected = [...score]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, 10)
      .map(([id]) => id);
    expect(body.extensions.map(extension => extension.extensionId)).toEqual(expected);
    expect(body.extensions.map(extension => extension.extensionId)).not.toContain(
      'ext_demo_03',
    );
  });
});

describe('about-all', () => {
  it('sums the published catalogue', async () => {
    const response = await ctx.app.inject({ url: ROUTES.aboutAll.url() });
    expect(response.statusCode).toBe(200);
    const about = response.json<AboutAllResponse>();
    const count = (predicate: (extension: (typeof published)[number]) => boolean) =>
      published.filter(predicate).length;
    expect(about).toEqual({
      extensions: published.length,
      makers: new Set(published.map(extension => extension.maker)).size,
      downloads: published.reduce((sum, extension) => sum + extension.downloads, 0),
      likes: published.reduce((sum, extension) => sum + extension.likes, 0),
      freeExtensions: count(extension => !extension.price),
      paidExtensions: count(extension => Boolean(extension.price)),
      categories: Object.fromEntries(
        CATEGORIES.map(category => [category, count(e => e.category === category)]),
      ),
      platforms: Object.fromEntries(
        PLATFORMS.map(platform => [platform, count(e => e.platforms.includes(platform))]),
      ),
    });
    // Numbers, not int8 strings, on PostgreSQL too.
    expect(typeof about.downloads).toBe('number');
  });
});
