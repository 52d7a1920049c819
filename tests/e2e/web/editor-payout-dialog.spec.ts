/**
 * Issue 20 #8: a first paid listing is no dead end. As soon as "Paid" is chosen
 * the editor says a payout account is needed, links it in a dialog, and the
 * filled form (.aix, name, price) is still there to publish.
 */
import { buildSampleAix } from '#shared/aix/sample-aix';
import { createSession, signInAs, uniqueEmail } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { expect, test } from './fixtures';

test('a maker links the payout account inside the editor and publishes the paid listing', async ({
  page,
  request,
}, testInfo) => {
  const maker = await createSession(request, uniqueEmail('payee'), 'Pay Maker');
  const stamp = Date.now().toString(36);
  await signInAs(page, maker);
  await page.goto('/dashboard/my-extensions/add');
  await page
    .getByTestId('aix-drop')
    .locator('input[type="file"]')
    .setInputFiles({
      name: 'paid.aix',
      mimeType: 'application/zip',
      buffer: Buffer.from(
        buildSampleAix({
          packageName: `com.example.paid${stamp}`,
          component: 'PaidWidget',
          version: 1,
          versionName: '1.0',
          description: 'A widget worth paying for in your apps.',
        }),
      ),
    });
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Paid Widget');
  await page.getByLabel('Kodular').check();

  // Said as soon as Paid is chosen, before any price is typed.
  await page.getByRole('radio', { name: 'Paid' }).check();
  await expect(page.getByText('Paid listings need a payout account')).toBeVisible();
  await page.getByLabel('Price', { exact: true }).fill('249');
  await page.getByLabel('Currency').selectOption('INR');

  await page.getByRole('button', { name: 'Link payout account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Link your payout account' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Account holder name').fill('Pay Maker');
  await dialog.getByLabel('IFSC').fill('HDFC0001234');
  await dialog.getByLabel('Account number').fill('123456789012');
  for (const width of [1280, 390]) {
    for (const theme of ['light', 'dark'] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.evaluate(
        value => (document.documentElement.dataset.theme = value),
        theme,
      );
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({
        path: testInfo.outputPath(`editor-payout-${width}-${theme}.png`),
      });
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await dialog.getByRole('button', { name: 'Link account' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Your payout account is linked.')).toBeVisible();
  await expect(page.getByText('Paid listings need a payout account')).toBeHidden();

  // Nothing the maker filled was lost, and the editor did not publish on its own.
  await expect(page).toHaveURL(/\/dashboard\/my-extensions\/add$/);
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Paid Widget');
  await expect(page.getByLabel('Price', { exact: true })).toHaveValue('249');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Paid Widget is published.')).toBeVisible();
});
