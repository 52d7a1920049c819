/**
 * The info, form, legal and profile screens against the real server: headings
 * and titles, the contact and feedback forms end to end (stored rows answer with
 * their id, shown as the reference), ?subject=issue, profiles, the not-found
 * page, and axe in light and dark.
 */
import AxeBuilder from '@axe-core/playwright';
import type { AboutAllResponse } from '#shared/api/extensions';
import type { PublicProfileResponse } from '#shared/api/users';
import {
  CONTACT_MESSAGES,
  contactReference,
  type ContactReceipt,
} from '#shared/domain/contact';
import { formatCount, formatDay } from '#shared/format';
import { RELEASES, UPCOMING } from '#shared/releases';
import { APP_VERSION } from '#shared/version';
import type { Page } from '@playwright/test';
import { expect, setTheme, test, waitForInteractive } from './fixtures';

/** A maker of the demo catalogue (server/seed/demo-catalogue.ts). */
const MAKER = 'pixelforge';

const ROUTES = [
  {
    path: '/about',
    heading: 'The marketplace for App Inventor extensions',
    title: 'About',
  },
  { path: '/gold', heading: 'AIX Market Gold', title: 'AIX Market Gold' },
  { path: '/feedback', heading: 'Feedback', title: 'Feedback' },
  { path: '/contact-us', heading: 'Contact us', title: 'Contact us' },
  { path: '/changelog', heading: 'Changelog', title: 'Changelog' },
  { path: '/version', heading: 'Version', title: 'Version' },
  { path: '/curl-to-blocks', heading: 'cURL to Blocks', title: 'cURL to Blocks' },
  { path: '/terms/privacy-policy', heading: 'Privacy Policy', title: 'Privacy Policy' },
  {
    path: '/terms/terms-and-conditions',
    heading: 'Terms and Conditions',
    title: 'Terms and Conditions',
  },
  {
    path: '/terms/premium-extension',
    heading: 'Premium Extension Terms',
    title: 'Premium Extension Terms',
  },
  { path: `/user/${MAKER}`, heading: 'Ananya Rao', title: 'Ananya Rao (@pixelforge)' },
  {
    path: '/user/nobody-here',
    heading: 'No maker called @nobody-here',
    title: 'Maker not found',
  },
  {
    path: '/no/such/page',
    heading: 'We couldn’t find that page',
    title: 'Page not found',
  },
] as const;

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

async function expectScreen(page: Page, route: (typeof ROUTES)[number]) {
  await page.goto(route.path);
  // The profile 404 names the maker in the visible panel; its h1 is for screen readers.
  const heading =
    route.path === '/user/nobody-here'
      ? page.getByRole('heading', { name: route.heading })
      : h1(page);
  await expect(heading).toHaveText(route.heading);
  await expect(page).toHaveTitle(`${route.title} · AIX Market`);
}

