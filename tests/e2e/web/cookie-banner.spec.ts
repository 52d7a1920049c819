import { COOKIE_BANNER_DELAY_MS, COOKIE_BANNER_FADE_MS } from '#shared/constants';
import { expect, test, waitForInteractive } from './fixtures';

const ALERT_TEXT = 'You can either accept cookies or leave the site';

test.describe('cookie banner', () => {
  test.use({ consent: false });

  test('appears after the real 6 second delay', async ({ page }) => {
    expect(COOKIE_BANNER_DELAY_MS).toBe(6000);
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    // The timer starts when the app mounts, which is after navigation start, so
    // 5.5 s into the page's clock the banner must still be hidden.
    await page.waitForFunction(() => performance.now() > 5500, undefined, {
      polling: 100,
    });
    await expect(banner).toHaveCount(0);
    await expect(banner).toBeVisible({ timeout: 10_000 });
    const shownAt = await page.evaluate(() => performance.now());
    expect(shownAt).toBeGreaterThanOrEqual(COOKIE_BANNER_DELAY_MS);
  });

  test('close only alerts; accept stores consent and it stays away', async ({ page }) => {
    // Fake time from a fixed start. The app mounts at some instant M after it
    // (M >= start, and M <= mounted, read once the page shows): the banner must be
    // hidden before start + delay and shown by mounted + delay, however slow the machine.
    const start = Date.parse('2026-01-01T00:00:00Z');
    await page.clock.install({ time: start });
    await page.goto('/');
    await waitForInteractive(page);
    const mounted = await page.evaluate(() => Date.now());
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await page.clock.pauseAt(start + COOKIE_BANNER_DELAY_MS - 100);
    await expect(banner).toHaveCount(0);
    await page.clock.runFor(mounted + 100 - start + 100);
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/terms/privacy-policy',
    );

    const alerts: string[] = [];
    page.on('dialog', dialog => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    await banner.getByRole('button', { name: 'Close cookie banner' }).click();
    await expect.poll(() => alerts).toEqual([ALERT_TEXT]);
    await expect(banner).toBeVisible();

    await banner.getByRole('button', { name: 'Accept cookies' }).click();
    await expect(banner).toHaveClass(/cookie-banner--leaving/);
    await page.clock.runFor(COOKIE_BANNER_FADE_MS + 10);
    await expect(banner).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('cookie_consent'))).toBe(
      'true',
    );

    // The clock is paused: nothing hydrates until it runs (the entry waits a frame
    // and a task), so the reload does not wait for hydration; run the clock, then
    // past the banner's delay once the app is up.
    await page.reload({ waitUntil: 'domcontentloaded' });
    await page.clock.runFor(1000);
    await waitForInteractive(page);
    await page.clock.runFor(COOKIE_BANNER_DELAY_MS * 2);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner).toHaveCount(0);
  });

  test('fades in over 300 ms', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await waitForInteractive(page);
    await page.clock.runFor(COOKIE_BANNER_DELAY_MS + 10);
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await expect(banner).toBeVisible();
    const animation = await banner.evaluate(el => {
      const style = getComputedStyle(el);
      return { name: style.animationName, duration: style.animationDuration };
    });
    expect(animation).toEqual({
      name: 'cookie-in',
      duration: `${COOKIE_BANNER_FADE_MS / 1000}s`,
    });
  });
});
