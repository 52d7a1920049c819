/**
 * The starting currency follows the visitor's country (spec §3): a browser in the
 * United States starts in USD, and choosing India in Preferences switches to INR
 * and is remembered; the country list comes from countries-list (about 250).
 */
import { createSession, signInAs, uniqueEmail } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { SEEDED, expect, test } from './fixtures';

test.use({ locale: 'en-US' });

test('a visitor outside India starts in USD and can choose India in Preferences', async ({
  page,
  request,
}) => {
  await page.goto(`/extension/${SEEDED.paidInr}`);
  const price = page.getByRole('region', { name: 'Get this extension' });
  await expect(price).toContainText('$');
  await expect(page.getByRole('radio', { name: 'USD' })).toBeChecked();

  const visitor = await createSession(request, uniqueEmail('country'), 'Cara Country');
  await signInAs(page, visitor);
  await page.goto('/dashboard/account/preferences');
  const country = page.getByRole('combobox', { name: 'Country' });
  await expect(country).toBeVisible();
  expect(await country.locator('option').count()).toBeGreaterThan(240);
  await country.selectOption({ label: 'India' });
  await expect(page.getByText('Prices start in INR for India.')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'INR' })).toBeChecked();
  expect(await seriousViolations(page)).toEqual([]);

  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue('IN');
  await page.goto(`/extension/${SEEDED.paidInr}`);
  await expect(page.getByRole('region', { name: 'Get this extension' })).toContainText(
    '₹',
  );
});
