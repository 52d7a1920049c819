/**
 * Publishing paths the main flow (publishing.spec.ts) does not walk: dropping an
 * .aix (and a file that is not one) on the drop zone, the My Extensions error
 * state with a working Retry, the delete dialog by keyboard, an axe pass on the
 * editor once the docs editor has loaded, and the publishing screens at 390 px in
 * the dark theme. Real server, Auth emulator, Chromium.
 */
import AxeBuilder from '@axe-core/playwright';
import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, JSHandle, Page } from '@playwright/test';
import type { SessionResponse } from '#shared/api/auth';
import type { UploadResponse } from '#shared/api/uploads';
import {
  createSession,
  sessionHeaders,
  signInAs,
  uniqueEmail,
} from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { draftBody } from '../support/publishing';
import { reference } from '../../support/reference';
import { buildSampleAix } from '#shared/aix/sample-aix';
import { expect, setTheme, test } from './fixtures';

const AIX_CORPUS = reference('corpus/aix');
const CORPUS = AIX_CORPUS.path;
const CORPUS_FILE =
  'ChristianCQF__NavigationManager__com.christianqf.navigationmanager.aix';
/** A build our own zip writer makes, so a clone without the corpus tests the same paths. */
const SAMPLE = {
  packageName: 'com.example.keykeeper',
  component: 'KeyKeeper',
  version: 1,
  versionName: '1.0',
  description: 'Keeps the keyboard focus where it belongs.',
} as const;
const SAMPLE_FILE = `${SAMPLE.packageName}.aix`;
const sampleBytes = () => Buffer.from(buildSampleAix(SAMPLE));

/** What a dropped file is and what the form must show for it. */
interface Dropped {
  label: string;
  skip?: string;
  name: string;
  bytes(): Buffer;
  expected(): { packageName: string; componentCount: string };
}

const DROPPED: Dropped[] = [
  {
    label: 'a real corpus .aix',
    skip: AIX_CORPUS.present ? undefined : AIX_CORPUS.reason,
    name: CORPUS_FILE,
    bytes: () => fs.readFileSync(path.join(CORPUS, CORPUS_FILE)),
    expected: () => manifestRow(CORPUS_FILE),
  },
  {
    label: 'a sample .aix',
    name: SAMPLE_FILE,
    bytes: sampleBytes,
    expected: () => ({ packageName: SAMPLE.packageName, componentCount: '1' }),
  },
];
const MY_EXTENSIONS = '/authenticated/api/extension/my-extensions';
const UPLOAD = '/authenticated/api/upload/cloudinary';

/** The manifest's row for one corpus file: what our reader must find in it. */
function manifestRow(file: string): { packageName: string; componentCount: string } {
  const [header, ...rows] = fs
    .readFileSync(path.join(CORPUS, 'MANIFEST.tsv'), 'utf8')
    .trim()
    .split('\n')
    .map(line => line.split('\t'));
  const column = (name: string) => {
    const index = header?.indexOf(name) ?? -1;
    if (index < 0) throw new Error(`MANIFEST.tsv has no ${name} column`);
    return index;
  };
  const row = rows.find(cells => cells[column('file')] === file);
  if (!row) throw new Error(`${file} is not listed in MANIFEST.tsv`);
  return {
    packageName: row[column('package_name')] ?? '',
    componentCount: row[column('component_count')] ?? '',
  };
}

/** A DataTransfer in the page holding one file, as a real drag from the desktop carries. */
function dataTransferWith(
  page: Page,
  name: string,
  bytes: Buffer,
  type: string,
): Promise<JSHandle<DataTransfer>> {
  return page.evaluateHandle(
    ({ name, bytes, type }) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([new Uint8Array(bytes)], name, { type }));
      return transfer;
    },
    { name, bytes: [...bytes], type },
  );
}

async function dropOnZone(page: Page, dataTransfer: JSHandle<DataTransfer>) {
  const zone = page.getByTestId('aix-drop');
  for (const type of ['dragenter', 'dragover', 'drop']) {
    await zone.dispatchEvent(type, { dataTransfer });
  }
}

/** Counts upload requests, so a test can prove nothing was sent. */
function countUploads(page: Page): () => number {
  let count = 0;
  page.on('request', request => {
    if (new URL(request.url()).pathname === UPLOAD) count += 1;
  });
  return () => count;
}

let maker: SessionResponse;

test.beforeAll(async ({ playwright }, testInfo) => {
  const request = await playwright.request.newContext({
    baseURL: testInfo.project.use.baseURL,
  });
  maker = await createSession(request, uniqueEmail('extras'), 'Dora Dropper');
  await request.dispose();
});

for (const dropped of DROPPED) {
  test(`dropping an .aix on the drop zone uploads it and prefills the form (${dropped.label})`, async ({
    page,
  }) => {
    test.skip(dropped.skip !== undefined, dropped.skip);
    const expected = dropped.expected();
    const uploads = countUploads(page);
    await signInAs(page, maker);
    await page.goto('/dashboard/my-extensions/add');
    await expect(
      page.getByRole('heading', { name: 'Add an extension', level: 1 }),
    ).toBeVisible();

    const transfer = await dataTransferWith(
      page,
      dropped.name,
      dropped.bytes(),
      'application/zip',
    );
    await dropOnZone(page, transfer);

    await expect(page.getByLabel('Package name')).toHaveValue(expected.packageName);
    await expect(page.getByLabel('Name', { exact: true })).not.toHaveValue('');
    const summary = page.getByLabel('What the .aix contains');
    await expect(summary).toContainText(expected.packageName);
    await expect(summary.locator('div').filter({ hasText: 'Components' })).toContainText(
      expected.componentCount,
    );
    await expect(page.getByTestId('aix-drop').getByRole('alert')).toHaveCount(0);
    expect(uploads()).toBe(1);
  });
}

