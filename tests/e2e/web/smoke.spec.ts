import { expect, test } from './fixtures';

test('the web build loads from the real server', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', error => errors.push(error.message));
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Extensions' }).getByRole('article').first(),
  ).toBeVisible();
  expect(errors).toEqual([]);
});

test('deep links are served by the app (client-side routes survive a reload)', async ({
  page,
}) => {
  const response = await page.goto('/page/2?type=free');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute(
    'aria-current',
    'page',
  );
});
