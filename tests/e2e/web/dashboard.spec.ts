/**
 * The signed-in dashboard (spec §2 protected routes, §5 User form, §6 roles):
 * real accounts in the e2e Auth emulator, real sessions from our server.
 * Sessions are made once per file, because sign-in is rate-limited per address.
 */
import { seriousViolations } from '../support/axe';
import type { APIRequestContext, Page } from '@playwright/test';
import type { SessionResponse } from '#shared/api/auth';
import {
  ADMIN_EMAIL,
  createSession,
  sessionHeaders,
  signInAs,
  uniqueEmail,
} from '../support/accounts';
import { expect, setTheme, test } from './fixtures';

interface Sessions {
  user: SessionResponse;
  editor: SessionResponse;
  waitlisted: SessionResponse;
  admin: SessionResponse;
}
let sessions: Sessions;

async function waitlist(
  request: APIRequestContext,
  admin: SessionResponse,
  email: string,
) {
  const response = await request.post('/api/add-beta-user', {
    headers: sessionHeaders(admin),
    data: { email, profileLink: 'https://github.com/waiting-maker', waitlist: true },
  });
  expect(response.ok()).toBe(true);
}

test.beforeAll(async ({ playwright }, testInfo) => {
  const request = await playwright.request.newContext({
    baseURL: testInfo.project.use.baseURL,
  });
  const admin = await createSession(request, ADMIN_EMAIL, 'Ada Admin');
  const waitlisted = await createSession(request, uniqueEmail('wait'), 'Wendy Wait');
  await waitlist(request, admin, waitlisted.email);
  sessions = {
    admin,
    waitlisted,
    user: await createSession(request, uniqueEmail('user'), 'Uma User'),
    editor: await createSession(request, uniqueEmail('edit'), 'Eddie Edit'),
  };
  // Something for the analytics chart to draw.
  for (const path of ['/', '/about', '/']) {
    await request.post('/api/events', { data: { name: 'page_view', path } });
  }
  await request.dispose();
});

const field = (page: Page, label: string) =>
  page.getByRole('textbox', { name: new RegExp(`^${label}`) });

test('the profile form shows a spec §5 error, then saves with the success toast', async ({
  page,
}) => {
  await signInAs(page, sessions.editor);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard\/account$/);
  await expect(page.getByRole('heading', { name: 'My account', level: 1 })).toBeVisible();
  await expect(field(page, 'Name')).toHaveValue('Eddie Edit');

  await field(page, 'Website').fill('not a url');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText("doesn't seems to be a url")).toBeVisible();
  await expect(field(page, 'Website')).toBeFocused();
  await expect(field(page, 'Website')).toHaveAttribute('aria-invalid', 'true');

  await field(page, 'Website').fill('https://eddie.example.com');
  await field(page, 'Location').fill('Pune, India');
  await field(page, 'Name').fill('Eddie Editor');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();
  await expect(page.locator('.toast--success')).toHaveText(
    /Profile updated successfully/,
  );

  // The server kept it: a fresh start-up shows the saved values.
  await page.reload();
  await expect(field(page, 'Name')).toHaveValue('Eddie Editor');
  await expect(field(page, 'Website')).toHaveValue('https://eddie.example.com');
  await expect(field(page, 'Location')).toHaveValue('Pune, India');
});

test('a reserved username is refused on the field with a help link', async ({ page }) => {
  await signInAs(page, sessions.editor);
  await page.goto('/dashboard/account');
  await field(page, 'Username').fill('support');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('is reserved', { exact: true })).toBeVisible();
  await expect(
    page.getByRole('link', { name: 'Why is this username reserved?' }),
  ).toBeVisible();
});

test('a non-admin gets the 403 page on manage-users and no nav entry for it', async ({
  page,
}) => {
  await signInAs(page, sessions.user);
  await page.goto('/dashboard/manage-users');
  await expect(
    page.getByRole('heading', { name: 'You do not have access to this page' }),
  ).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Dashboard' });
  await expect(nav.getByRole('link', { name: 'Account' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Admin' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to my account' }).click();
  await expect(page).toHaveURL(/\/dashboard\/account$/);
});

test('an admin sees the analytics chart, the users and the beta list', async ({
  page,
}) => {
  expect(sessions.admin.user.role).toBe('admin');
  await signInAs(page, sessions.admin);
  await page.goto('/dashboard/manage-users');
  await expect(
    page.getByRole('heading', { name: 'Admin: users, orders and reports', level: 1 }),
  ).toBeVisible();

  const chart = page.getByRole('img', {
    name: /Page views and sign-in attempts per day/,
  });
  await expect(chart).toBeVisible();
  await expect(page.getByRole('table', { name: 'Events per day' })).toBeAttached();

  const users = page.getByRole('table', { name: 'Users' });
  await expect(
    users.getByRole('cell', { name: sessions.user.email, exact: true }),
  ).toBeVisible();
  // Admins cannot demote themselves (the server refuses too).
  await expect(page.getByLabel(`Role of ${ADMIN_EMAIL}`)).toBeDisabled();

  const toggle = page.getByRole('switch', {
    name: `Waitlist ${sessions.waitlisted.email}`,
  });
  await expect(toggle).toBeChecked();
  await toggle.uncheck();
  await expect(
    page.getByText(`${sessions.waitlisted.email} may now publish`),
  ).toBeVisible();
  await toggle.check();
  await expect(
    page.getByText(`${sessions.waitlisted.email} is on the waitlist`),
  ).toBeVisible();
  await expect(toggle).toBeChecked();

  const role = page.getByLabel(`Role of ${sessions.editor.email}`);
  await role.selectOption('admin');
  await expect(page.getByText(`${sessions.editor.email} is now an admin`)).toBeVisible();
  await role.selectOption('user');
  await expect(
    page.getByText(`${sessions.editor.email} is now a regular user`),
  ).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(`Role of ${sessions.editor.email}`)).toHaveValue('user');

  await page.getByLabel('Search users by email or username').fill('nobody-matches-this');
  await expect(page.getByRole('heading', { name: 'No users match' })).toBeVisible();
});

