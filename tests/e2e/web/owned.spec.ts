/**
 * After paying, say so (issue 20 item 1), in Chromium with real clicks: a buyer
 * pays in the sandbox Checkout sheet and sees a confirmation (amount, order number,
 * receipt link, Download now); after a reload the price's place says "You own this"
 * with the day, on the detail page, on its card in Explore and on the maker's
 * profile, in both themes, at 1280 and 390 px, with no serious axe violation.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { SessionResponse } from '#shared/api/auth';
import type { ExtensionDetail } from '#shared/api/extensions';
import { checkoutOrder, sandboxPay, verifyPayment } from '#shared/api/client/commerce';
import { createApiClient } from '#shared/api/client/http';
import { ROUTES } from '#shared/api/routes';
import { formatDay } from '#shared/format';
import { createSession, signInAs, uniqueEmail } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { SEEDED, expect, setTheme, test } from './fixtures';

let buyer: SessionResponse;
/** Bought through the API, so the per-theme checks stand on their own. */
let owner: SessionResponse;
let extension: ExtensionDetail;
test.beforeAll(async ({ request }, testInfo) => {
  buyer = await createSession(request, uniqueEmail('owner'), 'Omar Owner');
  owner = await createSession(request, uniqueEmail('owner'), 'Olga Owner');
  extension = (await (
    await request.get(ROUTES.extension.url({ slugOrId: SEEDED.paidInr }))
  ).json()) as ExtensionDetail;
  const baseURL = String(testInfo.project.use.baseURL);
  const api = createApiClient({
    baseUrls: { functions: baseURL, app: baseURL },
    session: () => ({ token: owner.token, userId: owner.id }),
  });
  const order = await checkoutOrder(api, extension.extensionId, 'INR');
  const paid = await verifyPayment(api, await sandboxPay(api, order.id, 'success'));
  expect(paid.status).toBe('paid');
});

/** Screenshots to look at, when SCREENSHOT_DIR is set (data/ is gitignored). */
async function shoot(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

test('paying says so, then "You own this" shows wherever the extension appears', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAs(page, buyer);
  await page.goto(`/extension/${SEEDED.paidInr}`);
  const box = page.getByRole('region', { name: 'Get this extension' });
  await expect(box).toContainText('Payment is handled securely at checkout');
  await box.getByRole('button', { name: /^Buy for ₹/ }).click();
  const sheet = page.getByRole('dialog', { name: 'Checkout' });
  // The day it was paid (UTC, as formatDay writes it): a run may cross midnight.
  const paidAround = [formatDay(new Date())];
  await sheet.getByRole('button', { name: /^Pay ₹/ }).click();

  // The confirmation: amount, order number, receipt link, Download now.
  const confirmation = box.getByRole('status').filter({ hasText: 'Payment received' });
  await expect(confirmation).toBeVisible();
  await expect(
    confirmation.getByRole('heading', { name: 'Payment received' }),
  ).toBeFocused();
  await expect(confirmation).toContainText(`You paid ₹299 for ${extension.name}`);
  const orderNumber = (await confirmation.locator('dd').innerText()).trim();
  expect(orderNumber).toMatch(/\S{6,}/);
  await expect(box).toContainText('You own this');
  paidAround.push(formatDay(new Date()));
  const paidDay = new RegExp(
    paidAround.map(day => day.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'),
  );
  await expect(box).not.toContainText('Payment is handled securely at checkout');
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'confirmation-light-1280');

  const downloading = page.waitForEvent('download');
  await confirmation.getByRole('button', { name: 'Download now' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.aix$/);
  await expect(box.getByTestId('saved-file')).toContainText(download.suggestedFilename());

  await confirmation.getByRole('link', { name: 'View your receipt' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/dashboard/orders/${encodeURIComponent(orderNumber)}/receipt$`),
  );
  await expect(page.getByRole('heading', { name: 'Receipt' })).toBeVisible();
  await expect(page.locator('body')).toContainText(orderNumber);

  // From now on: the owned state with the day, where the price was.
  await page.goto(`/extension/${SEEDED.paidInr}`);
  await expect(box.getByText('You own this')).toBeVisible();
  await expect(box).toContainText(new RegExp(`Bought on (${paidDay.source})`));
  await expect(box).not.toContainText('Payment received');
  await expect(box.getByRole('button', { name: /^Buy for/ })).toHaveCount(0);
  await expect(box.getByRole('button', { name: 'Download' })).toBeVisible();

  // Its card in Explore, and on the maker's profile.
  await page.goto(`/?q=${encodeURIComponent(extension.name)}`);
  const card = page.getByRole('article', { name: extension.name });
  await expect(card).toContainText('You own this');
  await expect(card).toContainText(paidDay);
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto(`/user/${extension.author.username}`);
  const profileCard = page.getByRole('article', { name: extension.name });
  await expect(profileCard).toContainText('You own this');
  await expect(profileCard).toContainText(paidDay);
});

for (const theme of ['light', 'dark'] as const) {
  for (const width of [1280, 390]) {
    test(`${theme} at ${width} px: the owned state reads well and keeps its place`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: 900 });
      await setTheme(page, theme);
      await signInAs(page, owner);
      await page.goto(`/extension/${SEEDED.paidInr}`);
      const box = page.getByRole('region', { name: 'Get this extension' });
      await expect(box.getByText('You own this')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await shoot(page, `owned-detail-${theme}-${width}`);
      await page.goto(`/?q=${encodeURIComponent(extension.name)}`);
      const card = page.getByRole('article', { name: extension.name });
      await expect(card).toContainText('You own this');
      expect(await seriousViolations(page)).toEqual([]);
      await shoot(page, `owned-card-${theme}-${width}`);
    });
  }
}

test('signed out, the same page and card show the price (server render included)', async ({
  page,
  request,
}) => {
  const html = await (await request.get(`/extension/${SEEDED.paidInr}`)).text();
  expect(html).not.toContain('You own this');
  await page.goto(`/extension/${SEEDED.paidInr}`);
  const box = page.getByRole('region', { name: 'Get this extension' });
  await expect(box).toContainText('₹299');
  await expect(box).not.toContainText('You own this');
});
