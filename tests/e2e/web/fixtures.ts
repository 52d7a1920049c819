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

/**
 * After a navigation, waits (softly) until the app has hydrated the page, as a
 * person would not click a page the moment it appears: a server-rendered page is
 * painted before its code runs (web/boot.ts) and a click before hydration does
 * nothing. Not for `waitUntil: 'commit' | 'domcontentloaded'` (tests that act
 * before hydration on purpose) nor pages that are not server-rendered; pages whose
 * code never comes (a blocked chunk, a paused clock) go on after HYDRATION_WAIT_MS,
 * and their own assertions decide.
 */
const HYDRATION_WAIT_MS = 10_000;

async function settle(page: Page, waitUntil: string | undefined) {
  if (waitUntil === 'commit' || waitUntil === 'domcontentloaded') return;
  // Only a server-rendered page (it carries the answers it was rendered from,
  // renderer/ssr/ssr-context.tsx SSR_DATA_ID) is visible before the app runs; the
  // plain shell and the studio show nothing until then.
  if ((await page.locator('script#aix-ssr-data').count()) === 0) return;
  await page
    .locator('html[data-interactive="true"]')
    .waitFor({ state: 'attached', timeout: HYDRATION_WAIT_MS })
    .catch(() => undefined);
}

function settleAfterNavigation(page: Page) {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await settle(page, options?.waitUntil);
    return response;
  };
  page.reload = async options => {
    const response = await reload(options);
    await settle(page, options?.waitUntil);
    return response;
  };
}

export const test = base.extend<{ consent: boolean }>({
  consent: [true, { option: true }],
  page: async ({ page, consent, javaScriptEnabled }, use) => {
    if (consent) await storeConsent(page);
    if (javaScriptEnabled !== false) settleAfterNavigation(page);
    await use(page);
  },
});

export { expect };
