import { EXTERNAL_LINKS } from '#shared/constants';
import { expect, test, waitForCards } from './fixtures';

test.describe('top navigation', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('has the items of the spec with the right targets', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Explore' })).toHaveAttribute('href', '/');
    await expect(nav.getByRole('link', { name: 'Explore' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // Signed out, publishing starts with signing in (then the editor).
    await expect(nav.getByRole('link', { name: 'Publish My Extension' })).toHaveAttribute(
      'href',
      '/login?next=%2Fdashboard%2Fmy-extensions%2Fadd&why=publish',
    );
    const backer = nav.getByRole('link', { name: /Be a backer/ });
    await expect(backer).toHaveAttribute('href', EXTERNAL_LINKS.backer);
    await expect(backer).toHaveAttribute('target', '_blank');
    await expect(backer).toHaveAttribute('rel', /noopener/);
    const blog = nav.getByRole('link', { name: /Blog/ });
    await expect(blog).toHaveAttribute('href', EXTERNAL_LINKS.blog);
    await expect(blog).toHaveAttribute('target', '_blank');
    const curl = nav.getByRole('link', { name: /cURL to Blocks/ });
    await expect(curl).toHaveAttribute('href', '/curl-to-blocks');
    await expect(curl).toHaveAttribute('target', '_blank');
    await expect(curl.locator('.nav-badge')).toHaveText('New');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login',
    );
    await expect(banner.getByRole('link', { name: 'Sign up' })).toHaveAttribute(
      'href',
      '/login?tab=signup',
    );
    await expect(banner.getByRole('switch', { name: 'Dark theme' })).toBeVisible();
  });

  test('cURL to Blocks opens in a new tab', async ({ page, context }) => {
    await page.goto('/');
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: /cURL to Blocks/ })
        .click(),
    ]);
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname).toBe('/curl-to-blocks');
    expect(new URL(page.url()).pathname).toBe('/');
  });

  test('the More menu works with pointer and keyboard', async ({ page }) => {
    await page.goto('/');
    const more = page.getByRole('button', { name: 'More' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await more.click();
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: 'About' })).toBeFocused();
    await expect(menu.getByRole('menuitem', { name: 'Report issue' })).toHaveAttribute(
      'href',
      EXTERNAL_LINKS.reportIssue,
    );
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Report issue' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'About' })).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(menu.getByRole('menuitem', { name: 'Report issue' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(more).toBeFocused();
    await expect(more).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'About' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/about');
    await expect(page.getByRole('menu')).toHaveCount(0);
  });

  test('the menu closes on a click outside', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'More' }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(page.getByRole('menu')).toHaveCount(0);
  });

  test('signed-out visitors of the dashboard land on About', async ({ page }) => {
    await page.goto('/dashboard/my-extensions');
    await expect(page).toHaveURL('/about');
  });

  test('Sign up opens the Sign up tab and Log in the Sign in tab', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Sign up' }).click();
    await expect(page).toHaveURL('/login?tab=signup');
    await expect(page.getByRole('tab', { name: 'Sign up' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('form', { name: 'Sign up' })).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('tab', { name: 'Sign in' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
  });
});

test.describe('theme', () => {
  test('follows the system first, then the stored choice across reloads', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'dark');
    const toggle = page.getByRole('switch', { name: 'Dark theme' });
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await toggle.click();
    await expect(html).toHaveAttribute('data-theme', 'light');
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
    await page.reload();
    await expect(html).toHaveAttribute('data-theme', 'light');
    await page.getByRole('switch', { name: 'Dark theme' }).click();
    await page.reload();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    const background = await page.evaluate(
      () => getComputedStyle(document.body).backgroundColor,
    );
    expect(background).toBe('rgb(15, 19, 32)');
  });
});

test.describe('mobile navigation (under 800 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a hamburger opens an accessible drawer with the same items', async ({ page }) => {
    await page.goto('/');
    await waitForCards(page);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const burger = page.getByRole('button', { name: 'Open menu' });
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
    await burger.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await expect(burger).toHaveAttribute('aria-expanded', 'true');
    for (const name of [
      'Explore',
      'Publish My Extension',
      /Be a backer/,
      /cURL to Blocks/,
      /Blog/,
      'About',
      'Report issue',
      'Log in',
      'Sign up',
    ]) {
      await expect(drawer.getByRole('link', { name })).toBeVisible();
    }
    await expect(drawer.getByRole('switch', { name: 'Dark theme' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(burger).toBeFocused();

    await burger.click();
    await drawer.getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL('/about');
    await expect(drawer).toBeHidden();
  });

  test('the page behind the open drawer is inert', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    // Focus cycles through the drawer (and the browser's own UI); never the page behind.
    let insideCount = 0;
    for (let i = 0; i < 15; i += 1) {
      await page.keyboard.press('Tab');
      const where = await drawer.evaluate(el =>
        el.contains(document.activeElement)
          ? 'drawer'
          : document.activeElement === document.body || !document.activeElement
            ? 'none'
            : 'page',
      );
      expect(where).not.toBe('page');
      if (where === 'drawer') insideCount += 1;
    }
    expect(insideCount).toBeGreaterThan(10);
  });
});

test.describe('keyboard', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('skip link first, then the navigation, with a visible focus ring', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForCards(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(
      page.getByRole('searchbox', { name: 'Search extensions' }),
    ).toBeFocused();

    await page.goto('/');
    await waitForCards(page);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'AIX Market home' })).toBeFocused();
    await page.keyboard.press('Tab');
    const explore = page.getByRole('navigation', { name: 'Main' }).getByRole('link', {
      name: 'Explore',
    });
    await expect(explore).toBeFocused();
    const outline = await explore.evaluate(el => getComputedStyle(el).outlineStyle);
    expect(outline).toBe('solid');
  });

  test('a card opens from the keyboard', async ({ page }) => {
    await page.goto('/?q=bluetooth');
    await waitForCards(page);
    const link = page.getByRole('list', { name: 'Extensions' }).getByRole('link').first();
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/extension\//);
    await expect(page.getByRole('main')).toBeFocused();
  });

  test('filters are operable with the keyboard', async ({ page }) => {
    await page.goto('/');
    await waitForCards(page);
    await page.getByRole('radio', { name: 'All', exact: true }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL('/?type=free');
    await expect(page.getByRole('radio', { name: 'Free' })).toBeFocused();
  });
});
