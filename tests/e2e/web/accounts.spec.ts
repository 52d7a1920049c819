/**
 * Accounts end to end (issue 3) in Chromium against the real server and the
 * real Firebase Auth emulator: sign up, verify through the dev mailbox, sign
 * in, edit the profile, sign out, reset the password, popup sign-in.
 */
import { seriousViolations } from '../support/axe';
import type { Request } from '@playwright/test';
import {
  createVerifiedSession,
  expectToast,
  followMailboxLink,
  newAccount,
  openLogin,
  serveGoogleScripts,
  signIn,
  signInThroughUi,
  signUpThroughUi,
  storeProfile,
  VERIFICATION_TOAST,
} from '../support/auth-ui';
import { expect, setTheme, test } from './fixtures';

const RESET_TOAST =
  'Your password reset link has been sent; please check your email and spam.';

function eventBodies(requests: Request[]): unknown[] {
  return requests
    .filter(request => new URL(request.url()).pathname === '/api/events')
    .map(request => request.postDataJSON() as unknown);
}

test.describe('accounts', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a signed-out visitor who wants to publish signs in, told why, and lands in the editor', async ({
    page,
    baseURL,
  }, testInfo) => {
    const account = newAccount(testInfo, 'p');
    await createVerifiedSession(baseURL ?? '', account);
    await page.goto('/about');
    await page
      .getByRole('main')
      .getByRole('link', { name: 'Publish my extension' })
      .first()
      .click();
    await expect(page).toHaveURL(/\/login\?/);
    await expect(
      page.getByText('Sign in or create an account to publish your extension.'),
    ).toBeVisible();
    // The reason and the next stop survive a switch of tabs.
    await page.getByRole('tab', { name: 'Sign up' }).click();
    await page.getByRole('tab', { name: 'Sign in' }).click();
    await expect(page.getByText(/to publish your extension/)).toBeVisible();
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email', { exact: true }).fill(account.email);
    await form.getByLabel('Password', { exact: true }).fill(account.password);
    await form.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL('/dashboard/my-extensions/add');
  });

  test('a new user signs up, verifies, signs in, edits the profile, signs out and resets the password', async ({
    page,
  }, testInfo) => {
    const account = newAccount(testInfo);
    const requests: Request[] = [];
    page.on('request', request => requests.push(request));

    await signUpThroughUi(page, account);
    await expectToast(page, VERIFICATION_TOAST);
    await expect(page.getByRole('region', { name: 'Check your email' })).toContainText(
      account.email,
    );
    // Not signed in until the email is verified.
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('profile'))).toBeNull();

    // Signing in before verifying sends a new link instead.
    await signInThroughUi(page, account.email, account.password);
    await expectToast(page, VERIFICATION_TOAST);

    await followMailboxLink(page, account.email, 'Verify email');
    await expect(
      page.getByRole('heading', { name: 'Your email is verified' }),
    ).toBeVisible();

    await signIn(page, account.email, account.password);
    const menu = page.getByRole('button', { name: `Account menu for ${account.name}` });
    await expect(menu).toBeVisible();
    const stored = JSON.parse(
      (await page.evaluate(() => localStorage.getItem('profile'))) ?? '{}',
    ) as Record<string, unknown>;
    expect(Object.keys(stored).sort()).toEqual(['email', 'id', 'token']);
    expect(stored.email).toBe(account.email);

    // Edit the profile on the account screen (engineer B's form).
    await page.getByLabel('Location').fill('Pune');
    await page.getByLabel('Website').fill('https://example.com/maker');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Profile updated successfully');

    await menu.click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('profile'))).toBeNull();

    // Forgotten password: reset email, mailbox link, new password.
    await openLogin(page);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    const resetForm = page.getByRole('form', { name: 'Reset your password' });
    await resetForm.getByLabel('Email').fill(account.email);
    await resetForm.getByRole('button', { name: 'Send reset link' }).click();
    await expectToast(page, RESET_TOAST);

    const resetLink = await followMailboxLink(page, account.email, 'Reset password');
    await expect(
      page.getByRole('heading', { name: 'Choose a new password' }),
    ).toBeVisible();
    const newPassword = 'Fresh$Pass9';
    await page.getByLabel('New password', { exact: true }).fill('weak');
    await page.getByLabel('Confirm new password').fill('weak');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(
      page.getByText(
        'must contain atleast 8 letter , a symbol, upper and lower case letters and a number',
      ),
    ).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(
      page.getByRole('heading', { name: 'Your password has been changed' }),
    ).toBeVisible();

    // The old password no longer works: the catalogue's wrong-password entry.
    await signInThroughUi(page, account.email, account.password);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Incorrect Password');
    await expect(alert).toContainText(
      'The password or email you entered is incorrect. Please try again.',
    );
    await signIn(page, account.email, newPassword);

    // The same reset link cannot be used twice.
    await page.goto(resetLink);
    await expect(
      page.getByRole('heading', { name: 'This link was already used or is not valid' }),
    ).toBeVisible();

    const events = eventBodies(requests);
    const failed = events.find(
      (event): event is { errorCode?: string } =>
        typeof event === 'object' &&
        event !== null &&
        'outcome' in event &&
        event.outcome === 'error',
    );
    // The emulator answers a wrong password with auth/wrong-password (no email enumeration protection).
    expect(failed?.errorCode).toBe('auth/wrong-password');
    expect(events).toContainEqual({ name: 'page_view', path: '/login' });
    expect(events).toContainEqual({
      name: 'auth_attempt',
      method: 'password',
      action: 'signup',
      outcome: 'emailSent',
    });
    expect(events).toContainEqual({
      name: 'auth_attempt',
      method: 'password',
      action: 'signin',
      outcome: 'success',
    });
    expect(events).toContainEqual(
      expect.objectContaining({ name: 'auth_attempt', outcome: 'error' }),
    );
    expect(JSON.stringify(events)).not.toContain(account.password);
    expect(JSON.stringify(events)).not.toContain(newPassword);
  });

  test('sign-up form checks spec §5 rules before calling anyone', async ({ page }) => {
    await openLogin(page, 'signup');
    const form = page.getByRole('form', { name: 'Sign up' });
    await form.getByLabel('Username', { exact: true }).fill('admin');
    await form.getByLabel('Email', { exact: true }).fill('not-an-email');
    await form.getByLabel('Password', { exact: true }).fill('short');
    await form.getByRole('button', { name: 'Create account' }).click();
    await expect(form.getByText('{email} format')).toBeVisible();
    await expect(
      form.getByText(
        'must contain atleast 8 letter , a symbol, upper and lower case letters and a number',
      ),
    ).toBeVisible();
    await expect(form.getByText('is reserved')).toBeVisible();
    await expect(
      form.getByText('You must accept the terms to create an account'),
    ).toBeVisible();
    await expect(form.getByText('Required field')).toBeVisible();
  });

  for (const [provider, label] of [
    ['Google', 'google.com'],
    ['GitHub', 'github.com'],
  ] as const) {
    test(`social sign-in through the emulator popup (${provider})`, async ({
      page,
      context,
    }) => {
      await serveGoogleScripts(context);
      await openLogin(page);
      const popupOpened = page.waitForEvent('popup');
      await page.getByRole('button', { name: `Continue with ${provider}` }).click();
      const popup = await popupOpened;
      await popup.getByText('Add new account').click();
      await popup.getByText('Auto-generate user information').click();
      await expect(popup.locator('#sign-in')).toContainText(new RegExp(label, 'i'));
      await popup.locator('#sign-in').click();
      await expect(page).toHaveURL(/\/dashboard\/account$/);
      await expect(
        page.getByRole('button', { name: /^Account menu for / }),
      ).toBeVisible();
      const stored = JSON.parse(
        (await page.evaluate(() => localStorage.getItem('profile'))) ?? '{}',
      ) as Record<string, unknown>;
      expect(typeof stored.token).toBe('string');
    });
  }

  test('signing up again with a taken email or username says so', async ({
    page,
    baseURL,
  }, testInfo) => {
    const taken = newAccount(testInfo, 't');
    await createVerifiedSession(baseURL ?? '', taken);
    await openLogin(page, 'signup');
    const form = page.getByRole('form', { name: 'Sign up' });
    await form.getByLabel('Username', { exact: true }).fill(taken.username);
    await expect(form.getByText('already exists')).toBeVisible();

    await signUpThroughUi(page, { ...newAccount(testInfo, 'n'), email: taken.email });
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Email Already Registered');
    await expect(alert).toContainText(
      'This email address is already associated with an existing account. Please sign in or use a different email.',
    );
  });

  test('protected routes and /login redirect by sign-in state', async ({
    page,
    baseURL,
  }, testInfo) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/about$/);

    const profile = await createVerifiedSession(baseURL ?? '', newAccount(testInfo, 's'));
    await storeProfile(page, profile);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard\/account$/);
    await expect(page.getByRole('button', { name: /^Account menu for / })).toBeVisible();
  });

  test('a stored profile the backend rejects is signed out at start-up', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', message => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await storeProfile(page, {
      email: 'gone@example.com',
      id: 'nobody',
      token: 'forged',
    });
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('profile'))).toBeNull();
    expect(errors).toContain('Authentication expired');
  });

  test('email action links explain missing and bad codes', async ({ page }) => {
    await page.goto('/confirm-identity/action?mode=verifyEmail');
    await expect(
      page.getByRole('heading', { name: 'This link is incomplete' }),
    ).toBeVisible();
    await page.goto('/confirm-identity/action?mode=verifyEmail&oobCode=made-up-code');
    await expect(
      page.getByRole('heading', { name: 'This link was already used or is not valid' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  test('the dev mailbox lists links and says when a filter matches nothing', async ({
    page,
  }) => {
    await page.goto('/dev/mailbox');
    await expect(
      page.getByRole('heading', { name: 'Dev mailbox', level: 1 }),
    ).toBeVisible();
    await page.getByLabel('Filter by email').fill('nobody-at-all@example.com');
    await expect(page.getByRole('heading', { name: 'No emails yet' })).toBeVisible();
  });

  test('a signed-in user changes the password on the account screen', async ({
    page,
    baseURL,
  }, testInfo) => {
    const account = newAccount(testInfo, 'p');
    const profile = await createVerifiedSession(baseURL ?? '', account);
    await storeProfile(page, profile);
    await page.goto('/dashboard/account');
    const form = page.getByRole('form', { name: 'Change password' });
    const newPassword = 'Brand#New42';
    await form.getByLabel('Current password').fill('Wrong#1234');
    await form.getByLabel('New password', { exact: true }).fill(newPassword);
    await form.getByLabel('Confirm new password').fill(newPassword);
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(form.getByRole('alert')).toContainText('Incorrect Password');

    await form.getByLabel('Current password').fill(account.password);
    await form.getByRole('button', { name: 'Change password' }).click();
    await expectToast(page, 'Password updated successfully');
    const stored = JSON.parse(
      (await page.evaluate(() => localStorage.getItem('profile'))) ?? '{}',
    ) as Record<string, unknown>;
    expect(stored.token).not.toBe(profile.token);
    // Still signed in with the new session token after a reload.
    await page.reload();
    await expect(page.getByRole('button', { name: /^Account menu for / })).toBeVisible();

    await page.getByRole('button', { name: /^Account menu for / }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await signIn(page, account.email, newPassword);
  });

  for (const [theme, width] of [
    ['light', 1280],
    ['dark', 390],
  ] as const) {
    test(`sign-in screens have no serious axe violations (${theme}, ${width} px)`, async ({
      page,
    }) => {
      await setTheme(page, theme);
      await page.setViewportSize({ width, height: 900 });
      await openLogin(page);
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('tab', { name: 'Sign in' }).press('ArrowRight');
      await expect(page.getByRole('tab', { name: 'Sign up' })).toBeFocused();
      await page.getByRole('button', { name: 'Create account' }).click();
      await expect(page.getByText('{email} format')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.goto('/dev/mailbox');
      await expect(page.getByRole('heading', { name: 'Dev mailbox' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.goto('/confirm-identity/action?mode=resetPassword&oobCode=bad');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