test('a waitlisted user gets the waitlist screen instead of the editor', async ({
  page,
}) => {
  await signInAs(page, sessions.waitlisted);
  await page.goto('/dashboard/my-extensions/add');
  await expect(
    page.getByRole('heading', { name: 'You are on the beta waitlist', level: 1 }),
  ).toBeVisible();
  await expect(page.getByText(sessions.waitlisted.email)).toBeVisible();
  await page.goto('/dashboard/my-extensions/edit/some-extension');
  await expect(
    page.getByRole('heading', { name: 'You are on the beta waitlist', level: 1 }),
  ).toBeVisible();
});

test('a user not on the waitlist passes the beta gate', async ({ page }) => {
  await signInAs(page, sessions.user);
  await page.goto('/dashboard/my-extensions/add');
  const nav = page.getByRole('navigation', { name: 'Dashboard' });
  await expect(nav.getByRole('link', { name: 'My Extensions' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByText('Checking your beta access')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(
    page.getByRole('heading', { name: /waitlist|Publishing is in beta/ }),
  ).toHaveCount(0);
});

test('dashboard sections are reachable by keyboard', async ({ page }) => {
  await signInAs(page, sessions.user);
  await page.goto('/dashboard/account');
  const nav = page.getByRole('navigation', { name: 'Dashboard' });
  await nav.getByRole('link', { name: 'Favourites' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'No favourites yet' })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/favourites$/);

  await nav.getByRole('link', { name: 'Favourites' }).focus();
  await page.keyboard.press('Tab');
  await expect(nav.getByRole('link', { name: 'Orders' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'No orders yet' })).toBeVisible();

  await nav.getByRole('link', { name: 'Account' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard\/account$/);
  const tabs = page.getByRole('navigation', { name: 'Account sections' });
  await tabs.getByRole('link', { name: 'Badges' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('list', { name: 'Earned badges' })).toBeVisible();
  await tabs.getByRole('link', { name: 'Badges' }).focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard\/account\/preferences$/);
  await page.getByRole('radio', { name: 'Dark' }).check();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});

test('the dashboard fits a 390 px phone, nav as a row of tabs', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, sessions.admin);
  for (const url of ['/dashboard/account', '/dashboard/manage-users']) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Dashboard' });
    await expect(nav.getByRole('link', { name: 'Favourites' })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  }
  await expect(page.getByRole('img', { name: /per day/ })).toBeVisible();
});

const SCREENS: {
  name: string;
  url: string;
  as: keyof Sessions;
  ready: (page: Page) => Promise<void>;
}[] = [
  {
    name: 'favourites',
    url: '/dashboard/favourites',
    as: 'user',
    ready: page =>
      expect(page.getByRole('heading', { name: 'No favourites yet' })).toBeVisible(),
  },
  {
    name: 'orders',
    url: '/dashboard/orders',
    as: 'user',
    ready: page =>
      expect(page.getByRole('heading', { name: 'No orders yet' })).toBeVisible(),
  },
  {
    name: 'account',
    url: '/dashboard/account',
    as: 'user',
    ready: page => expect(page.getByRole('button', { name: 'Save' })).toBeVisible(),
  },
  {
    name: 'badges',
    url: '/dashboard/account/badges',
    as: 'user',
    ready: page =>
      expect(page.getByRole('list', { name: 'Earned badges' })).toBeVisible(),
  },
  {
    name: 'preferences',
    url: '/dashboard/account/preferences',
    as: 'user',
    ready: page => expect(page.getByRole('group', { name: 'Theme' })).toBeVisible(),
  },
  {
    name: '403',
    url: '/dashboard/manage-users',
    as: 'user',
    ready: page =>
      expect(
        page.getByRole('heading', { name: 'You do not have access to this page' }),
      ).toBeVisible(),
  },
  {
    name: 'waitlist',
    url: '/dashboard/my-extensions/add',
    as: 'waitlisted',
    ready: page =>
      expect(
        page.getByRole('heading', { name: 'You are on the beta waitlist' }),
      ).toBeVisible(),
  },
  {
    name: 'manage users',
    url: '/dashboard/manage-users',
    as: 'admin',
    ready: async page => {
      await expect(page.getByRole('img', { name: /per day/ })).toBeVisible();
      await expect(page.getByRole('table', { name: 'Users' })).toBeVisible();
      await expect(page.getByRole('list', { name: 'Beta applications' })).toBeVisible();
    },
  },
];

for (const theme of ['light', 'dark'] as const) {
  test.describe(`dashboard axe, ${theme} theme`, () => {
    for (const screen of SCREENS) {
      test(`${screen.name} has no serious or critical violations`, async ({ page }) => {
        await setTheme(page, theme);
        await signInAs(page, sessions[screen.as]);
        await page.goto(screen.url);
        await screen.ready(page);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  });
}
