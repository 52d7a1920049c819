import type { ListAllBody, ListAllResponse } from '#shared/api/extensions';
import { formatCount, formatDay } from '#shared/format';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, waitForCards } from './fixtures';

/** The same call the page makes, answered by the real server: the expected truth. */
async function listAll(request: APIRequestContext, body: ListAllBody) {
  const response = await request.post('/private/api/extension/list-all', { data: body });
  expect(response.ok()).toBe(true);
  return (await response.json()) as ListAllResponse;
}

const grid = (page: Page) => page.getByRole('list', { name: 'Extensions' });
const cardNames = (page: Page) =>
  grid(page).getByRole('heading', { level: 3 }).allTextContents();
/** Waits for exactly these cards: a listing keeps showing the previous results while the next load. */
const expectCards = (page: Page, names: string[]) =>
  expect(grid(page).getByRole('heading', { level: 3 })).toHaveText(names);
const countText = (page: Page) => page.locator('.explore__count');
const plural = (n: number) => `${n} ${n === 1 ? 'extension' : 'extensions'}`;

test.describe('explore listing', () => {
  test('first page: count, 12 cards, trending strip and pagination', async ({
    page,
    request,
  }) => {
    const expected = await listAll(request, { skip: 0, limit: 12 });
    await page.goto('/');
    await waitForCards(page);
    await expect(countText(page)).toHaveText(plural(expected.total));
    await expectCards(
      page,
      expected.extensions.map(e => e.name),
    );
    await expect(page.getByRole('region', { name: /Trending extensions/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Trending this week' })).toBeVisible();
    const pages = Math.ceil(expected.total / 12);
    await expect(page.getByRole('link', { name: `Page ${pages}` })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page).toHaveTitle('AIX Market');
  });

  test('cards show price, author, category, platforms and k-suffixed counts', async ({
    page,
    request,
  }) => {
    const expected = await listAll(request, { skip: 0, limit: 12, sort: 'downloads' });
    const top = expected.extensions[0];
    if (!top) throw new Error('The seeded catalogue is empty');
    expect(top.downloads).toBeGreaterThan(999);
    await page.goto('/?sort=downloads');
    await waitForCards(page);
    const card = grid(page).getByRole('article').first();
    await expect(card.getByRole('heading')).toHaveText(top.name);
    await expect(card).toContainText(`by ${top.author.name}`);
    await expect(card).toContainText(top.type.isFree ? 'Free' : '₹');
    await expect(card).toContainText(top.category);
    await expect(card.getByRole('list', { name: 'Works with' })).toBeVisible();
    await expect(card).toContainText(formatCount(top.downloads));
    expect(formatCount(top.downloads)).toMatch(/k$/);
    await expect(card.getByRole('link')).toHaveAttribute(
      'href',
      `/extension/${top.slug}`,
    );
  });

  test('search debounces into the URL, Enter submits, × clears', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    await waitForCards(page);
    const search = page.getByRole('searchbox', { name: 'Search extensions' });
    await search.fill('bluetooth');
    await expect(page).toHaveURL('/?q=bluetooth');
    const expected = await listAll(request, {
      searchText: 'bluetooth',
      skip: 0,
      limit: 12,
    });
    await waitForCards(page);
    await expect(countText(page)).toHaveText(plural(expected.total));
    await expectCards(
      page,
      expected.extensions.map(e => e.name),
    );
    await expect(page.getByRole('heading', { name: 'Trending this week' })).toHaveCount(
      0,
    );

    await search.fill('maps location');
    await search.press('Enter');
    await expect(page).toHaveURL('/?q=maps+location');

    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(page).toHaveURL('/');
    await expect(search).toHaveValue('');
    await expect(search).toBeFocused();
  });

  test('type, category, platform and sort filters write the URL and filter results', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    await waitForCards(page);
    await page.getByRole('radio', { name: 'Paid' }).click();
    await expect(page).toHaveURL('/?type=paid');
    await page.getByRole('radio', { name: 'Networking' }).click();
    await expect(page).toHaveURL('/?type=paid&category=Networking');
    await page.getByLabel('Sort by').selectOption('downloads');
    await expect(page).toHaveURL('/?type=paid&category=Networking&sort=downloads');
    const expected = await listAll(request, {
      typeFilter: 'paid',
      category: 'Networking',
      sort: 'downloads',
      skip: 0,
      limit: 12,
    });
    expect(expected.total).toBeGreaterThan(0);
    await waitForCards(page);
    await expectCards(
      page,
      expected.extensions.map(e => e.name),
    );
    await expect(grid(page).getByText('Free', { exact: true })).toHaveCount(0);

    await page.getByLabel('Platform').selectOption('kodular');
    await expect(page).toHaveURL(
      '/?type=paid&category=Networking&platform=kodular&sort=downloads',
    );
    const kodular = await listAll(request, {
      typeFilter: 'paid',
      category: 'Networking',
      platform: 'kodular',
      sort: 'downloads',
    });
    await expect(countText(page)).toHaveText(plural(kodular.total));
  });

  test('pagination with Back and Forward', async ({ page, request }) => {
    const second = await listAll(request, { skip: 12, limit: 12 });
    await page.goto('/');
    await waitForCards(page);
    const firstNames = await cardNames(page);
    await page.getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL('/page/2');
    await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await waitForCards(page);
    await expectCards(
      page,
      second.extensions.map(e => e.name),
    );
    await page.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL('/page/3');
    await page.goBack();
    await expect(page).toHaveURL('/page/2');
    await waitForCards(page);
    await expectCards(
      page,
      second.extensions.map(e => e.name),
    );
    await page.goBack();
    await expect(page).toHaveURL('/');
    await waitForCards(page);
    await expectCards(page, firstNames);
    await page.goForward();
    await expect(page).toHaveURL('/page/2');
  });

  test('changing a filter on page 2 goes back to page 1; Back restores each step', async ({
    page,
  }) => {
    await page.goto('/page/2');
    await waitForCards(page);
    await page.getByRole('radio', { name: 'Free' }).click();
    await expect(page).toHaveURL('/?type=free');
    await page.getByRole('radio', { name: 'Tools' }).click();
    await expect(page).toHaveURL('/?type=free&category=Tools');
    await page.goBack();
    await expect(page).toHaveURL('/?type=free');
    await expect(page.getByRole('radio', { name: 'Free' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'All categories' })).toBeChecked();
    await page.goBack();
    await expect(page).toHaveURL('/page/2');
    await expect(page.getByRole('radio', { name: 'All', exact: true })).toBeChecked();
  });

  test('a shared URL reproduces the view', async ({ page, request }) => {
    const expected = await listAll(request, {
      typeFilter: 'free',
      sort: 'name',
      skip: 12,
      limit: 12,
    });
    await page.goto('/page/2?type=free&sort=name');
    await waitForCards(page);
    await expect(page.getByRole('radio', { name: 'Free' })).toBeChecked();
    await expect(page.getByLabel('Sort by')).toHaveValue('name');
    await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(countText(page)).toHaveText(plural(expected.total));
    await expectCards(
      page,
      expected.extensions.map(e => e.name),
    );
  });

  test('non-canonical URLs are normalised and a page past the end says so', async ({
    page,
  }) => {
    await page.goto('/page/1?type=bogus&category=Tools&sort=nope');
    await expect(page).toHaveURL('/?category=Tools');
    await page.goto('/page/50');
    await expect(
      page.getByRole('heading', { name: 'There is no page 50' }),
    ).toBeVisible();
    await page.getByRole('link', { name: /Go to page \d+/ }).click();
    await waitForCards(page);
  });

  test('empty state with Clear filters', async ({ page }) => {
    await page.goto('/?q=zzzqqqxxx&type=paid');
    await expect(
      page.getByRole('heading', { name: 'No extensions match' }),
    ).toBeVisible();
    await expect(countText(page)).toHaveText('0 extensions');
    await page
      .getByRole('region', { name: 'No extensions match' })
      .getByRole('button', { name: 'Clear filters' })
      .click();
    await expect(page).toHaveURL('/');
    await waitForCards(page);
    await expect(page.getByRole('searchbox', { name: 'Search extensions' })).toHaveValue(
      '',
    );
  });

  test('a failed listing shows an error with a working Retry', async ({ page }) => {
    // The first page arrives server-rendered with its listing; the browser's own
    // next fetch (a search) is the one that fails.
    await page.goto('/');
    await waitForCards(page);
    let fail = true;
    await page.route('**/private/api/extension/list-all', route =>
      fail ? route.abort('connectionrefused') : route.continue(),
    );
    const search = page.getByRole('searchbox', { name: 'Search extensions' });
    await search.fill('json');
    await search.press('Enter');
    await expect(page.getByRole('alert')).toContainText('Extensions could not be loaded');
    fail = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await waitForCards(page);
  });

  test('the currency switch converts prices and is remembered', async ({
    page,
    request,
  }) => {
    const rates = (await (await request.get('/private/api/exchange-rates')).json()) as {
      rates: Record<string, number>;
      asOf: string;
    };
    await page.goto('/?type=paid&sort=price-desc');
    await waitForCards(page);
    const paid = await listAll(request, {
      typeFilter: 'paid',
      sort: 'price-desc',
      limit: 12,
    });
    const inr = paid.extensions.find(e => e.type.currency === 'INR');
    if (!inr || !rates.rates.USD)
      throw new Error('Need an INR-priced paid extension and a USD rate');
    const card = grid(page).getByRole('article').filter({ hasText: inr.name });
    await expect(card).toContainText(`₹${inr.type.price}`);
    await page.getByRole('radio', { name: '$ USD' }).click();
    const usd = Math.round(inr.type.price * rates.rates.USD * 100) / 100;
    await expect(card).toContainText(`$${usd.toFixed(Number.isInteger(usd) ? 0 : 2)}`);
    // Converted prices say which day's rate they use: on the price and under the grid.
    const day = formatDay(rates.asOf);
    await expect(
      card.getByTitle(`Listed at ₹${inr.type.price}, converted at the rate of ${day}`),
    ).toBeVisible();
    await expect(page.getByText(/^Prices marked ≈ are converted/)).toContainText(
      `exchange rates of ${day}.`,
    );
    await page.reload();
    await waitForCards(page);
    await expect(page.getByRole('radio', { name: '$ USD' })).toBeChecked();
    expect(await page.evaluate(() => localStorage.getItem('currency'))).toBe('USD');
  });

  for (const width of [390, 1280]) {
    test(`card names wrap between words, never inside one, at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      await waitForCards(page);
      // Each word of each name (trending strip and listing) sits on one line.
      const split = await page.locator('.ext-card__name a').evaluateAll(links =>
        links.flatMap(link => {
          const text = link.firstChild;
          if (!text?.textContent) return [];
          return [...text.textContent.matchAll(/\S+/g)].flatMap(word => {
            const range = document.createRange();
            range.setStart(text, word.index);
            range.setEnd(text, word.index + word[0].length);
            const lines = new Set(
              Array.from(range.getClientRects(), rect => Math.round(rect.top)),
            );
            return lines.size > 1 ? [word[0]] : [];
          });
        }),
      );
      expect(split).toEqual([]);
    });
  }

  test('the trending strip scrolls with the keyboard', async ({ page }) => {
    await page.setViewportSize({ width: 1000, height: 900 });
    await page.goto('/');
    const strip = page.getByRole('region', { name: /Trending extensions/ });
    await expect(strip.getByRole('article').first()).toBeVisible();
    await strip.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect
      .poll(() => strip.evaluate(element => element.scrollLeft))
      .toBeGreaterThan(0);
  });
});
