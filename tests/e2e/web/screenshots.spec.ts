/**
 * Screenshots of every screen in light and dark at 1280 and 390 px, saved to
 * screenshots/ (gitignored) for design review. Skipped unless SCREENSHOTS=1.
 * Run: SCREENSHOTS=1 E2E_PORT=8821 npx playwright test --config tests/playwright.config.ts screenshots
 */
import path from 'node:path';
import type { Page } from '@playwright/test';
import { SEEDED, expect, setTheme, test, waitForCards } from './fixtures';

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
    name: 'not-found',
    url: '/this/does/not/exist',
    ready: async page => {
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    },
  },
];

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
      test(`${theme} ${width}px`, async ({ page }) => {
        await setTheme(page, theme);
        await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
        for (const screen of SCREENS) {
          await page.goto(screen.url);
          await screen.ready(page);
          await capture(page, `${screen.name}-${theme}-${width}`);
        }
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
