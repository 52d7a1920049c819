/**
 * Likes and favourites as a visitor uses them: a like on a card counts at once and
 * survives a reload; a heart puts the extension in /dashboard/favourites, and taking
 * it off there empties the list; signed out, either control asks to sign in.
 */
import type { SessionResponse } from '#shared/api/auth';
import type { ExtensionDetail } from '#shared/api/extensions';
import { ROUTES } from '#shared/api/routes';
import { createSession, signInAs, uniqueEmail } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { SEEDED, expect, test, waitForInteractive } from './fixtures';

let fan: SessionResponse;
let free: ExtensionDetail;
test.beforeAll(async ({ request }) => {
  fan = await createSession(request, uniqueEmail('fan'));
  free = (await (
    await request.get(ROUTES.extension.url({ slugOrId: SEEDED.free }))
  ).json()) as ExtensionDetail;
});

test('signed out, the heart asks to sign in and Not now closes the prompt', async ({
  page,
}) => {
  await page.goto(`/extension/${SEEDED.free}`);
  await waitForInteractive(page);
  const heart = page.getByRole('button', { name: `Favourite ${free.name}` });
  await heart.click();
  const prompt = page.getByRole('dialog', { name: 'Sign in to save extensions' });
  await expect(prompt).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await prompt.getByRole('button', { name: 'Not now' }).click();
  await expect(prompt).toBeHidden();
  await expect(heart).toBeFocused();
  await page.getByRole('button', { name: `Like ${free.name}` }).click();
  await page
    .getByRole('dialog', { name: 'Sign in to like extensions' })
    .getByRole('link', { name: 'Sign in' })
    .click();
  await expect(page).toHaveURL(/\/login\?next=%2Fextension%2Fgesture-recognizer$/);
});

test('a like on a card counts at once and stays after a reload', async ({ page }) => {
  await signInAs(page, fan);
  await page.goto(`/?q=${encodeURIComponent(free.name)}`);
  const card = page.getByRole('article', { name: free.name });
  const like = card.getByRole('button', { name: `Like ${free.name}` });
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  const before = Number(await like.innerText());
  const saved = page.waitForResponse(response =>
    response.url().endsWith(ROUTES.updateLike.path),
  );
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like).toHaveText(String(before + 1));
  expect((await saved).ok()).toBe(true);
  await page.reload();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like).toHaveText(String(before + 1));
  // The detail page shows the same like; taking it back there counts down.
  await page.goto(`/extension/${SEEDED.free}`);
  const detailLike = page.getByRole('button', { name: `Like ${free.name}` });
  await expect(detailLike).toHaveAttribute('aria-pressed', 'true');
  await detailLike.click();
  await expect(detailLike).toHaveAttribute('aria-pressed', 'false');
  await expect(detailLike).toContainText(String(before));
});

test('a heart keeps an extension in favourites until taken off', async ({ page }) => {
  await signInAs(page, fan);
  await page.goto('/dashboard/favourites');
  await expect(page.getByRole('heading', { name: 'No favourites yet' })).toBeVisible();

  await page.goto(`/extension/${SEEDED.free}`);
  await waitForInteractive(page);
  const heart = page.getByRole('button', { name: `Favourite ${free.name}` });
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/dashboard/favourites');
  const card = page.getByRole('article', { name: free.name });
  await expect(card).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await card.getByRole('button', { name: `Favourite ${free.name}` }).click();
  await expect(card).toBeHidden();
  await expect(page.getByRole('heading', { name: 'No favourites yet' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'No favourites yet' })).toBeVisible();
});
