import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoExtensionId, demoUserId, seedDemoIfEmpty } from '../../seed/demo';
import { solidIcon } from '../../seed/art';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { decodeDataUri, storeInlineImages } from './inline-images';

const STORED_IMAGE = /^\/private\/api\/files\/images\/[0-9a-f]{64}\.webp$/;

let ctx: TestApp;
const deps = () => ({
  db: ctx.database.db,
  storage: ctx.app.storage,
  catalogue: ctx.app.catalogue,
});
const iconOf = async (id: string) =>
  (
    await ctx.database.db
      .selectFrom('extensions')
      .select('icon')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).icon;

beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemoIfEmpty(ctx.database.db, ctx.database.dialect);
  const db = ctx.database.db;
  // Older rows: a percent-encoded SVG shared by two extensions, a PNG avatar, and
  // one picture nobody can read.
  const shared = solidIcon('shared');
  await db
    .updateTable('extensions')
    .set({ icon: shared })
    .where('id', 'in', [demoExtensionId(1), demoExtensionId(2)])
    .execute();
  await db
    .updateTable('extensions')
    .set({ icon: 'data:image/png;base64,AAAA' })
    .where('id', '=', demoExtensionId(3))
    .execute();
  const png = await sharp({
    create: { width: 300, height: 200, channels: 3, background: '#2563eb' },
  })
    .png()
    .toBuffer();
  await db
    .updateTable('users')
    .set({ avatar: `data:image/png;base64,${png.toString('base64')}` })
    .where('id', '=', demoUserId(0))
    .execute();
});
afterAll(async () => ctx.close());

describe('inline icons and avatars become stored files', () => {
  it('stores each distinct picture once, points every row at it, and leaves unreadable ones', async () => {
    const before = await ctx.database.db
      .selectFrom('extensions')
      .select(({ fn }) => fn.count<number>('icon').distinct().as('n'))
      .where('icon', 'like', 'data:%')
      .executeTakeFirstOrThrow();
    const result = await storeInlineImages(deps());
    expect(result.icons).toBe(Number(before.n) - 1);
    expect(result.avatars).toBe(5);
    expect(result.unreadable).toBe(1);

    const shared = await iconOf(demoExtensionId(1));
    expect(shared).toMatch(STORED_IMAGE);
    expect(await iconOf(demoExtensionId(2))).toBe(shared);
    expect(await iconOf(demoExtensionId(3))).toBe('data:image/png;base64,AAAA');
    const left = await ctx.database.db
      .selectFrom('extensions')
      .select('id')
      .where('icon', 'like', 'data:%')
      .execute();
    expect(left.map(row => row.id)).toEqual([demoExtensionId(3)]);

    const file = await ctx.app.inject({ url: shared });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
  });

  it('turns a photo avatar into a square WebP and keeps it public', async () => {
    const { avatar } = await ctx.database.db
      .selectFrom('users')
      .select('avatar')
      .where('id', '=', demoUserId(0))
      .executeTakeFirstOrThrow();
    expect(avatar).toMatch(STORED_IMAGE);
    const file = await ctx.app.inject({ url: avatar });
    const { width, height, format } = await sharp(file.rawPayload).metadata();
    expect({ width, height, format }).toEqual({ width: 96, height: 96, format: 'webp' });
  });

  it('does nothing on the next start', async () => {
    expect(await storeInlineImages(deps())).toEqual({
      icons: 0,
      avatars: 0,
      unreadable: 1,
    });
  });
});

describe('decodeDataUri', () => {
  it('reads base64 and percent-encoded data, and nothing else', () => {
    expect(decodeDataUri('data:text/plain;base64,aGk=')?.toString()).toBe('hi');
    expect(decodeDataUri('data:image/svg+xml,%3Csvg%2F%3E')?.toString()).toBe('<svg/>');
    expect(decodeDataUri('https://example.com/a.png')).toBeNull();
    expect(decodeDataUri('data:text/plain,%E0%A4%A')).toBeNull();
  });
});
