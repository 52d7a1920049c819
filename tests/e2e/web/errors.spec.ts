import { SEEDED, expect, test, waitForCards } from './fixtures';

test.describe('errors', () => {
  test('a screen chunk that fails to load shows the boundary, and Try again loads it', async ({
    page,
  }) => {
    await page.goto('/?category=Networking');
    await waitForCards(page);
    // The detail screen's chunk is unreachable until the test "fixes the network".
    let reachable = false;
    let aborted = 0;
    await page.route(/\/assets\/ExtensionScreen-[\w-]+\.js$/, async route => {
      if (reachable) return route.continue();
      aborted += 1;
      return route.abort('failed');
    });
    await page.getByRole('link', { name: 'Bluetooth LE Scanner' }).first().click();
    await expect(
      page.getByRole('heading', { name: 'Oops! Something went wrong.' }),
    ).toBeVisible();
    await expect(page.getByText('ChunkLoadError: missing')).toBeVisible();
    expect(aborted).toBeGreaterThan(0);
    reachable = true;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Bluetooth LE Scanner' }),
    ).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Oops! Something went wrong.' }),
    ).toHaveCount(0);
    expect(page.url()).toContain(`/extension/${SEEDED.paidInr}`);
  });

  test('an unknown path shows the not-found page', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(/not found|404|doesn.t exist/i);
  });
});
