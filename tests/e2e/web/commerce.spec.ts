/**
 * The buy-and-deliver loop in Chromium on the embedded default (sandbox payments,
 * seeded demo catalogue with real .aix files): buy a paid extension through the
 * sandbox Checkout sheet, download it and compare its sha256 with the server's;
 * get a free one; a failed payment keeps the order for a retry; Orders lists both.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { SessionResponse } from '#shared/api/auth';
import type { Order } from '#shared/api/commerce';
import { ROUTES } from '#shared/api/routes';
import { formatBytes } from '#shared/format-bytes';
import { formatMoney } from '#shared/domain/pricing';
import { gstIncluded } from '#shared/domain/receipt';
import {
  createSession,
  sessionHeaders,
  signInAs,
  uniqueEmail,
} from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { SEEDED, expect, test } from './fixtures';

let buyer: SessionResponse;
test.beforeAll(async ({ request }) => {
  buyer = await createSession(request, uniqueEmail('buyer'));
});

test('buys a paid extension in the sandbox and downloads the exact file', async ({
  page,
  request,
}) => {
  await signInAs(page, buyer);
  await page.goto(`/extension/${SEEDED.paidInr}`);
  const box = page.getByRole('region', { name: 'Get this extension' });
  await box.getByRole('button', { name: /^Buy for ₹/ }).click();

  const sheet = page.getByRole('dialog', { name: 'Checkout' });
  await expect(sheet).toContainText('Test payment: no money moves');
  // A failed payment: clear message, the order stays open, and a retry works.
  await sheet.getByRole('button', { name: 'Fail' }).click();
  await expect(box.getByRole('alert')).toContainText('nothing was charged');
  await box.getByRole('button', { name: /^Buy for ₹/ }).click();
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole('button', { name: /^Pay ₹/ })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(box.getByTestId('licence-key')).toHaveText(/^AIXM(-[0-9A-F]{8}){5}$/);
  const downloading = page.waitForEvent('download');
  await box.getByRole('button', { name: 'Download' }).click();
  const download = await downloading;
  const file = await download.path();
  const bytes = fs.readFileSync(file);

  const orders = (
    (await (
      await request.post(ROUTES.orders.url(), {
        headers: sessionHeaders(buyer),
        data: {},
      })
    ).json()) as { orders: Order[] }
  ).orders;
  const paid = orders.find(order => order.status === 'paid');
  const latest = paid?.versions[0];
  expect(download.suggestedFilename()).toBe(
    `${paid?.extension?.packageName ?? ''}-${latest?.version ?? ''}.aix`,
  );
  expect(createHash('sha256').update(bytes).digest('hex')).toBe(latest?.sha256);
  // The page says what was saved: file name, size and the sha256, with Copy.
  const saved = box.getByTestId('saved-file');
  await expect(saved).toContainText(download.suggestedFilename());
  await expect(saved).toContainText(latest?.sha256 ?? '-');
  await expect(saved).toContainText(formatBytes(bytes.length));
  await expect(saved.getByRole('button', { name: 'Copy sha256' })).toBeVisible();
  // Every version in the Versions list shows its sha256.
  const versions = page.getByRole('region', { name: 'Versions' });
  await expect(versions).toContainText(latest?.sha256 ?? '-');
  // The detail page's version list shows the same sha256 the file has.
  const detail = (await (
    await request.get(ROUTES.extension.url({ slugOrId: SEEDED.paidInr }))
  ).json()) as { aixVersions: { versionName: string; sha256: string }[] };
  expect(detail.aixVersions.find(v => v.versionName === latest?.version)?.sha256).toBe(
    latest?.sha256,
  );
  expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');

  // The retry paid the same order. An order opened and never paid is unused: removable.
  const usd = (await (
    await request.get(ROUTES.extension.url({ slugOrId: SEEDED.paidUsd }))
  ).json()) as { extensionId: string };
  const opened = await request.post(ROUTES.checkoutOrder.url(), {
    headers: sessionHeaders(buyer),
    data: { extensionId: usd.extensionId, currency: 'USD' },
  });
  expect(opened.ok()).toBe(true);
  // Orders lists what was bought; the unfinished checkouts stand apart, removable,
  // with no receipt number (issue 20 item 3).
  await page.goto('/dashboard/orders');
  const bought = page.getByRole('list', { name: 'Your orders' });
  await expect(bought.getByRole('listitem')).toHaveCount(1);
  await expect(bought).toContainText(paid?.receipt ?? '-');
  const open = page.getByRole('list', { name: 'Not completed' });
  await expect(open.getByRole('listitem')).toHaveCount(1);
  await expect(open).toContainText('Checkout not finished');
  await expect(open).not.toContainText('Receipt');
  await open.getByRole('button', { name: /^Remove the unfinished order/ }).click();
  await expect(page.getByRole('list', { name: 'Not completed' })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await bought
    .getByRole('link', { name: paid?.extension?.name ?? '-', exact: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`/extension/${SEEDED.paidInr}$`));
  await page.goBack();
  const table = page.getByRole('list', { name: 'Your orders' });

  // A printable receipt, with the GST an INR price includes.
  await table.getByRole('link', { name: /^Receipt for / }).click();
  const receipt = page.getByRole('article', { name: 'Receipt' });
  const tax = gstIncluded(Math.round((paid?.amount ?? 0) * 100));
  await expect(receipt).toContainText(paid?.receipt ?? '-');
  await expect(receipt.getByRole('row', { name: /Taxable value/ })).toContainText(
    formatMoney(tax.taxableMinor / 100, 'INR'),
  );
  await expect(receipt.getByRole('row', { name: /GST \(18%, included\)/ })).toContainText(
    formatMoney(tax.gstMinor / 100, 'INR'),
  );
  await expect(receipt.getByRole('row', { name: /Total paid/ })).toContainText(
    formatMoney(paid?.amount ?? 0, 'INR'),
  );
  await expect(receipt.getByRole('button', { name: 'Print' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('gets a free extension with one click', async ({ page }) => {
  await signInAs(page, buyer);
  await page.goto(`/extension/${SEEDED.free}`);
  const downloading = page.waitForEvent('download');
  await page
    .getByRole('region', { name: 'Get this extension' })
    .getByRole('button', { name: 'Get' })
    .click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.aix$/);
  // Orders reads "Free" for it, never "₹0 paid".
  await page.goto('/dashboard/orders');
  const item = page
    .getByRole('list', { name: 'Your orders' })
    .getByRole('listitem')
    .filter({ hasText: 'Free' });
  await expect(item.first()).toBeVisible();
  await expect(page.getByRole('list', { name: 'Your orders' })).not.toContainText('₹0');
});

test('signed out, Get sends the visitor to sign in and back', async ({ page }) => {
  await page.goto(`/extension/${SEEDED.free}`);
  await page.getByRole('link', { name: 'Sign in to get it' }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Fextension%2F/);
});

test('buys Gold through the same checkout and shows the badge', async ({ page }) => {
  const backer = await createSession(page.request, uniqueEmail('backer'), 'Gia Gold');
  await signInAs(page, backer);
  await page.goto('/gold');
  await page.getByRole('button', { name: 'Choose Gold' }).click();
  const sheet = page.getByRole('dialog', { name: 'Checkout' });
  await expect(sheet).toContainText('Test payment: no money moves');
  await expect(sheet).toContainText('AIX Market Gold');
  await sheet.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Thank you!' })).toContainText(
    'You are a Gold backer until',
  );
  await page.goto('/dashboard/account/badges');
  await expect(page.getByText('Gold backer')).toBeVisible();
  await page.goto(`/user/${backer.user.username}`);
  await expect(page.getByText('Gold backer')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
