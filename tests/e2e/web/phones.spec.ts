/**
 * A signed-in visitor on a 390 px phone (issue 20 item 15): the drawer shows who is
 * signed in and the account links at once, above the fold; the dashboard's section
 * strip and the account tabs show every entry (the active one included) without a
 * sideways scroll; Preferences fits the screen. Light and dark, axe-clean.
 */
import { createSession, signInAs, uniqueEmail } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { expect, setTheme, test } from './fixtures';

test.use({ viewport: { width: 390, height: 844 } });

for (const theme of ['light', 'dark'] as const) {
  test(`${theme}: the drawer shows the account and its links directly`, async ({
    page,
    request,
  }) => {
    const user = await createSession(request, uniqueEmail('phone'), 'Priya Phone');
    await signInAs(page, user);
    await setTheme(page, theme);
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    const account = drawer.getByRole('region', { name: 'Your account' });
    await expect(account).toContainText('Priya Phone');
    await expect(account).toContainText(`@${user.user.username}`);
    for (const name of [
      'My account',
      'My Extensions',
      'My store',
      'Favourites',
      'Orders',
    ])
      await expect(account.getByRole('link', { name })).toBeInViewport();
    await expect(account.getByRole('button', { name: 'Sign Out' })).toBeInViewport();
    expect(await seriousViolations(page)).toEqual([]);
    await account.getByRole('link', { name: 'Orders' }).click();
    await expect(page).toHaveURL(/\/dashboard\/orders$/);
    await expect(drawer).toBeHidden();
  });

  test(`${theme}: the dashboard strip, account tabs and Preferences fit 390 px`, async ({
    page,
    request,
  }) => {
    const user = await createSession(request, uniqueEmail('phone'), 'Priya Phone');
    await signInAs(page, user);
    await setTheme(page, theme);
    await page.goto('/dashboard/account/preferences');
    await expect(page.getByRole('heading', { name: 'Preferences' })).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    const strip = page.getByRole('navigation', { name: 'Dashboard' });
    for (const link of await strip.getByRole('link').all())
      await expect(link).toBeInViewport({ ratio: 1 });
    const tabs = page.getByRole('navigation', { name: 'Account sections' });
    for (const link of await tabs.getByRole('link').all())
      await expect(link).toBeInViewport({ ratio: 1 });
    await expect(tabs.getByRole('link', { name: 'Preferences' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(await seriousViolations(page)).toEqual([]);
  });
}
