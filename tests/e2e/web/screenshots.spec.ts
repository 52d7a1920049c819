/**
 * Screenshots of every screen in light and dark at 1280 and 390 px, saved to
 * screenshots/ (gitignored) for design review. Skipped unless SCREENSHOTS=1.
 * Run: SCREENSHOTS=1 E2E_PORT=8821 npx playwright test --config tests/playwright.config.ts screenshots
 */
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import type { SessionResponse } from '#shared/api/auth';
import { ROUTES } from '#shared/api/routes';
import {
  ADMIN_EMAIL,
  createSession,
  sessionHeaders,
  signInAs,
  uniqueEmail,
} from '../support/accounts';
import { SEEDED, expect, setTheme, storeConsent, test, waitForCards } from './fixtures';

const enabled = process.env.SCREENSHOTS === '1';
const outDir = path.resolve(import.meta.dirname, '../../../screenshots');

const SCREENS: { name: string; url: string; ready: (page: Page) => Promise<void> }[] = [
  { name: 'explore', url: '/', ready: waitForCards },
  { name: 'explore-page-2', url: '/page/2', ready: waitForCards },
  {
    name: 'explore-filtered',
    url: '/?type=paid&category=Networking&sort=downloads',
    ready: waitForCards,
  },
  {
    name: 'explore-empty',
    url: '/?q=zzzzqqq',
    ready: async page => {
      await expect(
        page.getByRole('heading', { name: 'No extensions match' }),
      ).toBeVisible();
    },
  },
  {
    name: 'extension-paid',
    url: `/extension/${SEEDED.paidInr}`,
    ready: async page => {
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    },
  },
  {
    name: 'extension-free',
    url: `/extension/${SEEDED.free}`,
    ready: async page => {
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    },
  },
  {
    name: 'extension-404',
    url: '/extension/no-such-extension',
    ready: async page => {
      await expect(
        page.getByRole('heading', { name: 'Extension not found' }),
      ).toBeVisible();
    },
  },
  {
    name: 'changelog',
    url: '/changelog',
    ready: async page => {
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    },
  },
  {
    name: 'login-publish-reason',
    url: '/login?next=%2Fdashboard%2Fmy-extensions%2Fadd&why=publish',
    ready: async page => {
      await expect(page.locator('.login-reason')).toBeVisible();
    },
  },
  {
    name: 'not-found',
    url: '/this/does/not/exist',
    ready: async page => {
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    },
  },
];

const heading = (page: Page) =>
  expect(page.getByRole('heading', { level: 1 })).toBeVisible();
const settled = async (page: Page) => {
  await heading(page);
  await expect(page.getByRole('status', { name: /Loading/ })).toHaveCount(0);
};

/** Screens of a signed-in buyer who bought the paid demo extension and saved a favourite. */
const SIGNED_IN: { name: string; url: string; ready: (page: Page) => Promise<void> }[] = [
  { name: 'extension-owned', url: `/extension/${SEEDED.paidInr}`, ready: settled },
  { name: 'orders', url: '/dashboard/orders', ready: settled },
  { name: 'favourites', url: '/dashboard/favourites', ready: settled },
  { name: 'my-store', url: '/dashboard/my-store', ready: settled },
  { name: 'gold', url: '/gold', ready: heading },
  { name: 'access-tokens', url: '/dashboard/account/tokens', ready: settled },
  { name: 'preferences', url: '/dashboard/account/preferences', ready: settled },
  { name: 'my-extensions', url: '/dashboard/my-extensions', ready: settled },
  { name: 'editor', url: '/dashboard/my-extensions/add', ready: settled },
];

async function buyAndSave(request: APIRequestContext, session: SessionResponse) {
  const headers = sessionHeaders(session);
  const detail = (await (
    await request.get(ROUTES.extension.url({ slugOrId: SEEDED.paidInr }))
  ).json()) as { extensionId: string };
  const order = (await (
    await request.post(ROUTES.checkoutOrder.url(), {
      headers,
      data: { extensionId: detail.extensionId, currency: 'INR' },
    })
  ).json()) as { id: string };
  const paid = (await (
    await request.post(ROUTES.devPay.url(), { headers, data: { order_id: order.id } })
  ).json()) as object;
  await request.post(ROUTES.verifySignature.url(), { headers, data: paid });
  await request.post(ROUTES.addRemoveFavourite.url(), {
    headers,
    data: { extensionId: detail.extensionId, remove: false },
  });
}

