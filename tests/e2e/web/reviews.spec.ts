/**
 * Reviews end to end in Chromium (issue 21 §1), with real clicks: a buyer gets a
 * free extension and reviews it naming the builder, sees the review, the average and
 * the compatibility table (and the card's rating); the maker replies; a second owner
 * writes, edits and deletes a review (delete asks twice); another user reports the
 * review; an admin hides it from the Reports screen and it is gone.
 */
import type { SessionResponse } from '#shared/api/auth';
import { createApiClient } from '#shared/api/client/http';
import { createExtension, uploadFile } from '#shared/api/client/publishing';
import { buildSampleAix } from '#shared/aix/sample-aix';
import { REVIEW_MESSAGES } from '#shared/domain/reviews';
import { solidPng } from '#shared/png/solid-png';
import { ADMIN_EMAIL, createSession, signInAs, uniqueEmail } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { draftBody } from '../support/publishing';
import { expect, test } from './fixtures';

let maker: SessionResponse;
let buyer: SessionResponse;
let reporter: SessionResponse;
let admin: SessionResponse;
const tag = Date.now().toString(36);
const slug = `reviewed-${tag}`;
// Extension names are letters and spaces only.
const name = `Rated Widget ${tag.slice(-4).replace(/\d/g, d => 'abcdefghij'.charAt(Number(d)))}`;
const text = 'Dropped it into my Kodular 1.5B project and every block worked.';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ playwright }, testInfo) => {
  const baseURL = String(testInfo.project.use.baseURL);
  const request = await playwright.request.newContext({ baseURL });
  maker = await createSession(request, uniqueEmail('review-maker'), 'Mira Maker');
  buyer = await createSession(request, uniqueEmail('review-buyer'), 'Bea Buyer');
  reporter = await createSession(request, uniqueEmail('review-reporter'), 'Rex Reporter');
  admin = await createSession(request, ADMIN_EMAIL, 'Ada Admin');
  await request.dispose();
  const api = createApiClient({
    baseUrls: { functions: baseURL, app: baseURL },
    session: () => ({ token: maker.token, userId: maker.id }),
  });
  const build = await uploadFile(
    api,
    new Blob([
      new Uint8Array(
        buildSampleAix({
          packageName: `com.example.rated${tag}`,
          component: 'RatedWidget',
          version: 1,
          versionName: '1.0',
        }),
      ),
    ]),
    'rated.aix',
    'aix',
  );
  const icon = await uploadFile(
    api,
    new Blob([new Uint8Array(solidPng(64, [200, 120, 40]))]),
    'icon.png',
    'icon',
  );
  await createExtension(
    api,
    draftBody(build.aix?.uploadId ?? '', icon.file.url, {
      slug,
      name,
      description: 'A widget for the reviews end-to-end test.',
      platforms: ['kodular', 'mit_appinventor'],
      published: true,
    }),
  );
});

