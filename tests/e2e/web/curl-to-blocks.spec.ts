/**
 * /curl-to-blocks in Chromium against the real server: live conversion with the
 * browser build of curlconverter (wasm), the Blockly preview, Copy XML, PNG downloads
 * whose coDe chunk holds the converter's XML, the zip, rejections, the AI helper with
 * the offline engine, its errors, and axe in both themes. Every test fails if any
 * request leaves 127.0.0.1.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import AdmZip from 'adm-zip';
import sharp from 'sharp';
import { curlToBlocks, type Conversion } from '#shared/curl/index';
import { textToCurlOffline } from '#shared/curl/text-to-curl/index';
import { CODE_CHUNK, readCodeChunk, readPngChunks } from '#shared/png/png-chunks';
import { expect, setTheme, test, waitForInteractive } from './fixtures';
import { ROUTES } from '#shared/api/routes';

const POST_JSON = `curl -X POST https://api.example.com/v1/notes \\
  -H 'Authorization: Bearer T0KEN' \\
  -H 'Content-Type: application/json' \\
  -d '{"title":"Hello","tags":["a","b"]}' --compressed`;

function convert(command: string, options: Parameters<typeof curlToBlocks>[1] = {}) {
  const result = curlToBlocks(command, options);
  if (!result.ok) throw new Error(`expected a conversion: ${result.reason}`);
  return result;
}

/** Fails the test at the end if the page asked for anything but 127.0.0.1. */
async function guardNetwork(page: Page): Promise<string[]> {
  const outside: string[] = [];
  await page.route('**', route => {
    const url = new URL(route.request().url());
    if (
      url.hostname === '127.0.0.1' ||
      url.protocol === 'data:' ||
      url.protocol === 'blob:'
    ) {
      return route.fallback();
    }
    outside.push(url.href);
    return route.abort('blockedbyclient');
  });
  return outside;
}

const commandBox = (page: Page) => page.getByRole('textbox', { name: 'curl command' });
const aiHelper = (page: Page) => page.getByRole('region', { name: /Describe it/ });
const workspace = (page: Page) => page.getByTestId('blocks-workspace');

/** Waits until Blockly has drawn `count` top-level blocks. */
async function expectBlocks(page: Page, count = 2) {
  await expect(workspace(page).locator('.blocklyBlockCanvas > g')).toHaveCount(count);
  await expect(workspace(page).locator('.blocklyPath').first()).toBeVisible();
}

/** PNG checks: valid chunk CRCs, coDe right before IEND, decodable, 2× render. */
async function expectAppInventorPng(bytes: Buffer, xml: string) {
  const chunks = readPngChunks(new Uint8Array(bytes));
  for (const chunk of chunks) {
    const typeAndData = Buffer.concat([Buffer.from(chunk.type, 'latin1'), chunk.data]);
    expect(chunk.crc, `${chunk.type} CRC`).toBe(zlib.crc32(typeAndData));
  }
  const types = chunks.map(chunk => chunk.type);
  expect(types.slice(-2)).toEqual([CODE_CHUNK, 'IEND']);
  expect(types.filter(type => type === CODE_CHUNK)).toHaveLength(1);
  expect(readCodeChunk(new Uint8Array(bytes))).toBe(xml);
  const meta = await sharp(bytes).metadata();
  expect(meta.format).toBe('png');
  expect(meta.width).toBeGreaterThan(100);
  expect(meta.height).toBeGreaterThan(40);
}

async function download(
  page: Page,
  button: RegExp,
): Promise<{ name: string; bytes: Buffer }> {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  const saved = await file.path();
  return { name: file.suggestedFilename(), bytes: fs.readFileSync(saved) };
}

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter(v => v.impact === 'serious' || v.impact === 'critical')
    .map(v => ({
      id: v.id,
      nodes: v.nodes.map(node => node.target.join(' ')).slice(0, 5),
    }));
}