const SLICE_PX = 1600;

/** Full-page capture, sliced so tall pages stay readable in an image viewer. */
async function capture(page: Page, name: string) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    // Scroll through once so lazy images below the fold load.
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise(resolve => setTimeout(resolve, 50));
    }
    window.scrollTo(0, 0);
  });
  const { width, height } = await page.evaluate(() => ({
    width: document.documentElement.clientWidth,
    height: document.documentElement.scrollHeight,
  }));
  for (let y = 0, part = 1; y < height; y += SLICE_PX, part++) {
    const suffix = height > SLICE_PX ? `-part${part}` : '';
    await page.screenshot({
      path: path.join(outDir, `${name}${suffix}.png`),
      fullPage: true,
      clip: { x: 0, y, width, height: Math.min(SLICE_PX, height - y) },
    });
  }
}

test.describe('@screenshots', () => {
  test.skip(
    !enabled,
    'Screenshots are for design review: set SCREENSHOTS=1 to take them.',
  );
  test.setTimeout(180_000);

  for (const theme of ['light', 'dark'] as const) {
    for (const width of [1280, 390]) {
      test(`${theme} ${width}px`, async ({ page, request, browser }) => {
        await setTheme(page, theme);
        await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
        for (const screen of SCREENS) {
          await page.goto(screen.url);
          await screen.ready(page);
          await capture(page, `${screen.name}-${theme}-${width}`);
        }
        await page.goto(`/extension/${SEEDED.free}`);
        await page.getByRole('button', { name: 'Report this extension' }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await page.screenshot({
          path: path.join(outDir, `report-dialog-${theme}-${width}.png`),
        });
        const reported = await request.post(ROUTES.reportExtension.url(), {
          data: {
            email: 'shots@example.com',
            reportNumber: 2,
            slug: SEEDED.free,
            details: 'The gesture callbacks never fire on Android 14 devices.',
          },
        });
        expect([201, 429]).toContain(reported.status());
        const buyer = await createSession(request, uniqueEmail('shots'), 'Sam Shots');
        await buyAndSave(request, buyer);
        await signInAs(page, buyer);
        for (const screen of SIGNED_IN) {
          await page.goto(screen.url);
          await screen.ready(page);
          await capture(page, `${screen.name}-${theme}-${width}`);
        }
        await page.goto('/dashboard/orders');
        await page.getByRole('link', { name: /^Receipt for / }).click();
        await settled(page);
        await capture(page, `receipt-${theme}-${width}`);
        // A fresh page: a stored sign-in applies on a tab's first load only.
        const adminPage = await browser.newPage({
          baseURL: test.info().project.use.baseURL,
          viewport: { width, height: width > 800 ? 900 : 844 },
          locale: 'en-IN',
        });
        await setTheme(adminPage, theme);
        await storeConsent(adminPage);
        await signInAs(adminPage, await createSession(request, ADMIN_EMAIL, 'Ada Admin'));
        await adminPage.goto('/dashboard/manage-users?tab=orders');
        // Under 800 px the orders are cards (AdminOrderCards), above it a table.
        const orders = adminPage.getByRole('tabpanel', { name: 'Orders' });
        await expect(
          width < 800
            ? orders.getByRole('list', { name: 'Orders' })
            : orders.getByRole('table'),
        ).toBeVisible();
        await capture(adminPage, `admin-orders-${theme}-${width}`);
        await adminPage.goto('/dashboard/manage-users?tab=reports');
        await expect(
          adminPage
            .getByRole('tabpanel', { name: 'Reports' })
            .getByText(/Android 14/)
            .first(),
        ).toBeVisible();
        await capture(adminPage, `admin-reports-${theme}-${width}`);
        await adminPage.close();
        if (width < 800) {
          await page.goto('/');
          await page.getByRole('button', { name: 'Open menu' }).click();
          await page.screenshot({
            path: path.join(outDir, `drawer-${theme}-${width}.png`),
          });
        } else {
          await page.goto('/');
          await page.getByRole('button', { name: 'More' }).click();
          await page.screenshot({
            path: path.join(outDir, `more-menu-${theme}-${width}.png`),
          });
        }
      });
    }
  }
});
