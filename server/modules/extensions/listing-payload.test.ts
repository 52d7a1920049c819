import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '#shared/api/routes';
import { SORTS, type ListAllResponse } from '#shared/api/extensions';
import { seedDemoIfEmpty } from '../../seed/demo';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { INLINE_ICON_PX, storeInlineImages } from '../uploads/inline-images';

const STORED_IMAGE = /^\/private\/api\/files\/images\/[0-9a-f]{64}\.webp$/;

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemoIfEmpty(ctx.database.db, ctx.database.dialect);
  // What every start does after seeding (server/main.ts).
  await storeInlineImages({
    db: ctx.database.db,
    storage: ctx.app.storage,
    catalogue: ctx.app.catalogue,
  });
});
afterAll(async () => ctx.close());

const listAll = (body: object) =>
  ctx.app.inject({
    method: 'POST',
    url: ROUTES.listAll.url(),
    headers: { 'accept-encoding': 'identity' },
    payload: body,
  });

describe('a page of search results stays small', () => {
  it.each(SORTS.filter(sort => sort !== 'relevance'))(
    'sorted by %s, 12 cards are at most 8 KB with no inline data: images',
    async sort => {
      const response = await listAll({ limit: 12, sort });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.rawPayload.length).toBeLessThanOrEqual(8 * 1024);
      expect(response.body).not.toContain('data:');
      const page = response.json<ListAllResponse>();
      expect(page.extensions).toHaveLength(12);
      for (const card of page.extensions) expect(card.icon).toMatch(STORED_IMAGE);
    },
  );

  it('names each icon by an immutable, content-addressed URL sized for its box', async () => {
    const page = (await listAll({ limit: 12 })).json<ListAllResponse>();
    const icon = page.extensions[0]?.icon ?? '';
    const file = await ctx.app.inject({ url: icon });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const { width, height } = await sharp(file.rawPayload).metadata();
    expect([width, height]).toEqual([INLINE_ICON_PX, INLINE_ICON_PX]);
    const again = await ctx.app.inject({
      url: icon,
      headers: { 'if-none-match': String(file.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('keeps makers’ avatars out of the cards and serves them as stored files on their profile', async () => {
    const page = (await listAll({ limit: 12 })).json<ListAllResponse>();
    expect(Object.keys(page.extensions[0]?.author ?? {}).sort()).toEqual([
      'name',
      'username',
    ]);
    const profile = await ctx.app.inject({
      url: ROUTES.publicUser.url({ username: page.extensions[0]?.author.username ?? '' }),
    });
    expect(profile.json<{ user: { avatar: string } }>().user.avatar).toMatch(
      STORED_IMAGE,
    );
  });
});
