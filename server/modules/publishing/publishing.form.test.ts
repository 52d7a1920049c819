/**
 * The Extension form rules of spec §5 and the beta waitlist on the create route,
 * through the real app on SQLite and PostgreSQL.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { PRICE_RULES } from '#shared/domain/pricing';
import { MESSAGES } from '#shared/domain/validation';
import type { ApiErrorBody } from '#shared/errors';
import { createTestApp } from '../../testing/test-app';
import { insertAccount } from '../auth/auth-testing';
import { form, post, testPng, uploadBuild, uploadIcon } from './publishing-testing';
import { ROUTES } from '#shared/api/routes';

/** Used only here, so the drafts these cases leave pin no other test's file. */
const SPARE = 'clickx';

const ctx = await createTestApp({ RATE_LIMIT_SCALE: '100' });
afterAll(() => ctx.close());
const maker = await insertAccount(ctx);
const stranger = await insertAccount(ctx);
const icon = await uploadIcon(ctx, maker, await testPng());

describe('create-extension validation (spec §5)', () => {
  const cases: Array<[string, object, string, string]> = [
    ['a short slug', { slug: 'ab' }, 'slug', MESSAGES.slug],
    ['a slug with capitals', { slug: 'Custom-Web' }, 'slug', MESSAGES.slugCharacters],
    ['a slug with spaces', { slug: 'Async Delay!' }, 'slug', MESSAGES.slugCharacters],
    ['a short name', { name: 'Web' }, 'name', MESSAGES.extensionName],
    ['a name with digits', { name: 'Web View 2' }, 'name', MESSAGES.extensionName],
    [
      'a short description',
      { description: 'Too short' },
      'description',
      MESSAGES.description,
    ],
    ['an empty name', { name: '  ' }, 'name', MESSAGES.required],
    ['no icon', { icon: '' }, 'icon', MESSAGES.required],
    ['no .aix', { aixUploadId: '' }, 'aixVersions', MESSAGES.required],
    [
      'a foreign icon URL',
      { icon: 'https://evil.example/x.png' },
      'icon',
      'must be an image uploaded here',
    ],
    [
      'a javascript source URL',
      { sourceURL: 'javascript:alert(1)' },
      'sourceURL',
      MESSAGES.website,
    ],
    [
      'publishing with no "Works with" builder',
      { platforms: [], published: true },
      'platforms',
      MESSAGES.worksWith,
    ],
    [
      'a paid price of 0',
      { type: { isFree: false, price: 0, currency: 'USD' } },
      'price',
      PRICE_RULES.minimum('USD'),
    ],
    [
      'a price under the least a payment can be (₹0.50)',
      { type: { isFree: false, price: 0.5, currency: 'INR' } },
      'price',
      PRICE_RULES.minimum('INR'),
    ],
    [
      'a price with more than 2 decimals (1.005)',
      { type: { isFree: false, price: 1.005, currency: 'USD' } },
      'price',
      PRICE_RULES.decimals,
    ],
  ];
  it.each(cases)(
    'refuses %s with the field and message',
    async (_name, patch, field, message) => {
      const { aix } = await uploadBuild(ctx, maker, SPARE);
      const response = await post(
        ctx,
        ROUTES.createExtension.url(),
        form(aix?.uploadId ?? '', icon, patch),
        maker,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json<ApiErrorBody>().error).toMatchObject({ field, message });
    },
  );

  it('refuses an unsupported embed and an unknown block in the docs', async () => {
    const { aix } = await uploadBuild(ctx, maker, SPARE);
    for (const block of [
      {
        type: 'embed',
        data: {
          service: 'evil',
          source: 'https://evil.example',
          embed: 'https://evil.example',
        },
      },
      { type: 'script', data: { text: 'alert(1)' } },
    ]) {
      const body = form(aix?.uploadId ?? '', icon, {
        documentation: { toc: false, blocks: { time: 1, blocks: [block] } },
      });
      const response = await post(ctx, ROUTES.createExtension.url(), body, maker);
      expect(response.statusCode).toBe(400);
      expect(response.json<ApiErrorBody>().error.field).toBe('documentation');
    }
  });

  it("refuses another user's upload and unknown fields", async () => {
    const { aix } = await uploadBuild(ctx, stranger, SPARE);
    const response = await post(
      ctx,
      ROUTES.createExtension.url(),
      form(aix?.uploadId ?? '', icon),
      maker,
    );
    expect(response.json<ApiErrorBody>().error.field).toBe('aixVersions');
    const extra = await post(
      ctx,
      ROUTES.createExtension.url(),
      { ...form('x', icon), author: 'me' },
      maker,
    );
    expect(extra.statusCode).toBe(400);
  });
});

