/**
 * Issue 18: public pages arrive server-rendered. Without JavaScript the
 * listing, an extension's page and a maker's profile are readable; with it,
 * the page hydrates from the answers embedded in the HTML (no second
 * list-all) and nothing shifts while it loads (CLS below 0.05).
 */
import type { Page } from '@playwright/test';
import { STORAGE_KEYS } from '#shared/constants';
import { SEEDED, expect, test, waitForCards } from './fixtures';

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('the listing shows its cards and trending strip', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await waitForCards(page);
    const cards = page.getByRole('list', { name: 'Extensions' }).getByRole('article');
    expect(await cards.count()).toBeGreaterThanOrEqual(6);
    await expect(page.getByRole('heading', { name: 'All extensions' })).toBeVisible();
    // The phone menu is a dialog nothing can open without JavaScript: not sent (the
    // app loads it when the menu button is first pressed).
    await expect(page.locator('dialog.drawer')).toHaveCount(0);
    // Every icon on the page is drawn from the sprite in the page itself.
    const unresolved = await page.evaluate(() =>
      Array.from(document.querySelectorAll<SVGUseElement>('svg use'))
        .map(use => use.getAttribute('href') ?? '')
        .filter(href => !href.startsWith('#') || !document.getElementById(href.slice(1))),
    );
    expect(await page.locator('svg use').count()).toBeGreaterThan(20);
    expect(unresolved).toEqual([]);
    const searchIcon = await page
      .locator('svg:has(use[href="#icon-search"])')
      .first()
      .boundingBox();
    expect(searchIcon?.width).toBeGreaterThan(0);
  });

  test('a search from the address bar is rendered with its results', async ({ page }) => {
    await page.goto('/?q=lottie');
    await expect(
      page.getByRole('list', { name: 'Extensions' }).getByText('Lottie Player'),
    ).toBeVisible();
  });

  test('an extension page shows its name, price and documentation', async ({ page }) => {
    await page.goto(`/extension/${SEEDED.free}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Gesture Recognizer',
    );
    await expect(page.getByRole('heading', { name: 'Documentation' })).toBeVisible();
    // The documentation itself (the seeded guide), not only its frame.
    await expect(
      page.getByRole('heading', { name: 'Designer Properties' }),
    ).toBeVisible();
  });

  test("an extension page's videos are links to them on their sites", async ({
    page,
  }) => {
    await page.goto('/extension/lottie-player');
    await expect(page.getByRole('link', { name: /\(YouTube\)$/ })).toHaveAttribute(
      'href',
      'https://www.youtube.com/watch?v=M7lc1UVf-VE',
    );
    await expect(page.locator('iframe')).toHaveCount(0);
  });

  test('a maker profile lists their extensions', async ({ page }) => {
    await page.goto('/user/pixelforge');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Lottie Player').first()).toBeVisible();
  });

  test('an unknown extension is a 404 with the not-found screen', async ({ page }) => {
    const response = await page.goto('/extension/no-such-extension');
    expect(response?.status()).toBe(404);
    await expect(
      page.getByRole('heading', { name: 'Extension not found' }),
    ).toBeVisible();
    await expect(page).toHaveTitle('Extension not found · AIX Market');
  });

  test('a visitor whose system is dark gets one whole theme, not a dark page behind light cards', async ({
    page,
  }) => {
    // Without JavaScript nothing sets data-theme: the page is the server's light one
    // throughout (with it, web/boot.ts sets the system's theme before the first paint).
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/user/nobody-here');
    const colours = await page.evaluate(() => {
      const probe = document.createElement('div');
      probe.style.background = 'var(--color-bg)';
      document.body.append(probe);
      return {
        body: getComputedStyle(document.body).backgroundColor,
        token: getComputedStyle(probe).backgroundColor,
      };
    });
    expect(colours.body).toBe(colours.token);
    expect(colours.body).not.toBe('rgb(15, 19, 32)');
  });

  test('an unknown maker is a 404 with the not-found screen', async ({ page }) => {
    const response = await page.goto('/user/nobody-here');
    expect(response?.status()).toBe(404);
    await expect(
      page.getByRole('heading', { name: 'No maker called @nobody-here' }),
    ).toBeVisible();
  });
});

test('a not-found page hydrates as it was rendered, then stays usable', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('pageerror', error => problems.push(error.message));
  page.on('console', message => {
    // The browser's own line for the refetched 404 is expected; React's are not.
    if (
      message.type() === 'error' &&
      !message.text().startsWith('Failed to load resource')
    )
      problems.push(message.text());
  });
  const response = await page.goto('/extension/no-such-extension');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('data-interactive', 'true');
  await expect(page.getByRole('heading', { name: 'Extension not found' })).toBeVisible();
  expect(problems).toEqual([]);
  await page.getByRole('link', { name: 'Browse extensions' }).click();
  await waitForCards(page);
});

test('an extension page is on screen before any of its code is requested', async ({
  page,
}) => {
  await page.goto('/extension/lottie-player');
  await expect(page.locator('html')).toHaveAttribute('data-interactive', 'true');
  const timing = await page.evaluate(() => {
    const painted = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
    const code = performance
      .getEntriesByType('resource')
      .filter(entry => /\/assets\/[^/]+\.js$/.test(entry.name))
      .map(entry => ({ name: entry.name, start: entry.startTime }));
    return { painted, code };
  });
  // The boot script is inline; the app's entry and its chunks wait for the paint.
  expect(timing.painted).toBeGreaterThan(0);
  const names = timing.code.map(entry => entry.name).join(' ');
  for (const chunk of ['index', 'vendor', 'shell', 'ExtensionScreen'])
    expect(names).toMatch(new RegExp(`/assets/${chunk}-[^/]*\\.js`));
  for (const { name, start } of timing.code)
    expect(start, name).toBeGreaterThan(timing.painted ?? Infinity);
});

test("a visitor who chose dark gets it from the page's first paint, before the app runs", async ({
  page,
}) => {
  await page.addInitScript(key => localStorage.setItem(key, 'dark'), STORAGE_KEYS.theme);
  // The app never arrives: what the page shows is the inline boot script's doing.
  await page.route('**/assets/*.js', route => route.abort());
  await page.goto('/extension/lottie-player', { waitUntil: 'load' });
  await expect(
    page.getByRole('heading', { name: 'Lottie Player', exact: true }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.locator('html')).not.toHaveAttribute('data-interactive', 'true');
  const background = await page.evaluate(
    () => getComputedStyle(document.body).backgroundColor,
  );
  expect(background).toBe('rgb(15, 19, 32)');
});

test('the listing hydrates from the embedded answers without fetching them again', async ({
  page,
}) => {
  const listCalls: string[] = [];
  page.on('request', request => {
    if (request.url().includes('/list-all')) listCalls.push(request.url());
  });
  const errors: string[] = [];
  page.on('console', message => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/');
  await waitForCards(page);
  await page.waitForLoadState('networkidle');
  expect(listCalls).toEqual([]);
  expect(errors.filter(text => /hydrat/i.test(text))).toEqual([]);
  // Hydrated: a search typed by a person runs in the page.
  await page.getByRole('searchbox').first().fill('lottie');
  await page.getByRole('searchbox').first().press('Enter');
  await expect(page).toHaveURL(/q=lottie/);
  await expect(
    page.getByRole('list', { name: 'Extensions' }).getByText('Lottie Player'),
  ).toBeVisible();
});

test('a first visit records its view without the HTTP library, which loads once the visitor acts', async ({
  page,
}) => {
  const library: string[] = [];
  page.on('request', request => {
    if (/\/assets\/axios-[^/]*\.js$/.test(request.url())) library.push(request.url());
  });
  const viewSent = page.waitForRequest(
    request =>
      request.url().endsWith('/api/events') &&
      request.method() === 'POST' &&
      (request.postDataJSON() as { name?: string } | null)?.name === 'page_view',
  );
  await page.goto('/');
  const view = await viewSent;
  expect(view.postDataJSON()).toEqual({ name: 'page_view', path: '/' });
  expect((await view.response())?.status()).toBe(204);
  await page.waitForLoadState('networkidle');
  expect(library).toEqual([]);
  // A person reaching for the search box is the sign: the library comes, and the search works.
  const search = page.getByRole('searchbox').first();
  await search.click();
  await expect.poll(() => library.length).toBe(1);
  await search.fill('lottie');
  await search.press('Enter');
  await expect(
    page.getByRole('list', { name: 'Extensions' }).getByText('Lottie Player'),
  ).toBeVisible();
});

test('an extension page with videos contacts no video site until the visitor plays one', async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? '').origin;
  const elsewhere: string[] = [];
  page.on('request', request => {
    const url = request.url();
    if (!url.startsWith(origin) && !url.startsWith('data:')) elsewhere.push(url);
  });
  // The demo's Lottie Player documents itself with a YouTube and a Vimeo video.
  await page.goto('/extension/lottie-player');
  await page.waitForLoadState('networkidle');
  const vimeo = page.getByRole('link', { name: /\(Vimeo\)$/ });
  await expect(vimeo).toHaveAttribute('href', 'https://vimeo.com/76979871');
  await expect(page.locator('.doc-view iframe')).toHaveCount(0);
  expect(elsewhere).toEqual([]);

  await vimeo.click();
  await expect(page.locator('.doc-view iframe')).toHaveAttribute(
    'src',
    'https://player.vimeo.com/video/76979871?autoplay=1',
  );
  await expect
    .poll(() => elsewhere.some(url => url.startsWith('https://player.vimeo.com/')))
    .toBe(true);
});

/** Sum of layout shifts without recent input, as Lighthouse and CrUX count them. */
async function trackLayoutShift(page: Page) {
  await page.addInitScript(() => {
    const scope = window as unknown as { __cls: number };
    scope.__cls = 0;
    new PerformanceObserver(list => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) scope.__cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

for (const width of [390, 1280]) {
  for (const [name, url] of [
    ['listing', '/'],
    ['extension page', `/extension/${SEEDED.paidInr}`],
  ] as const) {
    test(`the ${name} at ${width} px loads with CLS below 0.05`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await trackLayoutShift(page);
      await page.goto(url);
      await page.waitForLoadState('networkidle');
      // Late work (fonts, images, rates) settles within a moment after the network.
      await page.waitForTimeout(500);
      const cls = await page.evaluate(
        () => (window as unknown as { __cls: number }).__cls,
      );
      expect(cls).toBeLessThan(0.05);
    });
  }
}
