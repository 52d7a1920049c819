/**
 * Helpers to sign up and in through the real UI against the real Auth emulator
 * that tests/e2e/start-server.ts starts, and to read its mailbox. Engineers'
 * specs may reuse them; every account gets a unique email per test.
 */
import type { BrowserContext, Page, TestInfo } from '@playwright/test';
import { expect } from '@playwright/test';
import type { SessionResponse } from '#shared/api/auth';
import { verifiedIdToken } from './accounts';
import { GAPI_SHIM } from './gapi-shim';

export { storeProfile } from './accounts';

export const VERIFICATION_TOAST =
  'Your email verification link has been sent; please check your email and spam.';

/** A password that follows the spec §5 rule. */
export const GOOD_PASSWORD = 'Secret#123';

/** A fresh identity for this test: email, username (4–15 letters/digits) and name. */
export function newAccount(testInfo: TestInfo, tag = 'u') {
  const unique = `${Date.now().toString(36)}${testInfo.workerIndex}${Math.floor(Math.random() * 1296).toString(36)}`;
  const username = `${tag}${unique}`.replace(/[^a-z0-9]/gi, '').slice(0, 15);
  return {
    name: 'Test Maker',
    username,
    email: `${username}@example.com`,
    password: GOOD_PASSWORD,
  };
}
export type Account = ReturnType<typeof newAccount>;

/**
 * Popup sign-in loads Google's iframe helper script and the emulator's widget
 * loads CSS/JS from CDNs; without internet these are served locally (the
 * widget works without its styles).
 */
export async function serveGoogleScripts(context: BrowserContext) {
  await context.route('https://apis.google.com/**', route =>
    route.fulfill({ contentType: 'text/javascript', body: GAPI_SHIM }),
  );
  await context.route(/^https:\/\/(unpkg\.com|fonts\.googleapis\.com)\//, route =>
    route.fulfill({
      contentType:
        route.request().resourceType() === 'script' ? 'text/javascript' : 'text/css',
      body: '',
    }),
  );
}

/** A toast with exactly this text is showing (top-right notifications region). */
export async function expectToast(page: Page, text: string) {
  await expect(
    page.getByRole('region', { name: 'Notifications' }).getByText(text, { exact: true }),
  ).toBeVisible();
}

export async function openLogin(page: Page, tab: 'signin' | 'signup' = 'signin') {
  await page.goto(tab === 'signup' ? '/login?tab=signup' : '/login');
  await expect(
    page.getByRole('tab', { name: tab === 'signup' ? 'Sign up' : 'Sign in' }),
  ).toHaveAttribute('aria-selected', 'true');
}

/** Fills and sends the Sign up form; the caller checks the outcome. */
export async function signUpThroughUi(page: Page, account: Account) {
  await openLogin(page, 'signup');
  const form = page.getByRole('form', { name: 'Sign up' });
  await form.getByLabel('Name', { exact: true }).fill(account.name);
  await form.getByLabel('Username', { exact: true }).fill(account.username);
  await form.getByLabel('Email', { exact: true }).fill(account.email);
  await form.getByLabel('Password', { exact: true }).fill(account.password);
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Create account' }).click();
}

/** Fills and sends the Sign in form; the caller checks the outcome. */
export async function signInThroughUi(page: Page, email: string, password: string) {
  await openLogin(page, 'signin');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs in and waits for the redirect to the account page. */
export async function signIn(page: Page, email: string, password: string) {
  await signInThroughUi(page, email, password);
  await expect(page).toHaveURL(/\/dashboard\/account$/);
}

export type MailKind = 'Verify email' | 'Reset password' | 'Recover email';

/**
 * Opens the newest dev-mailbox link of `kind` for `email` (it leads to
 * /confirm-identity/action) and returns its address. The emulator drops a code
 * from its list once it has been used.
 */
export async function followMailboxLink(page: Page, email: string, kind: MailKind) {
  await page.goto('/dev/mailbox');
  await page.getByLabel('Filter by email').fill(email);
  const link = page.getByRole('link', { name: `${kind} for ${email}` }).first();
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(/\/confirm-identity\/action\?/);
  return page.url();
}

/** Signs up through the UI, verifies through the mailbox and signs in. */
export async function signUpVerifiedAndSignIn(page: Page, account: Account) {
  await signUpThroughUi(page, account);
  await expectToast(page, VERIFICATION_TOAST);
  await followMailboxLink(page, account.email, 'Verify email');
  await expect(
    page.getByRole('heading', { name: 'Your email is verified' }),
  ).toBeVisible();
  await signIn(page, account.email, account.password);
}

/**
 * A verified account made without the UI (emulator REST + POST /api/signup),
 * for specs that only need someone signed in: returns the profile to store.
 */
export async function createVerifiedSession(baseURL: string, account: Account) {
  const idToken = await verifiedIdToken(account.email, account.password, account.name);
  const response = await fetch(`${baseURL}/api/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${idToken}` },
    body: JSON.stringify({
      name: account.name,
      username: account.username,
      agreement: 'on',
    }),
  });
  const session = (await response.json()) as SessionResponse;
  if (!response.ok) {
    throw new Error(
      `POST /api/signup answered ${response.status}: ${JSON.stringify(session)}`,
    );
  }
  return { email: session.email, id: session.id, token: session.token };
}