describe('Works with (issue 12)', () => {
  it('lets a draft have none, but not its publishing, and keeps a published one from losing all', async () => {
    const { aix } = await uploadBuild(ctx, maker, SPARE);
    const draft = await post(
      ctx,
      ROUTES.createExtension.url(),
      form(aix?.uploadId ?? '', icon, { slug: 'no-builders-yet', platforms: [] }),
      maker,
    );
    expect(draft.statusCode).toBe(201);
    const extensionId = draft.json<{ extension: { extensionId: string } }>().extension
      .extensionId;
    const publish = await post(
      ctx,
      ROUTES.updateExtension.url(),
      { extensionId, published: true },
      maker,
    );
    expect(publish.statusCode).toBe(400);
    expect(publish.json<ApiErrorBody>().error).toMatchObject({
      field: 'platforms',
      message: MESSAGES.worksWith,
    });
    const both = await post(
      ctx,
      ROUTES.updateExtension.url(),
      { extensionId, published: true, platforms: ['niotron'] },
      maker,
    );
    expect(both.statusCode).toBe(200);
    const emptied = await post(
      ctx,
      ROUTES.updateExtension.url(),
      { extensionId, platforms: [] },
      maker,
    );
    expect(emptied.statusCode).toBe(400);
  });
});

describe('the documentation template on publishing (issue 12)', () => {
  const template = {
    toc: true,
    blocks: {
      time: 1,
      blocks: [
        { type: 'header', data: { text: 'Designer Properties', level: 2 } },
        { type: 'header', data: { text: 'Blocks', level: 2 } },
        { type: 'paragraph', data: { text: 'Call Start.' } },
      ],
    },
  };
  const storedHeadings = async (extensionId: string) => {
    const row = await ctx.app.db
      .selectFrom('extensions')
      .select('documentation_blocks')
      .where('id', '=', extensionId)
      .executeTakeFirstOrThrow();
    const doc = JSON.parse(row.documentation_blocks) as {
      blocks: { type: string; data: { text?: string } }[];
    };
    return doc.blocks.map(block => block.data.text);
  };

  it('keeps empty template headings in a draft and drops them once published', async () => {
    const { aix } = await uploadBuild(ctx, maker, 'brightness');
    const draft = await post(
      ctx,
      ROUTES.createExtension.url(),
      form(aix?.uploadId ?? '', icon, { slug: 'template-kept', documentation: template }),
      maker,
    );
    expect(draft.statusCode).toBe(201);
    const extensionId = draft.json<{ extension: { extensionId: string } }>().extension
      .extensionId;
    expect(await storedHeadings(extensionId)).toEqual([
      'Designer Properties',
      'Blocks',
      'Call Start.',
    ]);
    const published = await post(
      ctx,
      ROUTES.updateExtension.url(),
      { extensionId, published: true },
      maker,
    );
    expect(published.statusCode).toBe(200);
    expect(await storedHeadings(extensionId)).toEqual(['Blocks', 'Call Start.']);
  });
});

describe('the beta waitlist', () => {
  it('keeps waitlisted makers from publishing', async () => {
    const waitlisted = await createTestApp({ BETA_ACCESS: 'waitlist' });
    try {
      const account = await insertAccount(waitlisted);
      const response = await post(
        waitlisted,
        ROUTES.createExtension.url(),
        form('x', icon),
        account,
      );
      expect(response.statusCode).toBe(403);
    } finally {
      await waitlisted.close();
    }
  });
});
