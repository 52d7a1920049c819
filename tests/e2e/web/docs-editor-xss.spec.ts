// Stored documentation opened in the editor, in real Chromium: every hostile document
// of tests/fixtures/hostile-blocks is saved through the API by a maker, then an admin
// opens that extension in the editor. Nothing may navigate the page (<meta refresh>),
// restyle it (<style>, <link>), run (handlers, javascript: URLs) or stay in the
// editor's DOM beyond the inline markup the public renderer allows.
import type { Page } from '@playwright/test';
import type { SessionResponse } from '#shared/api/auth';
import { createApiClient } from '#shared/api/client/http';
import {
  createExtension,
  updateExtension,
  uploadFile,
} from '#shared/api/client/publishing';
import { ApiError } from '#shared/api/client/http';
import { buildSampleAix } from '#shared/aix/sample-aix';
import { renderDocumentation } from '#shared/docs/render';
import { solidPng } from '#shared/png/solid-png';
import { ADMIN_EMAIL, createSession, signInAs, uniqueEmail } from '../support/accounts';
import { draftBody } from '../support/publishing';
import { hostileDocuments } from '../../fixtures/hostile-blocks/index';
import { expect, test } from './fixtures';

const fixtures = hostileDocuments().map(({ name, doc }) => {
  const record =
    typeof doc === 'object' && doc !== null ? (doc as Record<string, unknown>) : {};
  return { name, doc: { blocks: record.blocks } };
});

let admin: SessionResponse;
let extensionId = '';
let api: ReturnType<typeof createApiClient>;

test.beforeAll(async ({ playwright }, testInfo) => {
  const baseURL = String(testInfo.project.use.baseURL);
  const request = await playwright.request.newContext({ baseURL });
  const maker = await createSession(request, uniqueEmail('xss-maker'), 'Mallory Maker');
  admin = await createSession(request, ADMIN_EMAIL, 'Ada Admin');
  await request.dispose();
  api = createApiClient({
    baseUrls: { functions: baseURL, app: baseURL },
    session: () => ({ token: maker.token, userId: maker.id }),
  });
  const facts = {
    packageName: `com.example.xss${Date.now().toString(36)}`,
    component: 'Hostile',
    version: 1,
    versionName: '1.0',
  };
  const build = await uploadFile(
    api,
    new Blob([new Uint8Array(buildSampleAix(facts))]),
    'hostile.aix',
    'aix',
  );
  const icon = await uploadFile(
    api,
    new Blob([new Uint8Array(solidPng(64, [200, 40, 40]))]),
    'icon.png',
    'icon',
  );
  const created = await createExtension(
    api,
    draftBody(build.aix?.uploadId ?? '', icon.file.url, {
      slug: `xss-${Date.now().toString(36)}`,
      name: 'Hostile Docs',
      description: 'Documentation written to break the editor.',
    }),
  );
  extensionId = created.extensionId;
});

/** What the editor page must never show, and the styles that must not change. */
async function inspect(page: Page) {
  return page.evaluate(() => {
    const editor = document.querySelector('[data-testid="docs-editor"]');
    const problems: string[] = [];
    if (!editor) return { problems: ['no editor'], body: '', title: '' };
    for (const element of Array.from(
      editor.querySelectorAll(
        'meta, style, link, script, object, embed, base, form, frame, frameset, ' +
          // The editor's own toolbar icons are SVG; stored text never may be.
          '[contenteditable] svg, [contenteditable] math',
      ),
    )) {
      problems.push(`<${element.tagName.toLowerCase()}>`);
    }
    for (const element of Array.from(editor.querySelectorAll('*'))) {
      for (const { name, value } of Array.from(element.attributes)) {
        if (name.startsWith('on')) problems.push(`${element.tagName} ${name}`);
        if (
          ['href', 'src', 'action', 'formaction', 'xlink:href'].includes(name) &&
          /^\s*(javascript|vbscript|data:text)/i.test(value)
        ) {
          problems.push(`${element.tagName} ${name}=${value.slice(0, 40)}`);
        }
        if (name === 'style' && /url\(|expression|behavior/i.test(value)) {
          problems.push(`${element.tagName} style=${value.slice(0, 40)}`);
        }
      }
    }
    const body = getComputedStyle(document.body);
    return {
      problems,
      body: `${body.display}|${body.backgroundColor}|${body.visibility}|${body.color}`,
      title: document.title,
    };
  });
}

test.describe('hostile documentation opened in the editor', () => {
  test.describe.configure({ timeout: 240_000 });

  test('never navigates, restyles or keeps markup beyond the allow-list', async ({
    page,
  }) => {
    const dialogs: string[] = [];
    page.on('dialog', dialog => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await signInAs(page, admin);
    const editorUrl = `/dashboard/my-extensions/edit/${extensionId}`;
    await page.goto(editorUrl);
    await expect(
      page.getByTestId('docs-editor').locator('.ce-block').first(),
    ).toBeVisible();
    const baseline = await inspect(page);

    /** Saves `blocks`; the server's message when it refuses them (nothing is stored then). */
    const save = async (blocks: unknown[]) => {
      try {
        await updateExtension(api, {
          extensionId,
          documentation: { toc: false, blocks: { time: 0, blocks } },
        });
        return true;
      } catch (error) {
        if (error instanceof ApiError && error.status === 400) return error.message;
        throw error;
      }
    };

    // The renderer refuses a document with any unusable block, so only the blocks it
    // accepts are saved (checked with the server's own renderer, sparing the rate
    // limit), a few fixtures per document, and every such document opened.
    const batches: { names: string[]; blocks: unknown[] }[] = [];
    for (const { name, doc } of fixtures) {
      const blocks: unknown[] = Array.isArray(doc.blocks) ? doc.blocks : [];
      const accepted = blocks.filter(
        block =>
          renderDocumentation({ blocks: [block] }).errors.length === 0 &&
          // The server's JSON parser refuses __proto__ and constructor keys outright.
          !/"(__proto__|constructor)"/.test(JSON.stringify(block)),
      );
      if (accepted.length === 0) continue;
      // Within the save's limits (500 blocks, the size cap) and quick to open.
      const some = accepted.slice(0, 60);
      const last = batches.at(-1);
      if (last && last.names.length < 5 && last.blocks.length + some.length <= 120) {
        last.names.push(name);
        last.blocks.push(...some);
      } else batches.push({ names: [name], blocks: [...some] });
    }
    let savedBlocks = 0;
    for (const { names, blocks } of batches) {
      const label = names.join(', ');
      expect(await save(blocks), label).toBe(true);
      savedBlocks += blocks.length;
      await page.goto(editorUrl);
      await expect(
        page.getByTestId('docs-editor').locator('.ce-block').first(),
        label,
      ).toBeVisible();
      // A <meta refresh> acts at once; give anything timed a moment to act.
      await page.waitForTimeout(300);
      expect(new URL(page.url()).pathname, label).toBe(editorUrl);
      const seen = await inspect(page);
      expect(seen.problems, label).toEqual([]);
      expect(seen.body, label).toBe(baseline.body);
    }
    // Most of the corpus reaches the editor: the test is not vacuous.
    expect(batches.flatMap(batch => batch.names).length).toBeGreaterThan(
      fixtures.length / 2,
    );
    expect(savedBlocks).toBeGreaterThan(100);
    expect(dialogs).toEqual([]);
  });
});
