import type { ExtensionDetail } from '#shared/api/extensions';
import { formatCount, formatDate, formatDay } from '#shared/format';
import { formatBytes } from '#shared/format-bytes';
import type { APIRequestContext } from '@playwright/test';
import { SEEDED, expect, test } from './fixtures';

async function detail(request: APIRequestContext, slug: string) {
  const response = await request.get(`/private/api/extension/${slug}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as ExtensionDetail;
}

async function usdRate(
  request: APIRequestContext,
): Promise<{ usd: number; day: string }> {
  const body = (await (await request.get('/private/api/exchange-rates')).json()) as {
    rates: Record<string, number>;
    asOf: string;
  };
  if (!body.rates.USD) throw new Error('The server has no USD rate');
  return { usd: body.rates.USD, day: formatDay(body.asOf) };
}

test.describe('extension detail', () => {
  test('shows everything about a paid extension', async ({ page, request }) => {
    const ext = await detail(request, SEEDED.paidInr);
    await page.goto(`/extension/${ext.slug}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(ext.name);
    await expect(page).toHaveTitle(`${ext.name} · AIX Market`);
    await expect(main.getByRole('link', { name: ext.author.name })).toHaveAttribute(
      'href',
      `/user/${ext.author.username}`,
    );
    await expect(main).toContainText(ext.description);
    await expect(main).toContainText(`${formatCount(ext.likes)} likes`);
    await expect(main).toContainText(`${formatCount(ext.downloads)} downloads`);
    expect(formatCount(ext.downloads)).toMatch(/k$/);

    const box = page.getByRole('region', { name: 'Get this extension' });
    await expect(box).toContainText(`₹${ext.type.price}`);
    const cta = box.getByRole('link', { name: 'Sign in to get it' });
    await expect(cta).toHaveAttribute(
      'href',
      `/login?next=${encodeURIComponent(`/extension/${ext.slug}`)}`,
    );

    const works = main.getByRole('list', { name: 'Works with' }).first();
    await expect(works.getByRole('listitem')).toHaveCount(ext.platforms.length);

    const details = page.getByRole('complementary', { name: 'About this extension' });
    await expect(details).toContainText(ext.packageName);
    await expect(details).toContainText(`API ${ext.minSdkVersion}`);
    // The Details box and the newest version agree (the first listed is the newest).
    expect(ext.minSdkVersion).toBe(ext.aixVersions[0]?.minSdk);
    for (const tag of ext.tags) await expect(details).toContainText(`#${tag}`);
    for (const permission of ext.permissions)
      await expect(details).toContainText(permission);
    // Permissions in plain words with Android's risk level (issue 20 item 14).
    const permissions = details.getByRole('listitem').filter({
      hasText: 'ACCESS_FINE_LOCATION',
    });
    await expect(permissions).toContainText('Precise location');
    await expect(permissions).toContainText('Dangerous');

    const versions = page.getByRole('region', { name: 'Versions' });
    await expect(versions.getByRole('listitem')).toHaveCount(ext.aixVersions.length);
    for (const version of ext.aixVersions) {
      const item = versions
        .getByRole('listitem')
        .filter({ hasText: version.versionName });
      await expect(item).toContainText(formatDate(version.uploadedAt));
      await expect(item).toContainText(formatBytes(version.fileSize));
      await expect(item).toContainText(`Min SDK${version.minSdk}`);
      if (version.releaseNotes) await expect(item).toContainText(version.releaseNotes);
    }
    // Rendered by the shared DocumentationView.
    await expect(page.getByRole('region', { name: 'Documentation' })).toContainText(
      'Designer Properties',
    );
  });

  test('a free extension offers a download after sign-in', async ({ page }) => {
    await page.goto(`/extension/${SEEDED.free}`);
    const cta = page.getByRole('link', { name: 'Sign in to get it' });
    await expect(cta).toHaveAttribute(
      'href',
      `/login?next=${encodeURIComponent(`/extension/${SEEDED.free}`)}`,
    );
    await expect(page.getByRole('region', { name: 'Get this extension' })).toContainText(
      'Free',
    );
  });

  test('each version says Signed by AIX Market, with its manifest and a check command', async ({
    page,
    request,
  }) => {
    const ext = await detail(request, SEEDED.free);
    const signed = ext.aixVersions[0]?.signed;
    if (!signed) throw new Error(`${ext.slug} has no signed version`);
    const keys = (await (
      await request.get('/.well-known/aix-market-keys.json')
    ).json()) as { keys: { keyId: string }[] };
    expect(keys.keys.map(key => key.keyId)).toContain(signed.keyId);

    await page.goto(`/extension/${ext.slug}`);
    const versions = page.getByRole('region', { name: 'Versions' });
    const manifest = versions.getByLabel('Signed manifest', { exact: true }).first();
    await expect(manifest).toBeHidden();
    await versions.getByText('Signed by AIX Market').first().click();
    await expect(manifest).toBeVisible();
    await expect(manifest).toHaveText(signed.manifest);
    expect(JSON.parse(signed.manifest)).toMatchObject({
      packageName: ext.packageName,
      versionName: ext.aixVersions[0]?.versionName,
      sha256: ext.aixVersions[0]?.sha256,
    });
    await expect(versions.getByText(signed.keyId).first()).toBeVisible();
    const command = versions.getByLabel('Check command', { exact: true }).first();
    await expect(command).toContainText(
      'openssl pkeyutl -verify -pubin -inkey aix-market-key.pem -rawin',
    );
    await expect(command).toContainText(signed.signature);
  });

  test('prices convert to the visitor currency and show the original', async ({
    page,
    request,
  }) => {
    const [inr, usd, { usd: rate, day }] = await Promise.all([
      detail(request, SEEDED.paidInr),
      detail(request, SEEDED.paidUsd),
      usdRate(request),
    ]);
    const box = page.getByRole('region', { name: 'Get this extension' });
    await page.goto(`/extension/${usd.slug}`);
    const inInr = Math.round((usd.type.price / rate) * 100) / 100;
    await expect(box).toContainText(`₹${inInr.toLocaleString('en-US')}`);
    await expect(box).toContainText(
      `Listed at $${usd.type.price} · converted at the rate of ${day}`,
    );

    await box.getByRole('radio', { name: '$ USD' }).click();
    await expect(box).toContainText(`$${usd.type.price}`);
    await expect(box).not.toContainText('Listed at');
    await page.goto(`/extension/${inr.slug}`);
    const inUsd = (Math.round(inr.type.price * rate * 100) / 100).toFixed(2);
    await expect(box).toContainText(`$${inUsd}`);
    await expect(box).toContainText(`Listed at ₹${inr.type.price}`);
  });

  test('the package name copies to the clipboard', async ({ page, context, request }) => {
    const ext = await detail(request, SEEDED.free);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(`/extension/${ext.slug}`);
    await page.getByRole('button', { name: 'Copy package name' }).click();
    await expect(page.getByRole('button', { name: 'Package name copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      ext.packageName,
    );
  });

  test('an unknown slug shows the 404 state', async ({ page, request }) => {
    const api = await request.get('/private/api/extension/no-such-extension');
    expect(api.status()).toBe(404);
    await page.goto('/extension/no-such-extension');
    await expect(
      page.getByRole('heading', { name: 'Extension not found' }),
    ).toBeVisible();
    await expect(page).toHaveTitle('Extension not found · AIX Market');
    await page.getByRole('link', { name: 'Browse extensions' }).click();
    await expect(page).toHaveURL('/');
  });

  test('opening a card from the listing shows its page', async ({ page, request }) => {
    const ext = await detail(request, SEEDED.paidInr);
    await page.goto('/?q=bluetooth');
    await page.getByRole('link', { name: ext.name }).first().click();
    await expect(page).toHaveURL(`/extension/${ext.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ext.name);
  });

  test('a category is written one way on the card, the page header and the details', async ({
    page,
  }) => {
    await page.goto('/?category=Ui');
    const card = page.getByRole('article').filter({ hasText: 'Material Dialogs' });
    await expect(card.getByText('UI', { exact: true })).toBeVisible();
    await page.goto('/extension/material-dialogs');
    const header = page.getByRole('main').locator('header').first();
    await expect(header.getByRole('link', { name: 'UI', exact: true })).toBeVisible();
    const details = page.getByRole('complementary', { name: 'About this extension' });
    await expect(details.getByRole('link', { name: 'UI', exact: true })).toHaveAttribute(
      'href',
      '/?category=Ui',
    );
    await expect(page.getByRole('main')).not.toContainText(/\bUi\b/);
  });
});
