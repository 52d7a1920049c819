/**
 * Likes under real concurrency, on SQLite and PostgreSQL: many users liking (and
 * unliking) one extension at once, each sending the same request twice in parallel.
 * The public count, the like rows and today's trending likes must each move by
 * exactly the likes that were really added or removed. (Demo extensions start with
 * seeded counts that have no rows behind them, so the test compares changes.)
 */
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../testing/test-app';
import { demoExtensionId, seedDemoIfEmpty } from '../../seed/demo';
import { insertAccount } from '../auth/auth-testing';
import { post, type Account } from './publishing-testing';
import { ROUTES } from '#shared/api/routes';

const ctx = await createTestApp({ RATE_LIMIT_SCALE: '1000' });
afterAll(() => ctx.close());
await seedDemoIfEmpty(ctx.database.db, ctx.database.dialect);
const { db } = ctx.app;
const today = () => new Date().toISOString().slice(0, 10);

async function counts(extensionId: string) {
  const extension = await db
    .selectFrom('extensions')
    .select('like_count')
    .where('id', '=', extensionId)
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('extension_likes')
    .select(eb => eb.fn.countAll<number>().as('count'))
    .where('extension_id', '=', extensionId)
    .executeTakeFirstOrThrow();
  const daily = await db
    .selectFrom('extension_daily_stats')
    .select('likes')
    .where('extension_id', '=', extensionId)
    .where('day', '=', today())
    .executeTakeFirst();
  return {
    likeCount: Number(extension.like_count),
    rows: Number(rows.count),
    todayLikes: Number(daily?.likes ?? 0),
  };
}

async function accounts(n: number): Promise<Account[]> {
  return Promise.all(Array.from({ length: n }, () => insertAccount(ctx)));
}

function like(extensionId: string, account: Account, value: boolean) {
  return post(ctx, ROUTES.updateLike.url(), { extensionId, like: value }, account);
}

describe(`likes under concurrency on ${ctx.database.dialect}`, () => {
  it('counts two concurrent likes of different users both', async () => {
    const extensionId = demoExtensionId(0);
    const before = await counts(extensionId);
    const [a, b] = await accounts(2);
    const answers = await Promise.all([
      like(extensionId, a!, true),
      like(extensionId, b!, true),
    ]);
    expect(answers.map(answer => answer.statusCode)).toEqual([200, 200]);
    const after = await counts(extensionId);
    expect(after.likeCount).toBe(before.likeCount + 2);
    expect(after.rows).toBe(before.rows + 2);
    expect(after.todayLikes).toBe(before.todayLikes + 2);
  });

  it('keeps 100 users × 2 parallel likes, then 2 parallel unlikes each, exact', async () => {
    const extensionId = demoExtensionId(1);
    const users = await accounts(100);
    const before = await counts(extensionId);
    const liked = await Promise.all(
      users.flatMap(user => [
        like(extensionId, user, true),
        like(extensionId, user, true),
      ]),
    );
    expect(liked.every(answer => answer.statusCode === 200)).toBe(true);
    const middle = await counts(extensionId);
    expect(middle.rows).toBe(before.rows + 100);
    expect(middle.likeCount).toBe(before.likeCount + 100);
    expect(middle.todayLikes).toBe(before.todayLikes + 100);

    const unliked = await Promise.all(
      users.flatMap(user => [
        like(extensionId, user, false),
        like(extensionId, user, false),
      ]),
    );
    expect(unliked.every(answer => answer.statusCode === 200)).toBe(true);
    const after = await counts(extensionId);
    expect(after.rows).toBe(before.rows);
    expect(after.likeCount).toBe(before.likeCount);
    expect(after.todayLikes).toBe(before.todayLikes);
  });
});
