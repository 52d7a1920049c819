/**
 * Issue 20 item 5: a licence key says what it is for where it is shown (Orders),
 * and /docs/licences gives makers the verify API, a Java check and App Inventor
 * blocks made by our own cURL to Blocks converter. The page's example is checked
 * against the live route with a real key, and the shown blocks are the converter's
 * own XML for the page's curl command.
 */
import fs from 'node:fs';
import { curlToBlocks } from '#shared/curl/index';
import { readCodeChunk } from '#shared/png/png-chunks';
import { ROUTES } from '#shared/api/routes';
import { createSession, signInAs, uniqueEmail } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { SEEDED, expect, test } from './fixtures';

// Several axe scans at two widths and two themes: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 240_000 });

test('a buyer learns what the key is for; makers get the verify API, Java and blocks', async ({
  page,
  request,
  context,
}, testInfo) => {
  // The page is server-rendered like /changelog: its words arrive without JavaScript.
  const raw = await request.get('/docs/licences');
  expect(raw.status()).toBe(200);
  expect(await raw.text()).toContain('Licence keys for makers');

  const baseURL = String(testInfo.project.use.baseURL);
  const buyer = await createSession(request, uniqueEmail('licence'), 'Lia Licence');
  await signInAs(page, buyer);
  await page.goto(`/extension/${SEEDED.paidInr}`);
  const box = page.getByRole('region', { name: 'Get this extension' });
  await box.getByRole('button', { name: /^Buy for ₹/ }).click();
  await page
    .getByRole('dialog', { name: 'Checkout' })
    .getByRole('button', { name: /^Pay ₹/ })
    .click();
  await expect(box.getByTestId('licence-key')).toBeVisible();
  await expect(box).toContainText('Proves you bought this extension');

  await page.goto('/dashboard/orders');
  const card = page
    .getByRole('list', { name: 'Your orders' })
    .getByRole('listitem')
    .first();
  const key = (await card.getByTestId('licence-key').textContent()) ?? '';
  expect(key).toMatch(/^AIXM(-[0-9A-F]{8}){5}$/);
  await expect(card).toContainText('Proves you bought this extension');
  await card.getByRole('link', { name: 'How licence keys work' }).click();

  await expect(
    page.getByRole('heading', { name: 'Licence keys for makers', level: 1 }),
  ).toBeVisible();
  const verifyUrl = `${new URL(baseURL).origin}${ROUTES.verifyLicence.url()}`;
  const java = page.getByRole('region', { name: 'LicenceCheck.java' });
  await expect(java).toContainText(`"${verifyUrl}?key="`);
  for (const part of [
    'HttpURLConnection',
    'new Thread(',
    'getBoolean("valid")',
    'optString("packageName"',
  ]) {
    await expect(java).toContainText(part);
  }

  // The example request works as written, with the buyer's real key.
  const answer = await request.get(`${verifyUrl}?key=${encodeURIComponent(key)}`);
  expect(await answer.json()).toMatchObject({ valid: true });
  const curl =
    (await page.getByRole('region', { name: 'Request (curl)' }).textContent()) ?? '';
  expect(curl).toContain(`curl "${verifyUrl}?key=AIXM-`);

  // The blocks are our converter's for that command, shown and exported as on /curl-to-blocks.
  const expected = curlToBlocks(
    `curl "${verifyUrl}?key=AIXM-1A2B3C4D-5E6F7A8B-9C0D1E2F-3A4B5C6D-7E8F9A0B"`,
  );
  if (!expected.ok) throw new Error(expected.reason);
  await expect(page.locator('.blocklyPath').first()).toBeVisible({ timeout: 30_000 });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copy XML' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected.xml);
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: /Download sendCurlRequest\.png/ }).click(),
  ]);
  expect(readCodeChunk(new Uint8Array(fs.readFileSync(await file.path())))).toBe(
    expected.procedureXml,
  );

  for (const width of [1280, 390]) {
    for (const theme of ['light', 'dark'] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.evaluate(
        value => (document.documentElement.dataset.theme = value),
        theme,
      );
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
      ).toBeLessThanOrEqual(width);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({
        path: testInfo.outputPath(`licences-${width}-${theme}.png`),
        fullPage: true,
      });
    }
  }

  // The changelog no longer lists licence keys as coming next.
  await page.goto('/changelog');
  await expect(page.getByRole('region', { name: 'Coming next' })).not.toContainText(
    'Licence keys',
  );
});
