/**
 * Issue 20 #13: publishing from a real .aix needs no typing. The SAF build
 * (package com.sunny.saf, component "SAF", icon only a remote URL) prefills a name
 * and slug the rules accept (made from the package, and the form says so), a
 * generated icon, and the slug follows the name until the maker edits it.
 */
import fs from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { buildSampleAix } from '#shared/aix/sample-aix';
import { solidPng } from '#shared/png/solid-png';
import { reference } from '../../support/reference';
import { ROUTES } from '#shared/api/routes';
import {
  createSession,
  sessionHeaders,
  signInAs,
  uniqueEmail,
} from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { expect, test } from './fixtures';

// Several axe scans at two widths and two themes: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 240_000 });

const CORPUS = reference('corpus/aix');
const SAF = path.join(CORPUS.path, 'vknow360__SAF__com.sunny.saf@aix.aix');

test('the SAF .aix publishes with zero typing', async ({ page, request }, testInfo) => {
  test.skip(!CORPUS.present, CORPUS.reason);
  const maker = await createSession(request, uniqueEmail('saf'), 'Sunny Maker');
  await signInAs(page, maker);
  await page.goto('/dashboard/my-extensions/add');
  await page
    .getByTestId('aix-drop')
    .locator('input[type="file"]')
    .setInputFiles({
      name: path.basename(SAF),
      mimeType: 'application/zip',
      buffer: fs.readFileSync(SAF),
    });
  await expect(page.getByLabel('Package name')).toHaveValue('com.sunny.saf');
  const name = page.getByLabel('Name', { exact: true });
  const slug = page.getByLabel('Slug');
  await expect(name).toHaveValue('Sunny SAF');
  await expect(slug).toHaveValue('sunny-saf');
  await expect(page.getByText('Made from the package com.sunny.saf')).toBeVisible();
  // The .aix names its icon only by a web address: a generated tile stands in.
  await expect(page.getByRole('img', { name: 'Current icon' })).toBeVisible();
  await expect(
    page.getByText('A generated tile, as the .aix packs no icon file'),
  ).toBeVisible();

  for (const width of [1280, 390]) {
    for (const theme of ['light', 'dark'] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.evaluate(
        value => (document.documentElement.dataset.theme = value),
        theme,
      );
      await name.scrollIntoViewIfNeeded();
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({
        path: testInfo.outputPath(`editor-prefill-${width}-${theme}.png`),
      });
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  // The slug follows the name until the maker edits the slug itself.
  await name.fill('Sunny Storage Access');
  await expect(slug).toHaveValue('sunny-storage-access');
  await slug.fill(`saf-${Date.now().toString(36)}`);
  const chosen = await slug.inputValue();
  await name.fill('Storage Access Files');
  await expect(slug).toHaveValue(chosen);
  await name.fill('Sunny SAF');

  // Works-with is the maker's own fact; everything else came from the file.
  await page.getByLabel('Kodular').check();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Sunny SAF is published.')).toBeVisible();

  // Package names are unique on the marketplace: free com.sunny.saf for the other
  // specs that publish the same corpus file (studio-compare.spec.ts).
  const mine = (await (
    await request.post(ROUTES.myExtensions.url(), {
      headers: sessionHeaders(maker),
      data: {},
    })
  ).json()) as { extensions: { extensionId: string; packageName: string }[] };
  for (const item of mine.extensions.filter(e => e.packageName === 'com.sunny.saf')) {
    const deleted = await request.post(ROUTES.deleteMyExtension.url(), {
      headers: sessionHeaders(maker),
      data: { extensionId: item.extensionId },
    });
    expect(deleted.ok()).toBe(true);
  }
});

test('a remote icon on a private address is refused by the guard; the generated tile stands in', async ({
  page,
  request,
}, testInfo) => {
  // A real image server on loopback: the link-preview guard must not fetch from it.
  let asked = 0;
  const server = createServer((_request, response) => {
    asked += 1;
    response
      .writeHead(200, { 'content-type': 'image/png' })
      .end(solidPng(64, [0, 128, 0]));
  });
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve));
  const iconUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/icon.png`;
  try {
    const maker = await createSession(request, uniqueEmail('remote-icon'), 'Remo Icon');
    await signInAs(page, maker);
    await page.goto('/dashboard/my-extensions/add');
    await page
      .getByTestId('aix-drop')
      .locator('input[type="file"]')
      .setInputFiles({
        name: 'remote.aix',
        mimeType: 'application/zip',
        buffer: Buffer.from(
          buildSampleAix({
            packageName: `com.example.remote${Date.now().toString(36)}`,
            component: 'RemoteIcon',
            version: 1,
            versionName: '1.0',
            iconUrl,
          }),
        ),
      });
    await expect(
      page.getByText(`The icon at ${iconUrl} was not used:`, { exact: false }),
    ).toBeVisible();
    await expect(page.getByText(/private or local network/)).toBeVisible();
    expect(asked).toBe(0);
    await expect(page.getByRole('img', { name: 'Current icon' })).toBeVisible();
    await expect(
      page.getByText('A generated tile, as the .aix packs no icon file'),
    ).toBeVisible();
    for (const width of [1280, 390]) {
      for (const theme of ['light', 'dark'] as const) {
        await page.setViewportSize({ width, height: 900 });
        await page.evaluate(
          value => (document.documentElement.dataset.theme = value),
          theme,
        );
        await page.getByText(/private or local network/).scrollIntoViewIfNeeded();
        expect(await seriousViolations(page)).toEqual([]);
        await page.screenshot({
          path: testInfo.outputPath(`remote-icon-${width}-${theme}.png`),
        });
      }
    }
  } finally {
    server.closeAllConnections();
    await new Promise(resolve => server.close(resolve));
  }
});
