/**
 * Reviews over the real routes, on SQLite and PostgreSQL: only owners review, once;
 * edits and deletes by the author only; the maker's one reply; helpful votes; a
 * report and an admin's hide take the review out of every aggregate (summary, card,
 * rating sort, builder filter) and unhide puts it back; validation messages, plain
 * text kept as written, and the per-address limit.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { ListAllResponse } from '#shared/api/extensions';
import {
  REVIEW_LIMITS,
  REVIEW_MESSAGES,
  type AdminReviewReportsResponse,
  type ReviewResponse,
  type ReviewsResponse,
} from '#shared/api/reviews';
import { ROUTES } from '#shared/api/routes';

type ErrorBody = { error: { code: string; message: string; field?: string } };
import { createTestApp, type TestApp } from '../../testing/test-app';
import { insertAccount, sessionHeaders } from '../auth/auth-testing';
import { checkout, publishedId } from '../commerce/commerce-testing';
import type { Account } from '../publishing/publishing-testing';

const ctx = await createTestApp({ RATE_LIMIT_SCALE: '100' });
afterAll(() => ctx.close());

const maker = await insertAccount(ctx);
const admin = await insertAccount(ctx, { role: 'admin' });
const alice = await insertAccount(ctx, { name: 'Alice Reviewer' });
const bob = await insertAccount(ctx);
const stranger = await insertAccount(ctx);
const free = { isFree: true, price: 0, currency: 'INR' as const };
const extensionId = await publishedId(ctx, maker, 'review-me', free);
const otherId = await publishedId(ctx, maker, 'review-other', free, 'clickx');

function call(
  app: TestApp,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  account?: Account,
  payload?: object,
) {
  return app.app.inject({
    method,
    url,
    headers: account ? sessionHeaders(account) : {},
    ...(payload ? { payload } : {}),
  });
}

const good = {
  rating: 5,
  body: 'Works great in my Kodular project, the blocks are clear.',
  builder: 'kodular',
  builderVersion: '1.5B',
  works: true,
};
const create = (account: Account, body: object, id = extensionId) =>
  call(ctx, 'POST', ROUTES.createReview.url(), account, { extensionId: id, ...body });
const page = async (query = '', account?: Account, slug = 'review-me') =>
  (
    await call(ctx, 'GET', `${ROUTES.reviews.url({ slugOrId: slug })}${query}`, account)
  ).json<ReviewsResponse>();
const listAll = async (body: object) =>
  (
    await call(ctx, 'POST', ROUTES.listAll.url(), undefined, body)
  ).json<ListAllResponse>();
const card = async (id: string) =>
  (await listAll({ limit: 48 })).extensions.find(e => e.extensionId === id);

describe('reviews', () => {
  let aliceReview = '';
  let bobReview = '';

  it('refuses a review from someone who does not own the extension', async () => {
    const response = await create(alice, good);
    expect(response.statusCode).toBe(403);
    expect(response.json<ErrorBody>().error.message).toBe(REVIEW_MESSAGES.notOwned);
    expect((await create(maker, good)).json<ErrorBody>().error.message).toBe(
      REVIEW_MESSAGES.ownExtension,
    );
    expect(
      (await call(ctx, 'POST', ROUTES.createReview.url(), undefined, good)).statusCode,
    ).toBe(401);
  });

  it('lets an owner review once, with field messages for bad input', async () => {
    for (const account of [alice, bob, stranger]) {
      expect((await checkout(ctx, account, extensionId)).statusCode).toBeLessThan(300);
    }
    const short = await create(alice, { ...good, body: 'too short' });
    expect(short.statusCode).toBe(400);
    expect(short.json<ErrorBody>().error).toMatchObject({
      field: 'body',
      message: REVIEW_MESSAGES.body,
    });
    const long = await create(alice, {
      ...good,
      body: 'x'.repeat(REVIEW_LIMITS.body.max + 1),
    });
    expect(long.json<ErrorBody>().error.field).toBe('body');
    expect(
      (await create(alice, { ...good, builder: 'thunkable' })).json<ErrorBody>().error,
    ).toMatchObject({
      field: 'builder',
      message: REVIEW_MESSAGES.builder,
    });
    expect(
      (await create(alice, { ...good, rating: 6 })).json<ErrorBody>().error.field,
    ).toBe('rating');
    expect(
      (await create(alice, { ...good, builderVersion: '  ' })).json<ErrorBody>().error
        .field,
    ).toBe('builderVersion');

    const html = '<b>Bold</b> & <script>alert(1)</script> works in Kodular';
    const created = await create(alice, { ...good, rating: 4, body: `  ${html}  ` });
    expect(created.statusCode).toBe(201);
    const { review } = created.json<ReviewResponse>();
    // Plain text, stored and answered exactly as written (trimmed), never as markup.
    expect(review.body).toBe(html);
    expect(review.author.name).toBe('Alice Reviewer');
    aliceReview = review.id;

    const again = await create(alice, good);
    expect(again.statusCode).toBe(409);
    expect(again.json<ErrorBody>().error.message).toBe(REVIEW_MESSAGES.alreadyReviewed);
  });

  it('sums the visible reviews: average, count, distribution, builders, card', async () => {
    const bobs = await create(bob, {
      rating: 2,
      body: 'Crashes on start in MIT App Inventor nb195.',
      builder: 'mit_appinventor',
      builderVersion: 'nb195',
      works: false,
    });
    bobReview = bobs.json<ReviewResponse>().review.id;
    const { summary, reviews, mine, canReview } = await page('', alice);
    expect(summary.count).toBe(2);
    expect(summary.average).toBe(3);
    expect(summary.distribution).toEqual([0, 1, 0, 1, 0]);
    expect(summary.builders).toEqual([
      { builder: 'mit_appinventor', works: 0, fails: 1, claimed: true },
      { builder: 'kodular', works: 1, fails: 0, claimed: true },
    ]);
    expect(reviews).toHaveLength(2);
    expect(mine?.id).toBe(aliceReview);
    expect(canReview).toBe(true);
    expect((await card(extensionId))?.rating).toEqual({ average: 3, count: 2 });
    expect((await page('', stranger)).mine).toBeNull();
  });

  it('lets only the author edit or delete, and the aggregates follow', async () => {
    const edit = (account: Account, body: object) =>
      call(ctx, 'PUT', ROUTES.updateReview.url({ id: aliceReview }), account, body);
    expect((await edit(bob, good)).statusCode).toBe(403);
    const edited = await edit(alice, good);
    expect(edited.statusCode).toBe(200);
    expect(edited.json<ReviewResponse>().review.rating).toBe(5);
    expect((await page()).summary.average).toBe(3.5);
    expect(
      (await edit(alice, { ...good, body: 'short' })).json<ErrorBody>().error.field,
    ).toBe('body');

    const strangers = await create(stranger, { ...good, rating: 1 });
    const id = strangers.json<ReviewResponse>().review.id;
    expect((await page()).summary.count).toBe(3);
    expect(
      (await call(ctx, 'DELETE', ROUTES.deleteReview.url({ id }), alice)).statusCode,
    ).toBe(403);
    expect(
      (await call(ctx, 'DELETE', ROUTES.deleteReview.url({ id }), stranger)).statusCode,
    ).toBe(200);
    expect((await page()).summary).toMatchObject({ count: 2, average: 3.5 });
  });

  it('takes one reply from the maker, editable, and from nobody else', async () => {
    const reply = (account: Account, body: string) =>
      call(ctx, 'PUT', ROUTES.replyToReview.url({ id: bobReview }), account, { body });
    const refused = await reply(alice, 'I am not the maker of this.');
    expect(refused.statusCode).toBe(403);
    expect(refused.json<ErrorBody>().error.message).toBe(REVIEW_MESSAGES.notMaker);
    expect((await reply(maker, ' ')).json<ErrorBody>().error.message).toBe(
      REVIEW_MESSAGES.reply,
    );
    const first = (
      await reply(maker, 'Fixed in 1.1, please update.')
    ).json<ReviewResponse>();
    const second = (
      await reply(maker, 'Fixed in 1.2, please update.')
    ).json<ReviewResponse>();
    expect(second.review.reply?.body).toBe('Fixed in 1.2, please update.');
    expect(second.review.reply?.createdAt).toBe(first.review.reply?.createdAt);
    const shown = (await page()).reviews.find(r => r.id === bobReview);
    expect(shown?.reply?.body).toBe('Fixed in 1.2, please update.');
    expect((await page('', maker)).isMaker).toBe(true);
  });

  it('counts one helpful vote per user and sorts by it', async () => {
    const vote = (account: Account, helpful: boolean) =>
      call(ctx, 'PUT', ROUTES.voteReviewHelpful.url({ id: bobReview }), account, {
        helpful,
      });
    expect((await vote(bob, true)).json<ErrorBody>().error.message).toBe(
      REVIEW_MESSAGES.ownReview,
    );
    await vote(alice, true);
    const twice = (await vote(alice, true)).json<ReviewResponse>();
    expect(twice.review).toMatchObject({ helpful: 1, votedHelpful: true });
    await vote(stranger, true);
    expect((await page('?sort=helpful')).reviews.map(r => r.id)).toEqual([
      bobReview,
      aliceReview,
    ]);
    expect((await page('?sort=newest')).reviews[0]?.id).toBe(bobReview);
    expect((await vote(stranger, false)).json<ReviewResponse>().review.helpful).toBe(1);
  });

  it('sorts the listing by rating and filters by reported builder', async () => {
    const sorted = (await listAll({ sort: 'rating', limit: 48 })).extensions;
    expect(sorted[0]?.extensionId).toBe(extensionId);
    expect(sorted.find(e => e.extensionId === otherId)?.rating).toEqual({
      average: null,
      count: 0,
    });
    const kodular = await listAll({ worksWith: 'kodular' });
    expect(kodular.extensions.map(e => e.extensionId)).toEqual([extensionId]);
    expect(kodular.total).toBe(1);
    expect((await listAll({ worksWith: 'mit_appinventor' })).total).toBe(0);
    const counted = await call(
      ctx,
      'GET',
      `${ROUTES.countFilter.url()}?worksWith=kodular`,
    );
    expect(counted.json()).toEqual({ count: 1 });
  });

  it('takes reports from signed-in users; a hidden review counts nowhere', async () => {
    const report = (account?: Account) =>
      call(ctx, 'POST', ROUTES.reportReview.url({ id: aliceReview }), account, {
        details: 'Spam link in the text.',
      });
    expect((await report()).statusCode).toBe(401);
    expect((await report(stranger)).statusCode).toBe(201);
    const twice = await report(stranger);
    expect(twice.statusCode).toBe(409);
    expect(twice.json<ErrorBody>().error.message).toBe(REVIEW_MESSAGES.alreadyReported);
    expect((await call(ctx, 'GET', ROUTES.reviewReports.url(), alice)).statusCode).toBe(
      403,
    );
    const queue = (
      await call(ctx, 'GET', `${ROUTES.reviewReports.url()}?status=open`, admin)
    ).json<AdminReviewReportsResponse>();
    expect(queue.open).toBe(1);
    expect(queue.reports[0]).toMatchObject({
      status: 'open',
      details: 'Spam link in the text.',
      extension: { slug: 'review-me' },
      review: { id: aliceReview, hidden: false },
    });

    const hide = (hidden: boolean, account: Account = admin) =>
      call(ctx, 'PUT', ROUTES.setReviewHidden.url({ id: aliceReview }), account, {
        hidden,
      });
    expect((await hide(true, alice)).statusCode).toBe(403);
    expect((await hide(true)).json<ReviewResponse>().review.hidden).toBe(true);
    const after = await page('', alice);
    expect(after.summary).toMatchObject({ count: 1, average: 2 });
    expect(after.summary.builders.find(b => b.builder === 'kodular')).toMatchObject({
      works: 0,
      fails: 0,
    });
    expect(after.reviews.map(r => r.id)).toEqual([bobReview]);
    // The author still sees their own, marked hidden.
    expect(after.mine).toMatchObject({ id: aliceReview, hidden: true });
    expect((await card(extensionId))?.rating).toEqual({ average: 2, count: 1 });
    expect((await listAll({ worksWith: 'kodular' })).total).toBe(0);
    const resolved = (
      await call(ctx, 'GET', `${ROUTES.reviewReports.url()}?status=resolved`, admin)
    ).json<AdminReviewReportsResponse>();
    expect(resolved.open).toBe(0);
    expect(resolved.reports[0]?.review.hidden).toBe(true);

    await hide(false);
    expect((await page()).summary).toMatchObject({ count: 2, average: 3.5 });
    expect((await listAll({ worksWith: 'kodular' })).total).toBe(1);
  });
});

describe('review limits', () => {
  it('answers 429 with the reviews message past the per-address limit', async () => {
    const limited = await createTestApp();
    try {
      const user = await insertAccount(limited);
      const statuses: number[] = [];
      for (let i = 0; i <= REVIEW_LIMITS.reportsPerHour; i += 1) {
        const response = await call(
          limited,
          'POST',
          ROUTES.reportReview.url({ id: 'no-such-review' }),
          user,
          { details: '' },
        );
        statuses.push(response.statusCode);
        if (response.statusCode === 429) {
          expect(response.json<ErrorBody>().error.message).toMatch(
            /^Too many review actions/,
          );
        }
      }
      expect(statuses.slice(0, -1).every(status => status === 404)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
