/**
 * Update notices in Chromium (issue 21 §2): a buyer got version 1.0 of a free
 * extension; its maker publishes 1.1 with two new permissions. The buyer's bell
 * shows one unread notice, which they read and mark read with real clicks (and the
 * keyboard); the email in the dev mailbox carries an unsubscribe link that works
 * without more than a click; the notice settings switch with real clicks; the bell
 * works at 390 px; axe finds nothing serious.
 */
import type { SessionResponse } from '#shared/api/auth';
import { checkoutOrder } from '#shared/api/client/commerce';
import { createApiClient, type ApiClient } from '#shared/api/client/http';
import { getNoticePreferences } from '#shared/api/client/notices';
import { createExtension, updateExtension } from '#shared/api/client/publishing';
import { createSession, signInAs, uniqueEmail } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { draftBody, uploadSampleBuild, uploadSampleIcon } from '../support/publishing';
import { expect, test } from './fixtures';

const stamp = Date.now().toString(36);
// Extension names take letters and spaces only.
const NAME = `Notice Lamp ${stamp.replace(/\d/g, digit => 'abcdefghij'.charAt(Number(digit)))}`;
let buyer: SessionResponse;
let buyerApi: ApiClient;
let extensionId = '';

const clientFor = (baseURL: string, session: SessionResponse) =>
  createApiClient({
    baseUrls: { functions: baseURL, app: baseURL },
    session: () => ({ token: session.token, userId: session.id }),
  });

test.beforeAll(async ({ playwright }, testInfo) => {
  const baseURL = String(testInfo.project.use.baseURL);
  const request = await playwright.request.newContext({ baseURL });
  const maker = await createSession(request, uniqueEmail('notice-maker'), 'Nia Maker');
  buyer = await createSession(request, uniqueEmail('notice-buyer'), 'Bo Buyer');
  await request.dispose();
  const makerApi = clientFor(baseURL, maker);
  buyerApi = clientFor(baseURL, buyer);
  const build = (versionName: string, version: number, permissions: string[]) =>
    uploadSampleBuild(makerApi, {
      packageName: `com.example.lamp${stamp}`,
      component: 'Lamp',
      version,
      versionName,
      permissions,
    });
  const first = await build('1.0', 1, ['CAMERA']);
  const icon = await uploadSampleIcon(makerApi, [240, 180, 20]);
  const created = await createExtension(
    makerApi,
    draftBody(first.aix?.uploadId ?? '', icon.file.url, {
      slug: `notice-lamp-${stamp}`,
      name: NAME,
      description: 'A lamp that tells its owners when it changes.',
      published: true,
    }),
  );
  extensionId = created.extensionId;
  await checkoutOrder(buyerApi, extensionId, 'USD');
  const second = await build('1.1', 2, [
    'CAMERA',
    'RECORD_AUDIO',
    'ACCESS_FINE_LOCATION',
  ]);
  await updateExtension(makerApi, {
    extensionId,
    aixUploadId: second.aix?.uploadId ?? '',
    releaseNotes: 'Brighter, and it listens now.',
  });
});

test('the bell shows the new version; read it and mark it read', async ({ page }) => {
  await signInAs(page, buyer);
  await page.goto('/about');
  const bell = page.getByRole('button', { name: /^Update notices, \d+ unread$/ });
  await expect(bell).toBeVisible();
  await bell.click();
  const panel = page.getByRole('region', { name: 'Update notices' });
  const item = panel.getByRole('listitem').filter({ hasText: `${NAME} 1.1 is out` });
  await expect(item).toContainText('2 new permissions: Precise location, Microphone');
  expect(await seriousViolations(page)).toEqual([]);
  // Escape closes and gives focus back to the bell.
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(bell).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(panel).toBeVisible();
  await item.getByRole('button', { name: `Mark ${NAME} 1.1 read` }).click();
  await expect(item.getByRole('button', { name: /read$/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Update notices' })).toBeVisible();
  // The notice links to the extension page.
  await item.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/extension/notice-lamp-${stamp}$`));
});

test('the bell works at 390 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, buyer);
  await page.goto('/about');
  const bell = page.getByRole('button', { name: /^Update notices/ });
  await bell.click();
  const panel = page.getByRole('region', { name: 'Update notices' });
  await expect(panel.getByText(`${NAME} 1.1 is out`)).toBeVisible();
  const box = await panel.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  expect(await seriousViolations(page)).toEqual([]);
});

test('the email’s unsubscribe link works in two clicks, signed out', async ({ page }) => {
  await page.goto('/dev/mailbox');
  const mails = page.getByRole('list', { name: 'Our emails' });
  const mail = mails
    .getByRole('listitem')
    .filter({ hasText: `${NAME} 1.1 is out` })
    .filter({ hasText: buyer.email });
  await mail.getByText('Show the email').click();
  await expect(mail).toContainText('New permissions (2):');
  await expect(mail).toContainText('Brighter, and it listens now.');
  await mail.getByRole('link', { name: /^Unsubscribe:/ }).click();
  await expect(page.getByRole('heading', { name: 'Unsubscribe?' })).toBeVisible();
  await expect(
    page.getByText(`Stop update notices for ${NAME} to ${buyer.email}.`),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
  const prefs = await getNoticePreferences(buyerApi);
  expect(prefs.extensions.find(item => item.extensionId === extensionId)?.notices).toBe(
    false,
  );
});

test('notice settings turn update notices off and on with real clicks', async ({
  page,
}) => {
  await signInAs(page, buyer);
  await page.goto('/dashboard/account/preferences');
  const settings = page.getByRole('group', { name: 'Update notices' });
  const all = settings.getByRole('checkbox', { name: /^Tell me/ });
  const one = settings.getByRole('checkbox', { name: NAME });
  await expect(all).toBeChecked();
  // The unsubscribe link of the test before turned this one off.
  await expect(one).not.toBeChecked();
  await one.click();
  await expect(one).toBeChecked();
  await all.click();
  await expect(all).not.toBeChecked();
  await expect(one).toBeDisabled();
  expect((await getNoticePreferences(buyerApi)).updates).toBe(false);
  expect(await seriousViolations(page)).toEqual([]);
  await all.click();
  await expect(all).toBeChecked();
  const prefs = await getNoticePreferences(buyerApi);
  expect(prefs.updates).toBe(true);
  expect(prefs.extensions.find(item => item.extensionId === extensionId)?.notices).toBe(
    true,
  );
});
