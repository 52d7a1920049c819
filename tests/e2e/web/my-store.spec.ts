/**
 * A maker's side of a sale in Chromium: the editor says what a paid listing pays
 * and that it needs a payout account; My store links one (field errors first), the
 * listing goes on sale, a buyer pays in the sandbox, and My store shows the sale
 * with the payout the spec's formula gives, in the chart, the totals and the CSV.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { SessionResponse } from '#shared/api/auth';
import type { AdminOrdersResponse } from '#shared/api/commerce';
import { checkoutOrder, sandboxPay, verifyPayment } from '#shared/api/client/commerce';
import { ROUTES } from '#shared/api/routes';
import { formatMoney } from '#shared/domain/pricing';
import { createApiClient } from '#shared/api/client/http';
import {
  createExtension,
  updateExtension,
  uploadFile,
} from '#shared/api/client/publishing';
import { buildSampleAix } from '#shared/aix/sample-aix';
import { solidPng } from '#shared/png/solid-png';
import {
  ADMIN_EMAIL,
  createSession,
  sessionHeaders,
  signInAs,
  uniqueEmail,
} from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { draftBody } from '../support/publishing';
import { expect, setTheme, test } from './fixtures';

// Several axe scans at two widths and two themes: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 240_000 });

let seller: SessionResponse;
let buyer: SessionResponse;
let extensionId = '';
let baseURL = '';
// Extension names are letters and spaces only (spec §5).
const name = `Store Test ${Date.now()
  .toString(26)
  .replace(/./g, digit => String.fromCharCode(97 + parseInt(digit, 26)))}`;
const clientFor = (session: SessionResponse) =>
  createApiClient({
    baseUrls: { functions: baseURL, app: baseURL },
    session: () => ({ token: session.token, userId: session.id }),
  });

test.beforeAll(async ({ playwright }, testInfo) => {
  baseURL = String(testInfo.project.use.baseURL);
  const request = await playwright.request.newContext({ baseURL });
  seller = await createSession(request, uniqueEmail('seller'), 'Sam Seller');
  buyer = await createSession(request, uniqueEmail('store-buyer'), 'Bea Buyer');
  await request.dispose();
  const api = clientFor(seller);
  const build = await uploadFile(
    api,
    new Blob([
      new Uint8Array(
        buildSampleAix({
          packageName: `com.example.store${Date.now().toString(36)}`,
          component: 'StoreTest',
          version: 1,
          versionName: '1.0',
        }),
      ),
    ]),
    'store.aix',
    'aix',
  );
  const icon = await uploadFile(
    api,
    new Blob([new Uint8Array(solidPng(64, [30, 120, 200]))]),
    'icon.png',
    'icon',
  );
  const created = await createExtension(
    api,
    draftBody(build.aix?.uploadId ?? '', icon.file.url, {
      slug: `store-test-${Date.now().toString(36)}`,
      name,
      description: 'An extension that exists to be sold in a test.',
    }),
  );
  extensionId = created.extensionId;
});

test('a maker links a payout account, sells, and sees the sale in My store', async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  await signInAs(page, seller);
  await page.goto(`/dashboard/my-extensions/edit/${extensionId}`);
  await page.getByRole('radio', { name: 'Paid' }).check();
  await page.getByLabel('Price', { exact: true }).fill('999');
  await page.getByLabel('Currency').selectOption('INR');
  // Spec §9: floor(99900 × 0.91868187) paise = ₹917.76.
  await expect(page.getByText('You receive ₹917.76 per sale')).toBeVisible();
  await expect(
    page.getByText('Paid listings need a payout account for your sales.'),
  ).toBeVisible();
  // The editor links the account in a dialog (editor-payout-dialog.spec.ts); here, My store.
  await page.goto('/dashboard/my-store');

  await expect(page.getByRole('heading', { name: 'My store', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No sales yet' })).toBeVisible();
  await page.getByLabel('Account holder name').fill('Sam Seller');
  await page.getByLabel('IFSC').fill('HDFC1234');
  await page.getByLabel('Account number').fill('123456789012');
  await page.getByRole('button', { name: 'Link account' }).click();
  await expect(page.getByText('Enter an IFSC like HDFC0001234')).toBeVisible();
  await expect(page.getByLabel('IFSC')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('IFSC').fill('hdfc0001234');
  await page.getByRole('button', { name: 'Link account' }).click();
  await expect(
    page.getByText(/Payouts go to Sam Seller, savings account ending 9012/),
  ).toBeVisible();
  await expect(page.locator('body')).not.toContainText('123456789012');

  // Linked: the listing can go on sale now, and a buyer pays in the sandbox.
  await updateExtension(clientFor(seller), {
    extensionId,
    type: { isFree: false, price: 999, currency: 'INR' },
    published: true,
  });
  const shopper = clientFor(buyer);
  const order = await checkoutOrder(shopper, extensionId, 'INR');
  expect(order.amount).toBe(99_900);
  await verifyPayment(shopper, await sandboxPay(shopper, order.id, 'success'));

  await page.reload();
  const sales = page.getByRole('table', { name: 'Sales' });
  const row = sales.getByRole('row').filter({ hasText: name });
  // Every line, adding up in paise (issue 20 item 9): 999.00 = 19.98 + 3.60 +
  // 54.95 + 2.30 + 0.41 + 917.76, per sale and in the totals.
  const lines = [
    ['Amount paid', '₹999.00'],
    ['Payment gateway fee (2%)', '₹19.98'],
    ['GST on the gateway fee (18%)', '₹3.60'],
    ['Platform fee (5.5%)', '₹54.95'],
    ['Transfer fee (0.25%)', '₹2.30'],
    ['GST on the transfer fee (18%)', '₹0.41'],
    ['You receive', '₹917.76'],
  ];
  const saleLines = row.locator('dl.payout-lines');
  const totals = page.locator('dl[aria-label="INR totals"]');
  for (const [label = '', amount = ''] of lines) {
    for (const where of [saleLines, totals]) {
      const line = where.locator('.payout-lines__row').filter({ hasText: label });
      await expect(line.locator('dd')).toContainText(amount);
    }
  }
  await expect(
    page.getByText(/reaches your\s+bank about 2 working days later/),
  ).toBeVisible();
  await expect(row).toContainText(/Sandbox, would be \w{3} \d{1,2}, \d{4}/);
  await expect(page.locator('figcaption')).toHaveText(/^1 sale in the last 30 days/);
  expect(await seriousViolations(page)).toEqual([]);
  // Both themes at both widths: readable (axe) and, with SCREENSHOT_DIR, pictured.
  for (const theme of ['light', 'dark'] as const) {
    for (const width of [1280, 390]) {
      await setTheme(page, theme);
      await page.setViewportSize({ width, height: 900 });
      await page.reload();
      // Under 800 px the sale is a card (item 4) with the same lines.
      const sale =
        width === 390
          ? page
              .getByRole('list', { name: 'Sales' })
              .getByRole('listitem')
              .filter({ hasText: name })
          : row;
      await expect(sale.locator('dl.payout-lines')).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      expect(await seriousViolations(page)).toEqual([]);
      const dir = process.env.SCREENSHOT_DIR;
      if (dir) {
        fs.mkdirSync(dir, { recursive: true });
        await page.screenshot({
          path: path.join(dir, `my-store-${theme}-${width}.png`),
          fullPage: true,
        });
      }
    }
  }

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(
    /^aix-market-sales-\d{4}-\d{2}-\d{2}\.csv$/,
  );
  const csv = fs.readFileSync(await download.path(), 'utf8').split('\r\n');
  expect(csv[0]).toBe(
    'Order,Item,Paid at,Currency,Amount,Payment gateway fee,GST on gateway fee,Platform fee,Transfer fee,GST on transfer fee,Your payout,Transfer',
  );
  expect(csv[1]).toContain(`${order.id},${name},`);
  // Amount, the gateway fee and its GST, the platform fee, the transfer fee and its
  // GST, then the payout: the same lines as the screen.
  expect(csv[1]).toContain(',INR,999.00,19.98,3.60,54.95,2.30,0.41,917.76,trf_');

  // On a phone each sale is a card: nothing scrolls sideways (issue 20 item 4).
  for (const width of [1280, 390]) {
    for (const theme of ['light', 'dark'] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.evaluate(
        value => (document.documentElement.dataset.theme = value),
        theme,
      );
      if (width === 390) {
        await expect(page.getByRole('table', { name: 'Sales' })).toHaveCount(0);
        const card = page
          .getByRole('list', { name: 'Sales' })
          .getByRole('listitem')
          .filter({ hasText: name });
        await expect(card).toContainText('You receive ₹917.76');
        // The card carries the table's lines that add up (item 9).
        await expect(
          card.getByRole('definition').filter({ hasText: '54.95' }),
        ).toHaveCount(1);
        await expect(card).toContainText('Platform fee (5.5%)');
        await card.scrollIntoViewIfNeeded();
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth),
        ).toBeLessThanOrEqual(390);
      }
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({
        path: testInfo.outputPath(`my-store-${width}-${theme}.png`),
        fullPage: true,
      });
    }
  }
  // The licence keys buyers get are explained for makers (issue 20 item 5).
  await page.getByRole('link', { name: 'how licence keys work' }).click();
  await expect(
    page.getByRole('heading', { name: 'Licence keys for makers', level: 1 }),
  ).toBeVisible();
});

test('admins see every order with its fees and totals per currency, unscrolled at 1280 px', async ({
  page,
  request,
}, testInfo) => {
  const admin = await createSession(request, ADMIN_EMAIL, 'Ada Admin');
  const listed = (await (
    await request.get(`${ROUTES.allOrders.url()}?status=paid&limit=25`, {
      headers: sessionHeaders(admin),
    })
  ).json()) as AdminOrdersResponse;
  // An extension sale (a Gold order bought by an earlier spec has no seller payout).
  const first = listed.orders.find(order => order.sellerPayout !== null);
  expect(first).toBeDefined();
  await signInAs(page, admin);
  await page.goto('/dashboard/manage-users');
  const tab = page.getByRole('tab', { name: 'Users' });
  await tab.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Orders' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page).toHaveURL(/\?tab=orders$/);
  const panel = page.getByRole('tabpanel', { name: 'Orders' });
  await panel.getByLabel('Status').selectOption('paid');
  const row = panel.getByRole('row').filter({ hasText: first?._orderId ?? '-' });
  await expect(row).toContainText(
    formatMoney(first?.amount ?? 0, first?.currency ?? 'INR'),
  );
  await expect(row).toContainText(
    formatMoney(first?.sellerPayout ?? 0, first?.currency ?? 'INR'),
  );
  await expect(panel.getByText(`of ${listed.total}`)).toBeVisible();
  const totals = panel.getByRole('list', { name: 'Totals' });
  for (const sum of listed.totals)
    await expect(totals).toContainText(formatMoney(sum.amount, sum.currency));
  // Every column fits: the table does not scroll sideways at 1280 px.
  await page.setViewportSize({ width: 1280, height: 900 });
  const wrap = panel.locator('div[role="region"]');
  const sizes = await wrap.evaluate(node => [node.scrollWidth, node.clientWidth]);
  expect(sizes[0]).toBeLessThanOrEqual((sizes[1] ?? 0) + 1);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('admin-orders-1280.png') });

  // Under 800 px each order is a card; copying its id is the card's button (item 4).
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(panel.getByRole('table')).toHaveCount(0);
  const card = panel
    .getByRole('list', { name: 'Orders' })
    .getByRole('listitem')
    .filter({ hasText: first?._orderId ?? '-' });
  await expect(card).toContainText(
    formatMoney(first?.sellerPayout ?? 0, first?.currency ?? 'INR'),
  );
  await card.getByRole('button', { name: /Copy/ }).scrollIntoViewIfNeeded();
  await expect(card.getByRole('button', { name: /Copy/ })).toBeInViewport({ ratio: 1 });
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth),
  ).toBeLessThanOrEqual(390);
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate(value => (document.documentElement.dataset.theme = value), theme);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({
      path: testInfo.outputPath(`admin-orders-390-${theme}.png`),
      fullPage: true,
    });
  }
});

test('a maker creates an access token once, sees it listed and revokes it', async ({
  page,
  request,
}) => {
  const maker = await createSession(request, uniqueEmail('tokens'), 'Tia Tokens');
  await signInAs(page, maker);
  await page.goto('/dashboard/account/tokens');
  // The page says plainly what a password change does not do.
  await expect(
    page.getByText('Tokens keep working after you change your password.', {
      exact: false,
    }),
  ).toBeVisible();
  await page.getByLabel('Name').fill('Laptop CLI');
  await page.getByRole('button', { name: 'Create token' }).click();
  const secret = page.getByTestId('new-token');
  await expect(secret).toHaveText(/^aixm_[A-Za-z0-9_-]{32}$/);
  const value = (await secret.textContent()) ?? '';
  const list = page.getByRole('list', { name: 'Your access tokens' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText('Laptop CLI');
  await expect(list).toContainText('last used never');
  await expect(list).not.toContainText(value);
  expect(await seriousViolations(page)).toEqual([]);

  // The token works where tokens do: the maker's extensions, without x-user-id.
  const mine = await request.post(ROUTES.myExtensions.url(), {
    headers: { authorization: `Bearer ${value}` },
    data: {},
  });
  expect(mine.status()).toBe(200);
  await page.reload();
  await expect(list).not.toContainText('last used never');

  await list.getByRole('button', { name: 'Revoke Laptop CLI' }).click();
  await expect(page.getByText('No access tokens yet.')).toBeVisible();
  const after = await request.post(ROUTES.myExtensions.url(), {
    headers: { authorization: `Bearer ${value}` },
    data: {},
  });
  expect(after.status()).toBe(401);
});
