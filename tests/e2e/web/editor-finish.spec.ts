/**
 * The editor's rough edges (issue 12), in Chromium as a maker clicks: the sticky
 * Save/Publish bar stays clickable over a long documentation table, tables keep
 * inside their box on the public page with empty cells empty, and publishing
 * needs a "Works with" builder.
 */
import type { SessionResponse } from '#shared/api/auth';
import { createApiClient } from '#shared/api/client/http';
import { createExtension, uploadFile } from '#shared/api/client/publishing';
import { buildSampleAix } from '#shared/aix/sample-aix';
import { solidPng } from '#shared/png/solid-png';
import { createSession, signInAs, uniqueEmail } from '../support/accounts';
import { draftBody } from '../support/publishing';
import { expect, test } from './fixtures';

let maker: SessionResponse;
let extensionId = '';
const slug = `long-table-${Date.now().toString(36)}`;

/** 40 rows of 14 wide columns; every third cell of row 2 onwards left empty. */
const TABLE = Array.from({ length: 40 }, (_, r) =>
  Array.from({ length: 14 }, (_, c) =>
    r > 0 && c % 3 === 2 ? '' : `Row ${r} value ${c} with some long text to widen it`,
  ),
);

test.beforeAll(async ({ playwright }, testInfo) => {
  const baseURL = String(testInfo.project.use.baseURL);
  const request = await playwright.request.newContext({ baseURL });
  maker = await createSession(request, uniqueEmail('table-maker'), 'Tara Table');
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
          packageName: `com.example.table${Date.now().toString(36)}`,
          component: 'Tabular',
          version: 1,
          versionName: '1.0',
        }),
      ),
    ]),
    'tabular.aix',
    'aix',
  );
  const icon = await uploadFile(
    api,
    new Blob([new Uint8Array(solidPng(64, [20, 140, 90]))]),
    'icon.png',
    'icon',
  );
  const created = await createExtension(
    api,
    draftBody(build.aix?.uploadId ?? '', icon.file.url, {
      slug,
      name: 'Tabular Data',
      description: 'Shows rows and columns.',
      documentation: {
        toc: true,
        blocks: {
          time: 1,
          blocks: [
            { type: 'header', data: { text: 'Designer Properties', level: 2 } },
            { type: 'table', data: { withHeadings: true, content: TABLE } },
            { type: 'header', data: { text: 'Blocks', level: 2 } },
            { type: 'paragraph', data: { text: 'See the table above.' } },
          ],
        },
      },
    }),
  );
  extensionId = created.extensionId;
});

test('Publish is a real click over a long documentation table', async ({ page }) => {
  await signInAs(page, maker);
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(`/dashboard/my-extensions/edit/${extensionId}`);
  const cell = page.getByRole('textbox', { name: 'Row 20, column 4' });
  await expect(cell).toBeVisible();
  // Leave the table under the sticky bar, where it used to swallow the click.
  await cell.scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 200);
  // Both buttons are on top where they are drawn (the editor's z-index once covered them).
  for (const name of ['Save as draft', 'Publish']) {
    const button = page.getByRole('button', { name, exact: true });
    const onTop = await button.evaluate(node => {
      const rect = node.getBoundingClientRect();
      const top = document.elementFromPoint(rect.x + 8, rect.y + rect.height / 2);
      return top !== null && node.contains(top);
    });
    expect(onTop, `${name} is covered`).toBe(true);
  }
  const saved = page.waitForResponse(
    response =>
      response.url().endsWith('/api/update-extension') &&
      response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const response = await saved;
  expect(response.status()).toBe(200);
  expect(response.request().postDataJSON()).toMatchObject({
    extensionId,
    published: true,
  });
});

test('on the public page a wide table scrolls inside its box and empty cells stay empty', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/extension/${slug}`);
  const box = page.getByRole('region', { name: 'Table' });
  await expect(box).toBeVisible();
  const sizes = await box.evaluate(node => ({
    scroll: node.scrollWidth,
    client: node.clientWidth,
    right: node.getBoundingClientRect().right,
    main: node.closest('.ext-screen__main')?.getBoundingClientRect().right ?? Number.NaN,
  }));
  expect(sizes.scroll).toBeGreaterThan(sizes.client);
  expect(sizes.right).toBeLessThanOrEqual(sizes.main + 1);
  const texts = await box.locator('tbody tr').nth(1).locator('td').allTextContents();
  expect(texts[2]).toBe('');
  expect(texts[0]).toContain('Row 2 value 0');
  await expect(box).not.toContainText(/Row \d+, column \d+/);
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(pageWidth).toBeLessThanOrEqual(1280);
});

test('Insert block reference fills the template sections without a second pair of headings', async ({
  page,
}) => {
  await signInAs(page, maker);
  await page.goto('/dashboard/my-extensions/add');
  await page
    .getByTestId('aix-drop')
    .locator('input[type="file"]')
    .setInputFiles({
      name: 'reference.aix',
      mimeType: 'application/octet-stream',
      buffer: Buffer.from(
        buildSampleAix({
          packageName: `com.example.reference${Date.now().toString(36)}`,
          component: 'Referenced',
          version: 1,
          versionName: '1.0',
        }),
      ),
    });
  const docs = page.getByTestId('docs-editor');
  await expect(docs.locator('.ce-block').first()).toBeVisible();
  await page.getByRole('button', { name: 'Insert block reference' }).click();
  await expect(docs.locator('.de-table').first()).toBeVisible();
  // Twice: the second insert replaces the first.
  await page.getByRole('button', { name: 'Insert block reference' }).click();
  const headings = await docs.locator('h1, h2').allTextContents();
  expect(headings.map(text => text.trim())).toEqual(['Designer Properties', 'Blocks']);
  const order = await docs
    .locator('.ce-block')
    .evaluateAll(blocks =>
      blocks.map(block =>
        block.querySelector('h2')
          ? `h2:${block.textContent?.trim()}`
          : block.querySelector('h3')
            ? `h3:${block.textContent?.trim()}`
            : block.querySelector('.de-table')
              ? 'table'
              : 'other',
      ),
    );
  expect(order[0]).toBe('h2:Designer Properties');
  expect(order[1]).toBe('table');
  expect(order.indexOf('h2:Blocks')).toBeGreaterThan(1);
  expect(order.filter(item => item === 'h2:Blocks')).toHaveLength(1);

  // The tables use the editor's width and wrap their descriptions: nothing is
  // clipped behind a scroll, and no wide empty margins are left (issue 20 item 12).
  const fit = await docs.evaluate(editor => {
    const inner = editor.getBoundingClientRect().width;
    return Array.from(editor.querySelectorAll<HTMLElement>('.de-table'), table => ({
      overflow: table.scrollWidth - table.clientWidth,
      share: table.getBoundingClientRect().width / inner,
    }));
  });
  expect(fit.length).toBeGreaterThan(0);
  for (const table of fit) {
    expect(table.overflow).toBeLessThanOrEqual(1);
    expect(table.share).toBeGreaterThan(0.85);
  }
});
