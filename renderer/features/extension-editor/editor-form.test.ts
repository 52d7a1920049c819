import { PRICE_RULES } from '#shared/domain/pricing';
import { MESSAGES } from '#shared/domain/validation';
import { describe, expect, it } from 'vitest';
import type { AixUploadInfo } from '#shared/api/uploads';
import { defaultDocument } from '#shared/docs/editor-data';
import {
  applyAix,
  createBody,
  EMPTY_VALUES,
  parseTags,
  readableName,
  serverErrors,
  slugify,
  updateBody,
  validateEditor,
} from './editor-form';

const info: AixUploadInfo = {
  uploadId: 'up1',
  sha256: 'a'.repeat(64),
  fileSize: 100,
  packageName: 'com.sunny.CustomWebView',
  name: 'CustomWebView',
  description: 'A web view with many more features',
  permissions: ['INTERNET'],
  minSdk: 21,
  versionName: '2.0',
  versionCode: 2,
  icon: '/private/api/files/icons/abc.png',
  buildTool: 'FAST 6.1.0',
  componentCount: 1,
  blockReference: [],
  warnings: [],
  existingExtensionId: null,
};

describe('prefill from an .aix', () => {
  it('turns component names into valid names and slugs', () => {
    expect(readableName('CustomWebView')).toBe('Custom Web View');
    expect(readableName('HTMLFormat2')).toBe('HTML Format');
    expect(slugify('Custom Web View')).toBe('custom-web-view');
    expect(slugify('  A very long extension name that goes on ')).toBe(
      'a-very-long-extension-nam',
    );
  });

  it('fills empty fields and keeps what the maker typed', () => {
    const filled = applyAix(EMPTY_VALUES, info);
    expect(filled).toMatchObject({
      aixUploadId: 'up1',
      packageName: 'com.sunny.CustomWebView',
      name: 'Custom Web View',
      slug: 'custom-web-view',
      description: 'A web view with many more features',
      icon: '/private/api/files/icons/abc.png',
    });
    const kept = applyAix({ ...EMPTY_VALUES, name: 'My Browser' }, info);
    expect(kept.name).toBe('My Browser');
    expect(kept.slug).toBe('my-browser');
  });
});

describe('validateEditor', () => {
  it('reports the spec §5 messages on their fields', () => {
    const errors = validateEditor(EMPTY_VALUES, 'user-1');
    expect(errors).toMatchObject({
      aix: 'Required field',
      name: 'Required field',
      description: 'Required field',
      slug: 'Required field',
      icon: 'Required field',
    });
    const bad = validateEditor(
      { ...applyAix(EMPTY_VALUES, info), name: 'Abc', slug: 'ab', description: 'short' },
      'user-1',
    );
    expect(bad).toEqual({
      name: 'must have minimum 5 characters and maximum 30',
      slug: 'must have minimum 4 characters and maximum 25',
      description: 'must have minimum 15 characters and maximum 150',
    });
    expect(validateEditor(applyAix(EMPTY_VALUES, info), '').author).toBe(
      'Required field',
    );
  });

  it('checks the price of a paid extension and the source URL', () => {
    const paid = { ...applyAix(EMPTY_VALUES, info), isFree: false, price: '0' };
    expect(validateEditor(paid, 'u').price).toBe(PRICE_RULES.minimum('INR'));
    expect(validateEditor({ ...paid, price: '0.50' }, 'u').price).toBe(
      PRICE_RULES.minimum('INR'),
    );
    expect(validateEditor({ ...paid, price: '1.005' }, 'u').price).toBe(
      PRICE_RULES.decimals,
    );
    expect(validateEditor({ ...paid, price: '1.50' }, 'u')).toEqual({});
    expect(validateEditor({ ...paid, price: '' }, 'u').price).toBe('Required field');
    expect(validateEditor({ ...paid, price: '99' }, 'u')).toEqual({});
    expect(
      validateEditor({ ...paid, price: '99', sourceURL: 'javascript:alert(1)' }, 'u')
        .sourceURL,
    ).toBeDefined();
  });

  it('needs a "Works with" builder to publish, not to save a draft', () => {
    const free = { ...applyAix(EMPTY_VALUES, info), platforms: [] };
    expect(validateEditor(free, 'u').platforms).toBeUndefined();
    expect(validateEditor(free, 'u', true).platforms).toBe(MESSAGES.worksWith);
    expect(validateEditor({ ...free, platforms: ['kodular'] }, 'u', true)).toEqual({});
  });
});

describe('server errors', () => {
  it('maps duplicate keys (11000) to Already exists on the field', () => {
    expect(serverErrors({ code: 11000, field: 'slug', message: 'dup' })).toEqual({
      slug: 'Already exists',
    });
    expect(serverErrors({ code: 11000, field: 'packageName', message: 'dup' })).toEqual({
      aix: 'Already exists',
    });
  });

  it('puts validation messages on their field and others on the form', () => {
    expect(
      serverErrors({
        code: 'BAD_REQUEST',
        field: 'name',
        message: 'must have minimum 5 characters and maximum 30',
      }),
    ).toEqual({ name: 'must have minimum 5 characters and maximum 30' });
    expect(serverErrors({ code: 'INTERNAL', message: 'Boom' })).toEqual({ form: 'Boom' });
    expect(
      serverErrors({ code: 'BAD_REQUEST', field: '__proto__', message: 'x' }),
    ).toEqual({
      form: 'x',
    });
  });
});

describe('request bodies', () => {
  it('builds create and update bodies', () => {
    const values = {
      ...applyAix(EMPTY_VALUES, info),
      tags: parseTags('Web, browser, web'),
    };
    const doc = defaultDocument();
    const create = createBody(values, doc, true);
    expect(create).toMatchObject({
      aixUploadId: 'up1',
      published: true,
      tags: ['web', 'browser'],
      type: { isFree: true, price: 0, currency: 'INR' },
      documentation: { toc: false, blocks: doc },
    });
    const update = updateBody('ext1', { ...values, aixUploadId: null }, doc, false);
    expect(update.extensionId).toBe('ext1');
    expect(update.aixUploadId).toBeUndefined();
    expect(update.published).toBe(false);
  });
});
