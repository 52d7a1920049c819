import fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewExtension } from '../../db/database';
import { AppError } from '../../errors';
import { errorsPlugin } from '../../plugins/errors';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import { insertUsers } from '../users/users.repository';
import { Catalogue } from './catalogue';
import { countExtensions, listExtensions } from './extensions.queries';
import {
  deleteExtension,
  insertExtension,
  updateExtension,
  type ExtensionWrite,
} from './extensions.repository';
import { parseSearch } from './extensions.search';

let database: TestDatabase;
let catalogue: Catalogue;
const NOW = '2026-11-01T00:00:00.000Z';

function extension(id: string, overrides: Partial<NewExtension> = {}): ExtensionWrite {
  return {
    extension: {
      id,
      slug: `slug-${id}`,
      author_id: 'usr_1',
      name: 'Sample Extension',
      description: 'A sample extension for repository tests.',
      icon: '',
      package_name: `com.test.${id}`,
      is_free: 1,
      price_minor: 0,
      price_sort: 0,
      source_url: '',
      dev_notes: '',
      documentation_html: '',
      documentation_toc: 0,
      documentation_blocks: '{"time":0,"blocks":[]}',
      source: '',
      category: 'Tools',
      published: 1,
      created_at: NOW,
      updated_at: NOW,
      ...overrides,
    },
    tags: ['gizmo'],
    platforms: ['kodular'],
  };
}

async function search(text: string): Promise<string[]> {
  const rows = await listExtensions(
    database.db,
    { search: parseSearch(text) },
    { sort: 'relevance', skip: 0, limit: 48 },
  );
  return rows.map(row => row.id);
}

beforeAll(async () => {
  database = await createTestDatabase();
  catalogue = new Catalogue(database.db);
  await insertUsers(database.db, [
    {
      id: 'usr_1',
      firebase_uid: null,
      email: 'one@example.test',
      name: 'One',
      username: 'maker1',
      avatar: '',
      role: 'user',
      website: '',
      location: '',
      email_verified: 1,
      created_at: NOW,
      updated_at: NOW,
    },
  ]);
  await catalogue.write(trx =>
    insertExtension(trx, extension('e1', { name: 'Weather Station' })),
  );
});
afterAll(async () => database.destroy());

describe(`extensions repository on ${process.env.TEST_DB ?? 'sqlite'}`, () => {
  it.each([
    ['slug', { slug: 'slug-e1' }],
    ['packageName', { package_name: 'com.test.e1' }],
    ['extensionId', { slug: 'other-slug', package_name: 'com.other.one' }],
  ] as const)(
    'turns a duplicate %s into code 11000 on that field',
    async (field, clash) => {
      const id = field === 'extensionId' ? 'e1' : `dup_${field}`;
      const error = await catalogue
        .write(trx => insertExtension(trx, extension(id, clash)))
        .catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ statusCode: 409, code: 11000, field });
    },
  );

  it('answers a duplicate over HTTP as 409 {code: 11000, message, field}', async () => {
    const app = fastify({ logger: false });
    await app.register(errorsPlugin);
    app.post('/create', async () => {
      await catalogue.write(trx =>
        insertExtension(trx, extension('e_http', { slug: 'slug-e1' })),
      );
      return { ok: true };
    });
    const response = await app.inject({ method: 'POST', url: '/create' });
    await app.close();
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: { code: 11000, message: 'slug already exists', field: 'slug' },
    });
  });

  it('keeps the search index in step with inserts, renames, tag changes and deletes', async () => {
    expect(await search('weather')).toEqual(['e1']);
    await catalogue.write(trx => updateExtension(trx, 'e1', { name: 'Rain Gauge' }));
    expect(await search('weather')).toEqual([]);
    expect(await search('rain gauge')).toEqual(['e1']);

    expect(await search('gizmo')).toEqual(['e1']);
    await catalogue.write(trx =>
      updateExtension(trx, 'e1', {}, { tags: ['meteorology'] }),
    );
    expect(await search('meteorology')).toEqual(['e1']);
    expect(await search('gizmo')).toEqual([]);

    await catalogue.write(trx =>
      insertExtension(trx, extension('e2', { name: 'Rain Alarm' })),
    );
    expect((await search('rain')).sort()).toEqual(['e1', 'e2']);
    expect(await catalogue.write(trx => deleteExtension(trx, 'e2'))).toBe(true);
    expect(await search('rain')).toEqual(['e1']);
    expect(await countExtensions(database.db, { search: parseSearch('rain') })).toBe(1);
  });

  it('hides unpublished extensions from search and counts', async () => {
    await catalogue.write(trx => updateExtension(trx, 'e1', { published: 0 }));
    expect(await search('rain')).toEqual([]);
    expect(await countExtensions(database.db, {})).toBe(0);
    await catalogue.write(trx => updateExtension(trx, 'e1', { published: 1 }));
    expect(await countExtensions(database.db, {})).toBe(1);
  });

  it('reports a missing extension on update and delete', async () => {
    expect(
      await catalogue.write(trx =>
        updateExtension(trx, 'missing', { name: 'Nope Nope' }),
      ),
    ).toBe(false);
    expect(await catalogue.write(trx => deleteExtension(trx, 'missing'))).toBe(false);
  });
});