test('dropping a file that is not an .aix shows a clear message and uploads nothing', async ({
  page,
}) => {
  const uploads = countUploads(page);
  await signInAs(page, maker);
  await page.goto('/dashboard/my-extensions/add');
  await expect(page.getByTestId('aix-drop')).toBeVisible();

  const transfer = await dataTransferWith(
    page,
    'notes.txt',
    Buffer.from('Not an extension at all.'),
    'text/plain',
  );
  await dropOnZone(page, transfer);

  await expect(page.getByTestId('aix-drop').getByRole('alert')).toHaveText(
    'Only .aix files can be uploaded here.',
  );
  await expect(page.getByLabel('Package name')).toHaveValue('');
  expect(uploads()).toBe(0);
});

test('My Extensions shows a load failure with a Retry that works', async ({ page }) => {
  const isList = (url: URL) => url.pathname === MY_EXTENSIONS;
  await page.route(isList, route =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({
        error: { code: 'internal', message: 'The server had a problem.' },
      }),
    }),
  );
  await signInAs(page, maker);
  await page.goto('/dashboard/my-extensions');

  const failure = page.getByRole('alert').filter({
    has: page.getByRole('heading', { name: 'Your extensions could not be loaded' }),
  });
  await expect(failure).toBeVisible();
  await expect(failure).toContainText('The server had a problem.');

  await page.unroute(isList);
  await failure.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText('You have not published an extension yet')).toBeVisible();
  await expect(failure).toHaveCount(0);
});

test('the delete dialog keeps focus inside, closes on Escape and returns focus', async ({
  page,
  request,
}) => {
  const owner = await createSession(request, uniqueEmail('dialog'), 'Kai Keys');
  await createDraft(request, owner);

  await signInAs(page, owner);
  await page.goto('/dashboard/my-extensions');
  const row = page.getByTestId('my-extension').first();
  const deleteButton = row.getByRole('button', { name: /^Delete/ });
  await deleteButton.focus();
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const cancel = dialog.getByRole('button', { name: 'Cancel' });
  const confirm = dialog.getByRole('button', { name: 'Delete extension' });
  await expect(cancel).toBeFocused();
  // Tab and Shift+Tab cycle between the dialog's two buttons, never leaving it.
  await page.keyboard.press('Tab');
  await expect(confirm).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(cancel).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(confirm).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(cancel).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(deleteButton).toBeFocused();
  // Escape cancelled: nothing was deleted.
  await expect(page.getByTestId('my-extension')).toHaveCount(1);
});

test('the editor with a chosen .aix and loaded docs editor has no serious axe violations', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await setTheme(page, 'light');
  await signInAs(page, maker);
  await page.goto('/dashboard/my-extensions/add');
  await page.getByTestId('aix-drop').locator('input[type="file"]').setInputFiles({
    name: SAMPLE_FILE,
    mimeType: 'application/zip',
    buffer: sampleBytes(),
  });
  await expect(page.getByLabel('Package name')).toHaveValue(SAMPLE.packageName);
  await expect(
    page.getByTestId('docs-editor').locator('.ce-block').first(),
  ).toBeVisible();
  await expect(page.getByTestId('docs-editor')).toContainText('Designer Properties');
  expect(await seriousViolations(page)).toEqual([]);
});

/** A draft of the corpus extension owned by `session`, made through the API. */
async function createDraft(request: APIRequestContext, session: SessionResponse) {
  const headers = sessionHeaders(session);
  const uploaded = await request.post(UPLOAD, {
    headers,
    multipart: {
      purpose: 'aix',
      file: {
        name: SAMPLE_FILE,
        mimeType: 'application/zip',
        buffer: sampleBytes(),
      },
    },
  });
  expect(uploaded.ok(), await uploaded.text()).toBe(true);
  const { aix } = (await uploaded.json()) as UploadResponse;
  // The listing needs an icon; the sample build packs one.
  if (!aix?.icon) throw new Error(`${SAMPLE_FILE} gave no .aix info with an icon`);
  const suffix = Date.now().toString(36);
  const body = draftBody(aix.uploadId, aix.icon, {
    slug: `keys-${suffix}`.slice(0, 25),
    name: 'Keyboard Keeper',
    description: 'Keeps the keyboard focus where it belongs.',
  });
  const created = await request.post('/api/create-extension', { headers, data: body });
  expect(created.ok(), await created.text()).toBe(true);
}

test('the publishing screens are accessible at 390 px in the dark theme', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await setTheme(page, 'dark');
  // A new maker: My Extensions shows its empty state.
  await signInAs(
    page,
    await createSession(request, uniqueEmail('a11y-maker'), 'Ann Access'),
  );
  await page.goto('/dashboard/my-extensions');
  await expect(page.getByText('You have not published an extension yet')).toBeVisible();
  const empty = await new AxeBuilder({ page }).analyze();
  expect(empty.violations.map(v => `${v.id}: ${v.help}`)).toEqual([]);

  await page.goto('/dashboard/my-extensions/add');
  await expect(
    page.getByTestId('docs-editor').locator('.ce-block').first(),
  ).toBeVisible();
  const form = await new AxeBuilder({ page }).include('.extension-editor').analyze();
  expect(form.violations.map(v => `${v.id}: ${v.help}`)).toEqual([]);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
