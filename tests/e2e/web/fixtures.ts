/**
 * Shared helpers for the web specs. Every page starts with cookie consent
 * stored (so the banner, tested on its own, never covers what a test looks
 * at) unless a test opts out with `consent: false`.
 */
import { test as base, expect, type Page } from '@playwright/test';

export const SEEDED = {
  /** A paid extension priced in INR, with versions and permissions. */
  paidInr: 'bluetooth-le-scanner',
  /** A paid extension priced in USD. */
  paidUsd: 'http-toolkit',
  free: 'gesture-recognizer',
} as const;

export async function storeConsent(page: Page) {
  await page.addInitScript(() => {
    window.localStorage.setItem('cookie_consent', 'true');
  });
}

export async function setTheme(page: Page, theme: 'light' | 'dark') {
  await page.addInitScript(value => window.localStorage.setItem('theme', value), theme);
}

/**
 * Waits until React has hydrated (or rendered) the page: server-rendered
 * content is visible earlier, before handlers and timers exist.
 */
export async function waitForInteractive(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-interactive', 'true');
}

/** Waits until the listing shows real cards (not skeletons). */
export async function waitForCards(page: Page) {
  await expect(
    page.getByRole('list', { name: 'Extensions' }).getByRole('article').first(),
  ).toBeVisible();
}

export const test = base.extend<{ consent: boolean }>({
  consent: [true, { option: true }],
  page: async ({ page, consent }, use) => {
    if (consent) await storeConsent(page);
    await use(page);
  },
});

export { expect };