test.describe('cURL to Blocks', () => {
  test('converts a POST JSON command live and exports what App Inventor imports', async ({
    page,
    context,
  }) => {
    const outside = await guardNetwork(page);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const expected: Conversion = convert(POST_JSON);
    expect(expected.warnings.length).toBeGreaterThan(0);

    await page.goto('/curl-to-blocks');

    await waitForInteractive(page);
    await expect(
      page.getByRole('heading', { name: 'Your blocks appear here' }),
    ).toBeVisible();
    await commandBox(page).fill(POST_JSON);
    await expectBlocks(page);

    // The warnings beside the blocks: each of the converter's messages.
    const warnings = page.getByTestId('warnings');
    await expect(warnings.getByRole('listitem')).toHaveText(
      expected.warnings.map(warning => warning.message),
    );

    // Copy XML puts the converter's workspace XML on the clipboard and says so.
    await page.getByRole('button', { name: 'Copy XML' }).click();
    await expect(page.getByText('Blocks XML copied to the clipboard.')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected.xml);

    // One PNG per top-level block, each carrying that block's one-block XML.
    const procedure = await download(page, /Download sendCurlRequest\.png/);
    expect(procedure.name).toBe('sendCurlRequest.png');
    await expectAppInventorPng(procedure.bytes, expected.procedureXml);
    const handler = await download(page, /Download Web1\.GotText\.png/);
    expect(handler.name).toBe('Web1.GotText.png');
    await expectAppInventorPng(handler.bytes, expected.handlerXml);

    // The zip holds both PNGs and the workspace XML, stored with correct CRCs.
    const zip = await download(page, /Download all/);
    expect(zip.name).toBe('curl-blocks.zip');
    const entries = new AdmZip(zip.bytes).getEntries();
    expect(entries.map(entry => entry.entryName)).toEqual([
      'sendCurlRequest.png',
      'Web1.GotText.png',
      'blocks.xml',
    ]);
    for (const entry of entries) {
      expect(entry.header.crc).toBe(zlib.crc32(entry.getData()));
    }
    await expectAppInventorPng(entries[0]!.getData(), expected.procedureXml);
    await expectAppInventorPng(entries[1]!.getData(), expected.handlerXml);
    expect(entries[2]!.getData().toString('utf8')).toBe(expected.xml);

    expect(outside).toEqual([]);
  });

  test('shows why a command is rejected, per target builder', async ({ page }) => {
    const outside = await guardNetwork(page);
    await page.goto('/curl-to-blocks');
    await waitForInteractive(page);

    const head = curlToBlocks('curl -I https://example.com/x');
    if (head.ok) throw new Error('curl -I must be rejected');
    await commandBox(page).fill('curl -I https://example.com/x');
    const rejection = page.getByTestId('rejection');
    await expect(rejection).toContainText('This command cannot become Web blocks');
    await expect(rejection).toContainText(head.reason);
    await expect(page.getByRole('button', { name: 'Copy XML' })).toHaveCount(0);

    // PATCH exists on MIT App Inventor's Web component but not on Kodular's.
    const patch = 'curl -X PATCH -d a=1 https://example.com/items/1';
    const kodular = curlToBlocks(patch, { target: 'kodular' });
    if (kodular.ok) throw new Error('PATCH must be rejected for Kodular');
    await commandBox(page).fill(patch);
    await expectBlocks(page);
    await page.getByLabel('Target builder').selectOption('kodular');
    await expect(rejection).toContainText(kodular.reason);
    await page.getByLabel('Target builder').selectOption('mit');
    await expectBlocks(page);

    expect(outside).toEqual([]);
  });

  test('a command typed before the page hydrates is converted once it does', async ({
    page,
  }) => {
    // The app's entry (index.html's module script, web/main.tsx) is held back until
    // the command is typed: the server-rendered box takes the text, then the app
    // arrives and must pick it up.
    let release = () => {};
    const held = new Promise<void>(resolve => {
      release = resolve;
    });
    await page.route(/\/assets\/index-[\w-]+\.js$/, async route => {
      await held;
      await route.continue();
    });
    await page.goto('/curl-to-blocks', { waitUntil: 'domcontentloaded' });
    await commandBox(page).fill(POST_JSON);
    await expect(page.locator('html')).not.toHaveAttribute('data-interactive', 'true');
    release();
    await waitForInteractive(page);
    await expectBlocks(page);
    await expect(commandBox(page)).toHaveValue(POST_JSON);
  });

  test('example chips fill the box and convert', async ({ page }) => {
    const outside = await guardNetwork(page);
    await page.goto('/curl-to-blocks');
    await waitForInteractive(page);
    await page.getByRole('button', { name: 'Basic auth' }).click();
    await expect(commandBox(page)).toHaveValue(/^curl -u ada:s3cret/);
    await expectBlocks(page);
    await expect(page.getByTestId('warnings')).toContainText('Exact conversion');
    expect(outside).toEqual([]);
  });

  test('the AI helper (offline engine) writes the command and the blocks follow', async ({
    page,
  }) => {
    const outside = await guardNetwork(page);
    const words =
      'post json {"name":"x"} to https://api.example.com/users with bearer token abc';
    const offline = textToCurlOffline(words);
    if (!offline.ok) throw new Error(offline.reason);

    await page.goto('/curl-to-blocks');

    await waitForInteractive(page);
    await page.getByRole('textbox', { name: 'Describe the request' }).fill(words);
    const [request] = await Promise.all([
      page.waitForRequest(r => r.url().endsWith(ROUTES.aiCreateCurl.url())),
      page.getByRole('button', { name: 'Write curl' }).click(),
    ]);
    expect(request.postDataJSON()).toEqual({ userInput: words });
    await expect(commandBox(page)).toHaveValue(offline.curl);
    await expect(page.getByText('Offline interpreter (no AI model)')).toBeVisible();
    await expectBlocks(page);
    const expected = convert(offline.curl);
    const summary = page.getByTestId('warnings');
    if (expected.warnings.length === 0) await expect(summary).toContainText('Exact');
    else
      await expect(summary.getByRole('listitem')).toHaveCount(expected.warnings.length);
    expect(outside).toEqual([]);
  });

  test('the AI helper reports network failures clearly', async ({ page }) => {
    const outside = await guardNetwork(page);
    // Registered after the guard, so it wins for this one route: the connection drops.
    await page.route(`**${ROUTES.aiCreateCurl.url()}`, route =>
      route.abort('connectionreset'),
    );
    await page.goto('/curl-to-blocks');
    await waitForInteractive(page);
    await page
      .getByRole('textbox', { name: 'Describe the request' })
      .fill('get https://a.io');
    await page.getByRole('button', { name: 'Write curl' }).click();
    await expect(aiHelper(page).getByRole('alert')).toContainText(
      'Cannot reach AIX Market',
    );
    await expect(commandBox(page)).toHaveValue('');
    expect(outside).toEqual([]);
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`has no serious or critical axe violations (${theme})`, async ({ page }) => {
      const outside = await guardNetwork(page);
      await setTheme(page, theme);
      await page.goto('/curl-to-blocks');
      await waitForInteractive(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      expect(await seriousViolations(page)).toEqual([]);
      await commandBox(page).fill(POST_JSON);
      await expectBlocks(page);
      await expect(page.getByTestId('warnings')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await commandBox(page).fill('curl -X OPTIONS https://example.com');
      await expect(page.getByTestId('rejection')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      expect(outside).toEqual([]);
    });
  }

  test.describe('screenshots', () => {
    test.skip(
      process.env.SCREENSHOTS !== '1',
      'Screenshots are for design review: set SCREENSHOTS=1 to take them.',
    );
    const outDir = path.resolve(import.meta.dirname, '../../../screenshots');
    for (const theme of ['light', 'dark'] as const) {
      for (const width of [1280, 390]) {
        test(`${theme} ${width}px`, async ({ page }) => {
          await setTheme(page, theme);
          await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
          await page.goto('/curl-to-blocks');
          await waitForInteractive(page);
          await expect(
            page.getByRole('heading', { name: 'Your blocks appear here' }),
          ).toBeVisible();
          await page.screenshot({
            path: path.join(outDir, `curl-to-blocks-empty-${theme}-${width}.png`),
            fullPage: true,
          });
          await commandBox(page).fill(POST_JSON);
          await expectBlocks(page);
          await page.screenshot({
            path: path.join(outDir, `curl-to-blocks-${theme}-${width}.png`),
            fullPage: true,
          });
        });
      }
    }
  });

  // Last: it spends this address's public AI budget for the next minute.
  test('the AI helper shows the rate-limit message', async ({ page }) => {
    const outside = await guardNetwork(page);
    for (let i = 0; i < 10; i++) {
      const response = await page.request.post(ROUTES.aiCreateCurl.url(), {
        data: { userInput: 'get https://a.io' },
      });
      if (response.status() === 429) break;
      expect(response.status()).toBe(200);
    }
    await page.goto('/curl-to-blocks');
    await waitForInteractive(page);
    await page
      .getByRole('textbox', { name: 'Describe the request' })
      .fill('get https://a.io');
    await page.getByRole('button', { name: 'Write curl' }).click();
    await expect(aiHelper(page).getByRole('alert')).toContainText(
      /Too many AI requests\. Try again in \d+ s/,
    );
    expect(outside).toEqual([]);
  });
});
