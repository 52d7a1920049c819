/**
 * Report and moderation end to end in Chromium (issue 12): a signed-out visitor
 * reports an extension through the dialog, an admin unpublishes it from the
 * Reports queue with a message, and its author reads that message in My Extensions.
 */
import type { Page } from '@playwright/test';
import type { SessionResponse } from '#shared/api/auth';
import { createApiClient } from '#shared/api/client/http';
import { createExtension, uploadFile } from '#shared/api/client/publishing';
import { buildSampleAix } from '#shared/aix/sample-aix';
import { REPORT_MESSAGES } from '#shared/domain/report';
import { solidPng } from '#shared/png/solid-png';
import { ADMIN_EMAIL, createSession, signInAs, uniqueEmail } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { draftBody } from '../support/publishing';
import { expect, test } from './fixtures';

let maker: SessionResponse;
let admin: SessionResponse;
const slug = `reported-${Date.now().toString(36)}`;
const name = 'Contact Snooper';

test.beforeAll(async ({ playwright }, testInfo) => {
  const baseURL = String(testInfo.project.use.baseURL);
  const request = await playwright.request.newContext({ baseURL });
  maker = await createSession(request, uniqueEmail('reported-maker'), 'Rita Reported');
  admin = await createSession(request, ADMIN_EMAIL, 'Ada Admin');
  await request.dispose();
  const api = createApiClient({
    baseUrls: { functions: baseURL, app: baseURL },
    session: () => ({ token: maker.token, userId: maker.id }),
  });
  const build = await uploadFile(
    api,
    new Blob([
      new Uint8Array(
        buildSampleAix({
          packageName: `com.example.snoop${Date.now().toString(36)}`,
          component: 'Snooper',
          version: 1,
          versionName: '1.0',
        }),
      ),
    ]),
    'snooper.aix',
    'aix',
  );
  const icon = await uploadFile(
    api,
    new Blob([new Uint8Array(solidPng(64, [40, 120, 200]))]),
    'icon.png',
    'icon',
  );
  await createExtension(
    api,
    draftBody(build.aix?.uploadId ?? '', icon.file.url, {
      slug,
      name,
      description: 'Reads contacts for no clear reason.',
      published: true,
    }),
  );
});

async function openReportDialog(page: Page) {
  await page.goto(`/extension/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.getByRole('button', { name: 'Report this extension' }).click();
  const dialog = page.getByRole('dialog', { name: `Report ${name}` });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe.configure({ mode: 'serial' });

test('a visitor reports an extension through an accessible dialog', async ({ page }) => {
  const dialog = await openReportDialog(page);
  await expect(
    dialog.getByRole('radio', { name: 'Malware or data theft' }),
  ).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);

  // Escape closes it and gives focus back to the button.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Report this extension' })).toBeFocused();

  await page.getByRole('button', { name: 'Report this extension' }).click();
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByText(REPORT_MESSAGES.reportNumber)).toBeVisible();
  await expect(dialog.getByText(REPORT_MESSAGES.email)).toBeVisible();
  await expect(dialog.getByText(REPORT_MESSAGES.details)).toBeVisible();

  await dialog.getByRole('radio', { name: 'Malware or data theft' }).check();
  await dialog.getByLabel('Your email').fill('worried@example.com');
  await dialog
    .getByLabel('What is wrong?')
    .fill('It uploads the phone book to a server nobody names.');
  const sent = page.waitForResponse(
    response =>
      response.url().endsWith('/api/report-extension') &&
      response.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: 'Send report' }).click();
  const response = await sent;
  expect(response.status()).toBe(201);
  expect(response.request().postDataJSON()).toEqual({
    email: 'worried@example.com',
    reportNumber: 1,
    slug,
    details: 'It uploads the phone book to a server nobody names.',
  });
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('status').filter({ hasText: REPORT_MESSAGES.sent }),
  ).toBeVisible();
});

test('an admin unpublishes it from the Reports queue; the author reads why', async ({
  browser,
}) => {
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  // The worried visitor sends the same report again: it counts on the open one.
  const repeat = await adminPage.request.post('/api/report-extension', {
    data: {
      email: 'Worried@example.com',
      reportNumber: 1,
      slug,
      details: 'It uploads the phone book to a server nobody names.',
    },
  });
  expect(repeat.status()).toBe(201);
  await signInAs(adminPage, admin);
  await adminPage.goto('/dashboard/manage-users?tab=reports');
  await expect(adminPage.getByRole('tab', { name: 'Reports' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const card = adminPage.getByRole('listitem').filter({ hasText: name }).first();
  await expect(card).toContainText('Malware or data theft');
  await expect(card).toContainText('It uploads the phone book');
  await expect(card).toContainText('worried@example.com');
  await expect(card).toContainText('sent 2 times');
  expect(await seriousViolations(adminPage)).toEqual([]);

  await card.getByRole('button', { name: 'Unpublish extension' }).click();
  const dialog = adminPage.getByRole('dialog', { name: `Unpublish ${name}?` });
  await dialog.getByRole('button', { name: 'Unpublish' }).click();
  await expect(dialog.getByText(REPORT_MESSAGES.message)).toBeVisible();
  const message =
    'It sends contacts away without asking. Remove that, then publish again.';
  await dialog.getByLabel('Message to the author').fill(message);
  await dialog.getByRole('button', { name: 'Unpublish' }).click();
  await expect(dialog).toBeHidden();
  // The open queue no longer holds it; the resolved one says who did what.
  await expect(adminPage.getByRole('listitem').filter({ hasText: name })).toHaveCount(0);
  // Exact: the reported reviews below have their own 'Review report status'.
  await adminPage.getByLabel('Status', { exact: true }).selectOption('resolved');
  const done = adminPage.getByRole('listitem').filter({ hasText: name }).first();
  await expect(done).toContainText(`Unpublished by ${ADMIN_EMAIL}`);
  await expect(done).toContainText(message);
  await adminContext.close();

  const makerContext = await browser.newContext();
  const makerPage = await makerContext.newPage();
  await signInAs(makerPage, maker);
  await makerPage.goto('/dashboard/my-extensions');
  const row = makerPage.getByTestId('my-extension').filter({ hasText: name });
  await expect(row).toContainText('Unpublished by a moderator');
  await expect(row.getByRole('note')).toContainText(message);
  await makerContext.close();

  const visitor = await browser.newContext();
  const gone = await visitor.newPage();
  await gone.goto(`/extension/${slug}`);
  await expect(gone.getByRole('heading', { level: 1 })).not.toHaveText(name);
  await visitor.close();
});