test.describe('info pages', () => {
  for (const route of ROUTES) {
    test(`${route.path} renders its heading and title`, async ({ page }) => {
      await expectScreen(page, route);
    });
  }

  test('about shows the live totals with the k suffix', async ({ page, request }) => {
    const response = await request.get('/private/api/extension/about-all');
    const totals = (await response.json()) as AboutAllResponse;
    expect(totals.downloads).toBeGreaterThan(999);
    await page.goto('/about');
    const stats = page.locator('.about-stats');
    for (const [label, value] of [
      ['Extensions', totals.extensions],
      ['Makers', totals.makers],
      ['Downloads', totals.downloads],
    ] as const) {
      await expect(stats.getByText(label, { exact: true })).toBeVisible();
      await expect(stats).toContainText(formatCount(value));
    }
    await expect(page.locator('.about-fee__figure')).toContainText('5.5%');
    await expect(page.getByRole('link', { name: /^Kodular/ })).toHaveAttribute(
      'href',
      '/?platform=kodular',
    );
  });

  test('gold shows each tier in both currencies and asks visitors to sign in', async ({
    page,
  }) => {
    await page.goto('/gold');
    await expect(
      page.getByText(/no subscription, nothing charged automatically/),
    ).toBeVisible();
    await expect(
      page.getByRole('link', { name: 'Sign in to choose Gold' }),
    ).toHaveAttribute('href', '/login?next=%2Fgold');
    await expect(page.getByText('₹299', { exact: true })).toBeVisible();
    await expect(page.getByText('or $4.99 in USD')).toBeVisible();
  });

  test('changelog and version show the release', async ({ page }) => {
    await page.goto('/changelog');
    await expect(page.getByText(`v${APP_VERSION}`)).toBeVisible();
    // Every release of the one list, newest first, with its day.
    const titles = page.locator('.changelog__title');
    await expect(titles).toHaveText(RELEASES.map(release => release.codename));
    for (const release of RELEASES) {
      await expect(
        page
          .getByRole('article', { name: release.codename })
          .getByText(formatDay(`${release.date}T00:00:00Z`)),
      ).toBeVisible();
    }
    for (const item of UPCOMING) await expect(page.getByText(item)).toBeVisible();

    await page.goto('/version');
    await expect(page.getByText(RELEASES[0].codename, { exact: true })).toBeVisible();
    await expect(page.getByTestId('api-status')).toHaveText('Online (SQLite)');
    await expect(page.getByTestId('platform-kind')).toHaveText('Web browser (web)');
    await expect(
      page.getByText(await page.evaluate(() => navigator.userAgent)),
    ).toBeVisible();
  });

  test('legal contents link to their sections', async ({ page }) => {
    await page.goto('/terms/terms-and-conditions');
    await expect(page.getByText(/Last updated/)).toContainText(formatDay('2026-11-22'));
    const toc = page.getByRole('navigation', { name: 'Contents' });
    await toc.getByRole('link', { name: 'Fees and payouts for sellers' }).click();
    await expect(page).toHaveURL('/terms/terms-and-conditions#fees');
    await expect(page.locator('#fees')).toBeFocused();
    await expect(page.locator('#fees')).toBeInViewport();
    await expect(page.locator('#fees')).toContainText('₹918.68');
  });

  test('a deep link to a legal section lands on it', async ({ page }) => {
    await page.goto('/terms/premium-extension#refunds');
    await expect(page.locator('#refunds')).toBeInViewport();
  });
});

test.describe('profiles', () => {
  test('a seeded maker: identity, totals and their extensions, never the email', async ({
    page,
    request,
  }) => {
    const response = await request.get(`/private/api/user/${MAKER}`);
    const profile = (await response.json()) as PublicProfileResponse;
    await page.goto(`/user/${MAKER}`);
    await expect(h1(page)).toHaveText(profile.user.name);
    await expect(page.getByText(`@${MAKER}`, { exact: true })).toBeVisible();
    await expect(page.getByText(profile.user.profile.location)).toBeVisible();
    await expect(
      page.getByText(`Member since ${formatDay(profile.user.createdAt)}`),
    ).toBeVisible();
    const stats = page.locator('.profile-header__stats');
    await expect(stats).toContainText(formatCount(profile.totals.downloads));
    await expect(stats).toContainText(formatCount(profile.totals.likes));
    const cards = page.getByRole('list', { name: 'Extensions' }).getByRole('article');
    await expect(cards).toHaveCount(profile.extensions.length);
    expect(profile.extensions.length).toBeGreaterThan(0);
    await expect(page.locator('body')).not.toContainText('@demo.aix.market');
  });

  test('an unknown maker gets a friendly 404 with a way back', async ({ page }) => {
    await page.goto('/user/nobody-here');
    await expect(
      page.getByRole('heading', { name: 'No maker called @nobody-here' }),
    ).toBeVisible();
    await page
      .getByRole('main')
      .getByRole('link', { name: 'Explore extensions' })
      .click();
    await expect(page).toHaveURL('/');
  });
});