test('a buyer gets it free and reviews it with the builder they used', async ({
  page,
}) => {
  await signInAs(page, buyer);
  await page.goto(`/extension/${slug}`);
  const reviews = page.getByRole('region', { name: 'Reviews' });
  await expect(reviews).toContainText('Get this extension to review it.');
  const downloading = page.waitForEvent('download');
  await page
    .getByRole('region', { name: 'Get this extension' })
    .getByRole('button', { name: 'Get' })
    .click();
  await downloading;

  const form = reviews.getByRole('form', { name: 'Write a review' });
  await form.getByRole('button', { name: 'Publish review' }).click();
  await expect(form.getByText(REVIEW_MESSAGES.rating)).toBeVisible();
  await expect(form.getByText(REVIEW_MESSAGES.builder)).toBeVisible();
  await expect(form.getByText(REVIEW_MESSAGES.works)).toBeVisible();
  await expect(form.getByText(REVIEW_MESSAGES.body)).toBeVisible();

  await form.getByRole('radio', { name: '5 stars' }).check();
  await form.getByLabel('Builder you used').selectOption('kodular');
  await form.getByLabel('Builder version').fill('1.5B');
  await form.getByRole('radio', { name: 'Yes, it worked' }).check();
  await form.getByLabel('Your review').fill(text);
  await form.getByRole('button', { name: 'Publish review' }).click();

  await expect(reviews.getByRole('status')).toHaveText(
    'Thanks! Your review is published.',
  );
  const list = reviews.getByRole('list', { name: 'Reviews' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText(text);
  await expect(list).toContainText('Kodular 1.5B: worked');
  await expect(
    reviews.getByRole('img', { name: '5.0 out of 5 from 1 review' }),
  ).toBeVisible();
  const kodular = reviews.getByRole('row', { name: /^Kodular/ });
  await expect(kodular).toContainText('Works with');
  await expect(kodular).toContainText('Reported working');
  await expect(reviews.getByRole('row', { name: /^MIT App Inventor/ })).toContainText(
    'No reports yet',
  );
  expect(await seriousViolations(page)).toEqual([]);

  // The card in Explore shows the average and the count.
  await page.goto(`/?q=${encodeURIComponent(name)}`);
  const card = page.getByRole('article', { name });
  await expect(card).toContainText('5.0');
  await expect(card).toContainText('(1');
});

test('the maker replies to the review', async ({ page }) => {
  await signInAs(page, maker);
  await page.goto(`/extension/${slug}`);
  const review = page
    .getByRole('list', { name: 'Reviews' })
    .getByRole('listitem')
    .filter({ hasText: text });
  await review.getByRole('button', { name: 'Reply' }).click();
  await review
    .getByLabel('Your reply as the maker')
    .fill('Thanks, Bea! More blocks soon.');
  await review.getByRole('button', { name: 'Publish reply' }).click();
  await expect(review).toContainText('Reply from the maker');
  await expect(review).toContainText('Thanks, Bea! More blocks soon.');
  await expect(review.getByRole('button', { name: 'Edit reply' })).toBeVisible();
});

test('an owner edits their review and deletes it with a second click', async ({
  page,
  request,
}) => {
  const second = await createSession(request, uniqueEmail('review-second'), 'Sam Second');
  await signInAs(page, second);
  await page.goto(`/extension/${slug}`);
  const reviews = page.getByRole('region', { name: 'Reviews' });
  const downloading = page.waitForEvent('download');
  await page
    .getByRole('region', { name: 'Get this extension' })
    .getByRole('button', { name: 'Get' })
    .click();
  await downloading;
  const mine = 'It crashed in the Niotron companion on my old phone.';
  const form = reviews.getByRole('form', { name: 'Write a review' });
  await form.getByRole('radio', { name: '2 stars' }).check();
  await form.getByLabel('Builder you used').selectOption('niotron');
  await form.getByLabel('Builder version').fill('2.3');
  await form.getByRole('radio', { name: /did not work/i }).check();
  await form.getByLabel('Your review').fill(mine);
  await form.getByRole('button', { name: 'Publish review' }).click();
  const list = reviews.getByRole('list', { name: 'Reviews' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(
    reviews.getByRole('img', { name: '3.5 out of 5 from 2 reviews' }),
  ).toBeVisible();

  // Edit: the form comes back filled; the new stars and text replace the old.
  await reviews.getByRole('button', { name: 'Edit your review' }).click();
  const edit = reviews.getByRole('form', { name: 'Edit your review' });
  await expect(edit.getByLabel('Your review')).toHaveValue(mine);
  const fixed = 'Works after the 1.0 update: my companion was out of date.';
  await edit.getByRole('radio', { name: '4 stars' }).check();
  await edit.getByRole('radio', { name: 'Yes, it worked' }).check();
  await edit.getByLabel('Your review').fill(fixed);
  await edit.getByRole('button', { name: 'Save review' }).click();
  await expect(reviews.getByRole('status')).toHaveText('Your review is updated.');
  await expect(list).toContainText(fixed);
  await expect(list).not.toContainText(mine);
  await expect(list).toContainText('Niotron 2.3: worked');
  await expect(
    reviews.getByRole('img', { name: '4.5 out of 5 from 2 reviews' }),
  ).toBeVisible();

  // Delete asks once more before it removes anything.
  await reviews.getByRole('button', { name: 'Edit your review' }).click();
  await reviews.getByRole('button', { name: 'Delete review' }).click();
  await expect(list).toContainText(fixed);
  await reviews.getByRole('button', { name: 'Yes, delete my review' }).click();
  await expect(reviews.getByRole('status')).toHaveText('Your review is deleted.');
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).not.toContainText(fixed);
  await expect(
    reviews.getByRole('img', { name: '5.0 out of 5 from 1 review' }),
  ).toBeVisible();
});

test('another user reports it and an admin hides it: it is gone', async ({ browser }) => {
  const reporterContext = await browser.newContext();
  const reporterPage = await reporterContext.newPage();
  await signInAs(reporterPage, reporter);
  await reporterPage.goto(`/extension/${slug}`);
  const review = reporterPage
    .getByRole('list', { name: 'Reviews' })
    .getByRole('listitem')
    .filter({ hasText: text });
  await review.getByRole('button', { name: 'Report review' }).click();
  await review
    .getByLabel('What is wrong with this review?')
    .fill('Looks like an advert for the maker.');
  await review.getByRole('button', { name: 'Send report' }).click();
  await expect(
    reporterPage.getByRole('region', { name: 'Reviews' }).getByRole('status'),
  ).toHaveText('Thanks, the moderators will look at this review.');
  await reporterContext.close();

  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signInAs(adminPage, admin);
  await adminPage.goto('/dashboard/manage-users?tab=reports');
  const section = adminPage.getByRole('region', { name: /Reported reviews/ });
  const item = section.getByRole('listitem').filter({ hasText: name }).first();
  await expect(item).toContainText('Looks like an advert for the maker.');
  await expect(item).toContainText(text);
  expect(await seriousViolations(adminPage)).toEqual([]);
  await item.getByRole('button', { name: 'Hide review' }).click();
  await expect(section).toContainText('No reported reviews to look at.');
  await adminContext.close();

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/extension/${slug}`);
  const reviews = visitor.getByRole('region', { name: 'Reviews' });
  await expect(reviews.getByRole('img', { name: 'No reviews yet' })).toBeVisible();
  await expect(reviews).not.toContainText(text);
  await expect(reviews.getByRole('row', { name: /^Kodular/ })).toContainText(
    'No reports yet',
  );
  await visitorContext.close();
});
