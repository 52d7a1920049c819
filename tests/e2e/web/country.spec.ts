/**
 * The starting currency is INR for every first visit (spec §3), even from a browser
 * in the United States; the visitor's choice (the switch, or a country in
 * Preferences) is remembered; the country list comes from countries-list (about 250).
 */
import { createSession, signInAs, uniqueEmail } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { SEEDED, expect, test } from './fixtures';

test.use({ locale: 'en-US' });

test('a visitor outside India starts in INR, and a chosen currency or country is remembered', async ({
  page,
  request,
}) => {
  await page.goto(`/extension/${SEEDED.paidInr}`);
  const price = page.getByRole('region', { name: 'Get this extension' });
  await expect(price).toContainText('₹');
  await expect(page.getByRole('radio', { name: 'INR' })).toBeChecked();
  await page.getByRole('radio', { name: 'USD' }).click();
  await expect(price).toContainText('$');
  await page.reload();
  await expect(page.getByRole('radio', { name: 'USD' })).toBeChecked();
  await expect(page.getByRole('region', { name: 'Get this extension' })).toContainText(
    '$',
  );

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