test.describe('not found', () => {
  test('searching from the not-found page opens the listing with the query', async ({
    page,
  }) => {
    await page.goto('/this/does/not/exist');
    await expect(page.getByText('/this/does/not/exist')).toBeVisible();
    const search = page.getByRole('main').getByRole('search');
    await search
      .getByRole('searchbox', { name: 'Search extensions' })
      .fill('firebase db');
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL('/?q=firebase+db');
    await page.goto('/this/does/not/exist');
    await page.getByRole('link', { name: /Go to the home page/ }).click();
    await expect(page).toHaveURL('/');
  });
});

test.describe('feedback form', () => {
  test('rating by keyboard, validation, then a stored submission', async ({ page }) => {
    await page.goto('/feedback');
    await page.getByRole('button', { name: 'Send feedback' }).click();
    await expect(page.getByText(CONTACT_MESSAGES.rating)).toBeVisible();
    await expect(page.getByText(CONTACT_MESSAGES.message)).toBeVisible();
    // Focus went to the rating group; arrow keys move through the stars.
    await expect(page.getByRole('radio', { name: /^1 star/ })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: '4 stars: Very good' })).toBeChecked();
    await expect(page.getByText(CONTACT_MESSAGES.rating)).toBeHidden();

    await page
      .getByLabel('Your feedback', { exact: true })
      .fill('Search is fast; please add a dark code theme.');
    const answer = page.waitForResponse(
      r => r.url().endsWith('/api/feedback') && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Send feedback' }).click();
    const response = await answer;
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toEqual({
      rating: 4,
      message: 'Search is fast; please add a dark code theme.',
      email: '',
    });
    const receipt = (await response.json()) as ContactReceipt;
    expect(receipt.kind).toBe('feedback');
    await expect(
      page.getByRole('heading', { name: 'Thank you for your feedback!' }),
    ).toBeFocused();
    await expect(page.getByTestId('contact-reference')).toHaveText(
      contactReference(receipt.id),
    );
  });
});

