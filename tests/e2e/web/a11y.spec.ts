import { seriousViolations } from '../support/axe';
import type { Page } from '@playwright/test';
import {
  SEEDED,
  expect,
  setTheme,
  test,
  waitForCards,
  waitForInteractive,
} from './fixtures';

const SCREENS: { name: string; url: string; ready: (page: Page) => Promise<void> }[] = [
  { name: 'listing', url: '/', ready: waitForCards },
  { name: 'listing page 2', url: '/page/2', ready: waitForCards },
  {
    name: 'filtered listing',
    url: '/?type=paid&category=Networking',
    ready: waitForCards,
  },
  {
    name: 'empty listing',
    url: '/?q=zzzqqqxxx',
    ready: page =>
      expect(page.getByRole('heading', { name: 'No extensions match' })).toBeVisible(),
  },
  {
    name: 'extension detail',
    url: `/extension/${SEEDED.paidInr}`,
    ready: page => expect(page.getByRole('heading', { level: 1 })).toBeVisible(),
  },
  {
    name: 'extension 404',
    url: '/extension/no-such-extension',
    ready: page =>
      expect(page.getByRole('heading', { name: 'Extension not found' })).toBeVisible(),
  },
  {
    name: 'not-found page',
    url: '/no/such/page',
    ready: page => expect(page.getByRole('heading', { level: 1 })).toBeVisible(),
  },
];

for (const theme of ['light', 'dark'] as const) {
  test.describe(`axe, ${theme} theme`, () => {
    for (const screen of SCREENS) {
      test(`${screen.name} has no serious or critical violations`, async ({ page }) => {
        await setTheme(page, theme);
        await page.goto(screen.url);
        await screen.ready(page);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        expect(await seriousViolations(page)).toEqual([]);
      });
    }

    test('open menus, drawer and cookie banner have no serious violations', async ({
      page,
    }) => {
      await setTheme(page, theme);
      await page.addInitScript(() => localStorage.removeItem('cookie_consent'));
      await page.clock.install();
      await page.goto('/');
      await waitForCards(page);
      await waitForInteractive(page);
      await page.clock.runFor(7000);
      await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
      await page.getByRole('button', { name: 'More' }).click();
      expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await page.setViewportSize({ width: 390, height: 844 });
      await page.getByRole('button', { name: 'Open menu' }).click();
      const drawer = page.getByRole('dialog', { name: 'Menu' });
      await expect(drawer).toBeVisible();
      // axe must see the drawer as it rests, not halfway through its slide-in.
      await drawer.evaluate(element =>
        Promise.all(element.getAnimations({ subtree: true }).map(a => a.finished)),
      );
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}
