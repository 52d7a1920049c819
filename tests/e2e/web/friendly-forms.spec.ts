/**
 * Issue 20 #10: forms check every field at once and name the real rule in
 * friendly words. The payout form shows all its problems together before sending
 * anything; a slug "Async Delay!" is told which characters are allowed, while a
 * short slug keeps the spec's message word for word.
 */
import type { Page, TestInfo } from '@playwright/test';
import { buildSampleAix } from '#shared/aix/sample-aix';
import { AUTH_MESSAGES } from '#shared/api/auth';
import { REPORT_MESSAGES } from '#shared/domain/report';
import { MESSAGES } from '#shared/domain/validation';
import { createSession, signInAs, uniqueEmail } from '../support/accounts';
import { openLogin } from '../support/auth-ui';
import { seriousViolations } from '../support/axe';
import { SEEDED, expect, test } from './fixtures';

// Several axe scans at two widths and two themes: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 240_000 });

test('the payout form and the editor name every problem at once, in plain words', async ({
  page,
  request,
}, testInfo) => {
  const maker = await createSession(request, uniqueEmail('forms'), 'Fo Rms');
  await signInAs(page, maker);
  await page.goto('/dashboard/my-store');
  await page.getByLabel('Account holder name').fill('Fo');
  await page.getByLabel('IFSC').fill('HDFC1234');
  await page.getByRole('button', { name: 'Link account' }).click();
  await expect(
    page.getByText('Enter the account holder’s name as the bank knows it.'),
  ).toBeVisible();
  await expect(page.getByText('Enter an IFSC like HDFC0001234')).toBeVisible();
  await expect(
    page.getByText('Enter your account number: 9 to 18 digits.'),
  ).toBeVisible();
  await expect(page.getByLabel('Account number')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('body')).not.toContainText('must NOT have');
  for (const width of [1280, 390]) {
    for (const theme of ['light', 'dark'] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.evaluate(
        value => (document.documentElement.dataset.theme = value),
        theme,
      );
      await page.getByLabel('IFSC').scrollIntoViewIfNeeded();
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({
        path: testInfo.outputPath(`payout-form-${width}-${theme}.png`),
      });
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.goto('/dashboard/my-extensions/add');
  await page
    .getByTestId('aix-drop')
    .locator('input[type="file"]')
    .setInputFiles({
      name: 'async.aix',
      mimeType: 'application/zip',
      buffer: Buffer.from(
        buildSampleAix({
          packageName: `com.example.async${Date.now().toString(36)}`,
          component: 'AsyncDelay',
          version: 1,
          versionName: '1.0',
        }),
      ),
    });
  const slug = page.getByLabel('Slug');
  await expect(slug).toHaveValue('async-delay');
  await slug.fill('Async Delay!');
  await page.getByRole('button', { name: 'Save as draft' }).click();
  await expect(page.getByText(MESSAGES.slugCharacters)).toBeVisible();
  await slug.fill('ab');
  await page.getByRole('button', { name: 'Save as draft' }).click();
  await expect(page.getByText(MESSAGES.slug)).toBeVisible();
});

test('sign-up, reports and access tokens name every problem at once; server schema text never shows', async ({
  page,
  request,
}, testInfo) => {
  // Sign-up: every rule at once, in the spec's words.
  await openLogin(page, 'signup');
  const signUp = page.getByRole('form', { name: 'Sign up' });
  await signUp.getByLabel('Username', { exact: true }).fill('a b');
  await signUp.getByLabel('Email', { exact: true }).fill('not-an-email');
  await signUp.getByLabel('Password', { exact: true }).fill('short');
  await signUp.getByRole('button', { name: 'Create account' }).click();
  for (const message of [
    MESSAGES.required,
    MESSAGES.username,
    MESSAGES.email,
    MESSAGES.password,
    AUTH_MESSAGES.agreement,
  ]) {
    await expect(signUp.getByText(message, { exact: true })).toBeVisible();
  }
  await shoot(page, testInfo, 'sign-up');

  // Report dialog: reason, email and details together.
  await page.goto(`/extension/${SEEDED.free}`);
  await page.getByRole('button', { name: 'Report this extension' }).click();
  const dialog = page.getByRole('dialog', { name: /^Report / });
  await dialog.getByLabel('Your email').fill('nobody');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  for (const message of [
    REPORT_MESSAGES.reportNumber,
    REPORT_MESSAGES.email,
    REPORT_MESSAGES.details,
  ]) {
    await expect(dialog.getByText(message)).toBeVisible();
  }
  await shoot(page, testInfo, 'report');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // A rule only the server checks reaches the form as a sentence, not schema text.
  const maker = await createSession(request, uniqueEmail('tokens-form'), 'To Kens');
  await signInAs(page, maker);
  await page.goto('/dashboard/account/tokens');
  await page.getByLabel('Name').fill('Laptop\u0007CLI');
  await page.getByRole('button', { name: 'Create token' }).click();
  await expect(
    page.getByText('Name cannot contain tabs or other invisible control characters.'),
  ).toBeVisible();
  await expect(page.locator('body')).not.toContainText('must not contain control');
  await shoot(page, testInfo, 'token-name');
});

async function shoot(page: Page, testInfo: TestInfo, name: string) {
  for (const width of [1280, 390]) {
    for (const theme of ['light', 'dark'] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.evaluate(
        value => (document.documentElement.dataset.theme = value),
        theme,
      );
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({
        path: testInfo.outputPath(`${name}-${width}-${theme}.png`),
      });
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}