test.describe('contact form', () => {
  test('?subject=issue preselects "Report an issue"', async ({ page }) => {
    await page.goto('/contact-us?subject=issue');
    await expect(page.getByRole('radio', { name: /Report an issue/ })).toBeChecked();
    await expect(page).toHaveTitle('Report an issue · AIX Market');
    await page.goto('/contact-us');
    await waitForInteractive(page);
    await expect(page.getByRole('radio', { name: /Question or request/ })).toBeChecked();
  });

  test('shows each rule, then stores the message and confirms it', async ({ page }) => {
    // A phone: the form is taller than the screen, so the send happens far down.
    await page.setViewportSize({ width: 390, height: 700 });
    await page.goto('/contact-us');
    await waitForInteractive(page);
    const send = page.getByRole('button', { name: 'Send message' });
    await send.click();
    for (const message of [
      CONTACT_MESSAGES.email,
      CONTACT_MESSAGES.name,
      CONTACT_MESSAGES.subject,
      CONTACT_MESSAGES.message,
    ]) {
      await expect(page.getByText(message)).toBeVisible();
    }
    const email = page.getByLabel('Email', { exact: true });
    await expect(email).toBeFocused();
    await expect(email).toHaveAttribute('aria-invalid', 'true');

    await email.fill('maker@example');
    await page.getByLabel('Name', { exact: true }).fill('Asha');
    await page.getByLabel('Subject', { exact: true }).fill('Hi');
    await page.getByLabel('Message', { exact: true }).fill('Payouts?');
    await expect(page.getByText(CONTACT_MESSAGES.name)).toBeHidden();
    await send.click();
    await expect(page.getByText(CONTACT_MESSAGES.email)).toBeVisible();
    await expect(page.getByText(CONTACT_MESSAGES.subject)).toBeVisible();
    await expect(page.getByText(CONTACT_MESSAGES.message)).toBeVisible();

    await email.fill('maker@example.com');
    await page.getByRole('radio', { name: /Report an issue/ }).check();
    await page
      .getByLabel('Subject', { exact: true })
      .fill('Download button does nothing');
    await page
      .getByLabel('Message', { exact: true })
      .fill('On Firefox the download button of my order does nothing.');
    const answer = page.waitForResponse(
      r => r.url().endsWith('/api/contact-us') && r.request().method() === 'POST',
    );
    await send.click();
    const response = await answer;
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toEqual({
      kind: 'report-issue',
      email: 'maker@example.com',
      name: 'Asha',
      subject: 'Download button does nothing',
      message: 'On Firefox the download button of my order does nothing.',
    });
    const receipt = (await response.json()) as ContactReceipt;
    expect(receipt.kind).toBe('report-issue');
    await expect(
      page.getByRole('heading', { name: 'Thanks, Asha! Your message is on its way.' }),
    ).toBeFocused();
    // The whole card, not just its heading, is brought into view after the send.
    await expect(
      page.getByRole('region', { name: 'Thanks, Asha! Your message is on its way.' }),
    ).toBeInViewport({ ratio: 1 });
    await expect(page.getByTestId('contact-reference')).toHaveText(
      contactReference(receipt.id),
    );

    await page.getByRole('button', { name: 'Send another message' }).click();
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(
      'maker@example.com',
    );
    await expect(page.getByLabel('Subject', { exact: true })).toHaveValue('');
  });

  // Last of the contact tests: it spends this address's contact budget on purpose.
  test('a refused send keeps the typed text and shows the server message', async ({
    page,
    request,
  }) => {
    const body = {
      email: 'flood@example.com',
      name: 'Flood',
      subject: 'Filling the limit',
      message: 'Filling the per-minute limit on purpose.',
    };
    let status = 0;
    for (let attempt = 0; attempt < 10 && status !== 429; attempt += 1) {
      status = (await request.post('/api/contact-us', { data: body })).status();
    }
    expect(status).toBe(429);

    await page.goto('/contact-us');
    await waitForInteractive(page);
    await page.getByLabel('Email', { exact: true }).fill('maker@example.com');
    await page.getByLabel('Name', { exact: true }).fill('Asha');
    await page.getByLabel('Subject', { exact: true }).fill('Still there?');
    await page
      .getByLabel('Message', { exact: true })
      .fill('This one should be refused by the limit.');
    await page.getByRole('button', { name: 'Send message' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Your message was not sent.');
    await expect(alert).toContainText(/You have sent \d+ messages in the last minute/);
    await expect(page.getByLabel('Subject', { exact: true })).toHaveValue('Still there?');
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue(
      'This one should be refused by the limit.',
    );
    await expect(page.getByRole('button', { name: 'Send message' })).toBeEnabled();
  });
});

test.describe('accessibility', () => {
  for (const theme of ['light', 'dark'] as const) {
    for (const route of ROUTES) {
      test(`axe: ${route.path} in ${theme}`, async ({ page }) => {
        await setTheme(page, theme);
        await expectScreen(page, route);
        // Let skeletons settle into content before scanning.
        await expect(
          page.locator('[aria-busy="true"], [aria-label^="Loading"]'),
        ).toHaveCount(0);
        // A server-rendered page takes the stored theme when it hydrates: scan once
        // the theme is in place and its colour transitions have finished.
        await page.waitForFunction(
          wanted =>
            document.documentElement.dataset.theme === wanted &&
            document
              .getAnimations()
              .every(animation => animation.playState !== 'running'),
          theme,
        );
        const results = await new AxeBuilder({ page }).analyze();
        const serious = results.violations
          .filter(v => v.impact === 'serious' || v.impact === 'critical')
          .map(v => `${v.id}: ${v.nodes.map(n => n.target.join(' ')).join(', ')}`);
        expect(serious).toEqual([]);
      });
    }
  }
});
