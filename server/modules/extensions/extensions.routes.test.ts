import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ExtensionDetail,
  ListAllBody,
  ListAllResponse,
  Sort,
} from '#shared/api/extensions';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { DEMO_EXTENSIONS } from '../../seed/demo-catalogue';
import { demoUserId, seedDemoIfEmpty } from '../../seed/demo';
import { RATES_SNAPSHOT } from '../rates/rates.snapshot';
import { insertExtension } from './extensions.repository';
import { ROUTES } from '#shared/api/routes';

let ctx: TestApp;
const published = DEMO_EXTENSIONS.filter(extension => extension.published !== false);

async function listAll(body: unknown) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: ROUTES.listAll.url(),
    payload: body as object,
  });
  return { status: response.statusCode, json: response.json<ListAllResponse>() };
}

async function names(body: ListAllBody): Promise<string[]> {
  const { status, json } = await listAll(body);
  expect(status).toBe(200);
  return json.extensions.map(extension => extension.name);
}

beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemoIfEmpty(ctx.database.db, ctx.database.dialect);
  // A near-duplicate name, so "exact name first" has a prefix match to beat.
  await ctx.app.catalogue.write(trx =>
    insertExtension(trx, {
      extension: {
        id: 'ext_test_compass_pro',
        slug: 'compass-kit-pro',
        author_id: demoUserId(0),
        name: 'Compass Kit Pro',
        description:
          'Compass compass compass: a compass kit with a compass needle and compass rose.',
        icon: '',
        package_name: 'com.test.compasskitpro',
        is_free: 1,
        price_minor: 0,
        price_sort: 0,
        source_url: '',
        dev_notes: '',
        documentation_html: '',
        documentation_toc: 0,
        documentation_blocks: '{"time":0,"blocks":[]}',
        source: '',
        category: 'Sensor',
        published: 1,
        download_count: 99_999,
        like_count: 0,
        created_at: '2026-01-01T00:00:00.000Z',
        updated_at: '2026-01-01T00:00:00.000Z',
      },
      tags: ['compass', 'kit'],
      platforms: ['kodular'],
    }),
  );
});
afterAll(async () => ctx.close());

describe('POST list-all: listing', () => {
  it('lists only published extensions, newest first by default, with totals', async () => {
    const { status, json } = await listAll({});
    expect(status).toBe(200);
    expect(json.total).toBe(published.length + 1);
    expect(json.skip).toBe(0);
    expect(json.limit).toBe(12);
    expect(json.extensions).toHaveLength(12);
    const dates = json.extensions.map(extension => extension.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const all = await names({ limit: 48 });
    for (const hidden of ['Card View Plus', 'Banner Rotator', 'Text Recognition']) {
      expect(all).not.toContain(hidden);
    }
  });

  it('filters free, paid, category, category within paid, and platform', async () => {
    const free = await listAll({ typeFilter: 'free', limit: 48 });
    expect(free.json.extensions.every(extension => extension.type.isFree)).toBe(true);
    const paid = await listAll({ typeFilter: 'paid', limit: 48 });
    expect(paid.json.total).toBe(published.filter(extension => extension.price).length);
    expect(paid.json.extensions.every(extension => !extension.type.isFree)).toBe(true);
    expect(free.json.total + paid.json.total).toBe(published.length + 1);

    const ui = await listAll({ typeFilter: 'Ui', limit: 48 });
    expect(ui.json.extensions.map(extension => extension.name).sort()).toEqual(
      ['Bottom Sheet Pro', 'Chip Group', 'Material Dialogs'].sort(),
    );
    expect(await names({ typeFilter: 'paid', category: 'Ui' })).toEqual([
      'Bottom Sheet Pro',
    ]);
    expect(await names({ typeFilter: 'Ui', category: 'Tools' })).toEqual([]);

    const appzard = await listAll({ platform: 'appzard', limit: 48 });
    const expected = published.filter(extension =>
      extension.platforms.includes('appzard'),
    );
    expect(appzard.json.total).toBe(expected.length);
    expect(appzard.json.extensions.every(e => e.platforms.includes('appzard'))).toBe(
      true,
    );
  });

  const inrPrice = (type: ListAllResponse['extensions'][number]['type']) =>
    type.currency === 'USD' ? type.price / RATES_SNAPSHOT.rates.USD : type.price;
  const checks: Record<Exclude<Sort, 'relevance'>, (a: Row, b: Row) => boolean> = {
    newest: (a, b) => a.createdAt >= b.createdAt,
    downloads: (a, b) => a.downloads >= b.downloads,
    likes: (a, b) => a.likes >= b.likes,
    name: (a, b) => a.name.toLowerCase() <= b.name.toLowerCase(),
    price: (a, b) => inrPrice(a.type) <= inrPrice(b.type) + 0.01,
    'price-desc': (a, b) => inrPrice(a.type) + 0.01 >= inrPrice(b.type),
    rating: (a, b) => (a.rating.average ?? 0) >= (b.rating.average ?? 0),
  };
  type Row = ListAllResponse['extensions'][number];

  it.each(Object.keys(checks) as (keyof typeof checks)[])(
    'sorts by %s, and pages through the same order without gaps or repeats',
    async sort => {
      const full = (await listAll({ sort, limit: 48 })).json.extensions;
      for (let i = 1; i < full.length; i += 1) {
        expect(checks[sort](full[i - 1] as Row, full[i] as Row)).toBe(true);
      }
      const paged: string[] = [];
      for (let skip = 0; skip < full.length; skip += 5) {
        const page = await listAll({ sort, skip, limit: 5 });
        expect(page.json.total).toBe(full.length);
        paged.push(...page.json.extensions.map(extension => extension.extensionId));
      }
      expect(paged).toEqual(full.map(extension => extension.extensionId));
    },
  );

  it('answers an empty page past the end with the real total', async () => {
    const { status, json } = await listAll({ skip: 500, limit: 10 });
    expect(status).toBe(200);
    expect(json.extensions).toEqual([]);
    expect(json.total).toBe(published.length + 1);
  });
});

describe('POST list-all: search', () => {
  it('ranks an exact name first (any case), then names that start with the text', async () => {
    expect((await names({ searchText: 'compass kit' })).slice(0, 2)).toEqual([
      'Compass Kit',
      'Compass Kit Pro',
    ]);
    expect((await names({ searchText: '  COMPASS   kit ' }))[0]).toBe('Compass Kit');
    expect((await names({ searchText: 'lottie PLAYER' }))[0]).toBe('Lottie Player');
    expect((await names({ searchText: 'qr' }))[0]).toBe('QR Code Generator');
  });

  it('searches descriptions, tags and package names, prefix on the last word', async () => {
    expect(await names({ searchText: 'workmanager' })).toEqual(['Background Tasks']);
    expect(await names({ searchText: 'ble' })).toContain('Bluetooth LE Scanner');
    expect(await names({ searchText: 'com.kavyacodes.compasskit' })).toEqual([
      'Compass Kit',
    ]);
    expect(await names({ searchText: 'blue' })).toContain('Bluetooth LE Scanner');
    expect(await names({ searchText: 'text recognition' })).not.toContain(
      'Text Recognition',
    );
  });

  it('combines search with filters and explicit sorts', async () => {
    const paid = await listAll({ searchText: 'bluetooth', typeFilter: 'paid' });
    expect(paid.json.extensions.map(extension => extension.name)).toEqual([
      'Bluetooth LE Scanner',
    ]);
    expect(await names({ searchText: 'bluetooth', typeFilter: 'free' })).toEqual([]);
    const byDownloads = await names({ searchText: 'compass', sort: 'downloads' });
    expect(byDownloads[0]).toBe('Compass Kit Pro');
  });

  it.each([
    "'; drop table extensions; --",
    'AND OR NEAR *',
    '"unbalanced',
    'name:compass OR 1=1',
    '%_\\',
    '***',
    '(compass',
    'compass*',
    'NEAR(compass kit)',
    '日本語 テスト',
    'ünïcödé émoji 🚀',
    "compass' & 'kit':* | !x",
  ])('treats %j as plain words: 200 with a list, never 500', async text => {
    const { status, json } = await listAll({ searchText: text });
    expect(status).toBe(200);
    expect(Array.isArray(json.extensions)).toBe(true);
    expect(json.total).toBe(json.extensions.length);
  });

  it('still has every table after hostile searches', async () => {
    expect((await listAll({})).json.total).toBe(published.length + 1);
    expect(await names({ searchText: 'compass*' })).toContain('Compass Kit');
  });
});

describe('POST list-all: bad input is a 400 with a readable message', () => {
  it.each([
    [{ skip: -1 }, '"skip" must be >= 0'],
    [{ limit: 1000 }, '"limit" must be <= 48'],
    [{ limit: 0 }, '"limit" must be >= 1'],
    [{ skip: 10_001 }, '"skip" must be <= 10000'],
    [{ foo: 1 }, 'Unknown field "foo" in body'],
    [{ skip: 'abc' }, '"skip" must be integer'],
    [{ limit: 1.5 }, '"limit" must be integer'],
    [
      { typeFilter: 'cheap' },
      '"typeFilter" must be one of: all, free, paid, Ui, Database, Networking, Advertisement, Tools, Animation, Sensor, Service, Experiment',
    ],
    [
      { sort: 'random' },
      '"sort" must be one of: relevance, newest, downloads, likes, name, price, price-desc, rating',
    ],
    [
      { sort: ' ' },
      '"sort" must be one of: relevance, newest, downloads, likes, name, price, price-desc, rating',
    ],
    [{ searchText: { $ne: '' } }, '"searchText" must be string'],
    [{ searchText: 'x'.repeat(10_000) }, 'Search text can be at most 100 characters.'],
  ])('%j', async (body, message) => {
    const { status, json } = await listAll(body);
    expect(status).toBe(400);
    // A value's error names its field; an unknown field is about the whole body.
    const field = Object.keys(body)[0] === 'foo' ? {} : { field: Object.keys(body)[0] };
    expect(json).toEqual({ error: { code: 'BAD_REQUEST', message, ...field } });
  });

  it('reads the empty strings the spec client sends for unset filters as the defaults', async () => {
    const unset = await listAll({ typeFilter: '', sort: '' });
    const defaults = await listAll({});
    expect(unset.status).toBe(200);
    expect(unset.json).toEqual(defaults.json);
    const searched = await listAll({ searchText: 'compass', typeFilter: '', sort: '' });
    expect(searched.json).toEqual((await listAll({ searchText: 'compass' })).json);
  });

  it('rejects malformed JSON and a non-object body', async () => {
    const broken = await ctx.app.inject({
      method: 'POST',
      url: ROUTES.listAll.url(),
      headers: { 'content-type': 'application/json' },
      payload: '{"skip": 1,',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ error: { code: 'BAD_REQUEST' } });
    const array = await listAll([1, 2]);
    expect(array.status).toBe(400);
  });
});

describe('GET count-filter', () => {
  it.each<[ListAllBody, string]>([
    [{}, ''],
    [{ typeFilter: 'paid' }, 'type=paid'],
    [{ typeFilter: 'free', platform: 'kodular' }, 'type=free&platform=kodular'],
    [{ typeFilter: 'paid', category: 'Ui' }, 'type=paid&category=Ui'],
    [{ searchText: 'compass' }, 'search=compass'],
    [{ searchText: 'kit', typeFilter: 'Sensor' }, 'search=kit&type=Sensor'],
    [{ searchText: "'; --" }, `search=${encodeURIComponent("'; --")}`],
  ])('agrees with list-all total for %j', async (body, query) => {
    const response = await ctx.app.inject({
      url: `${ROUTES.countFilter.url()}?${query}`,
    });
    expect(response.statusCode).toBe(200);
    const { count } = response.json<{ count: number }>();
    expect((await listAll({ ...body, limit: 1 })).json.total).toBe(count);
    expect((await listAll({ ...body, limit: 48 })).json.total).toBe(count);
  });

  it('rejects unknown parameters and bad values', async () => {
    const unknown = await ctx.app.inject({
      url: `${ROUTES.countFilter.url()}?sort=name`,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      error: { code: 'BAD_REQUEST', message: 'Unknown field "sort" in querystring' },
    });
    const bad = await ctx.app.inject({ url: `${ROUTES.countFilter.url()}?type=cheap` });
    expect(bad.statusCode).toBe(400);
  });
});

describe('GET one extension', () => {
  it('returns the detail by slug and by id, versions newest first', async () => {
    const response = await ctx.app.inject({
      url: ROUTES.extension.url({ slugOrId: 'material-dialogs' }),
    });
    expect(response.statusCode).toBe(200);
    const detail = response.json<ExtensionDetail>();
    expect(detail.name).toBe('Material Dialogs');
    expect(detail.aixVersions.map(version => version.versionName)).toEqual([
      '1.2.0',
      '1.1.0',
      '1.0.0',
    ]);
    expect(detail.aixVersions[0]?.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(detail.latestVersion).toBe('1.2.0');
    expect(detail.platforms).toHaveLength(7);
    expect(detail.tags).toEqual(['dialog', 'material', 'ui']);
    expect(detail.documentation.toc).toBe(true);
    expect(detail.documentation.blocks.blocks.length).toBeGreaterThan(10);
    const byId = await ctx.app.inject({
      url: ROUTES.extension.url({ slugOrId: detail.extensionId }),
    });
    expect(byId.json<ExtensionDetail>().slug).toBe('material-dialogs');
    const bluetooth = await ctx.app.inject({
      url: ROUTES.extension.url({ slugOrId: 'bluetooth-le-scanner' }),
    });
    expect(bluetooth.json<ExtensionDetail>().permissions).toEqual([
      'ACCESS_FINE_LOCATION',
      'BLUETOOTH',
    ]);
    expect(bluetooth.json<ExtensionDetail>().type).toMatchObject({
      isFree: false,
      price: 299,
      currency: 'INR',
      value: '₹299',
    });
  });

  it('answers 404 JSON for unknown and unpublished extensions', async () => {
    for (const slug of ['no-such-extension', 'text-recognition', 'ext_demo_30']) {
      const response = await ctx.app.inject({
        url: ROUTES.extension.url({ slugOrId: slug }),
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    }
    const tooLong = await ctx.app.inject({
      url: ROUTES.extension.url({ slugOrId: 'x'.repeat(65) }),
    });
    expect(tooLong.statusCode).toBe(400);
  });
});

describe('OpenAPI document', () => {
  it('shows every catalogue route with its tag and schemas', async () => {
    const response = await ctx.app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json<{
      paths: Record<string, Record<string, { tags?: string[]; [key: string]: unknown }>>;
    }>();
    const routes: [string, string, string][] = [
      ['/private/api/extension/list-all', 'post', 'extensions'],
      ['/private/api/extension/count-filter', 'get', 'extensions'],
      ['/private/api/extension/weekly-trending', 'get', 'extensions'],
      ['/private/api/extension/about-all', 'get', 'extensions'],
      ['/private/api/extension/{slugOrId}', 'get', 'extensions'],
      ['/private/api/user/{username}', 'get', 'users'],
      ['/private/api/user/check-username', 'get', 'users'],
      ['/private/api/exchange-rates', 'get', 'rates'],
    ];
    for (const [path, method, tag] of routes) {
      const operation = doc.paths[path]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(operation?.tags).toEqual([tag]);
      expect(operation).toHaveProperty(['responses', '200']);
    }
    expect(doc.paths['/private/api/extension/list-all']?.post).toHaveProperty(
      'requestBody',
    );
    const countParams = doc.paths['/private/api/extension/count-filter']?.get?.parameters;
    expect(JSON.stringify(countParams)).toContain('"platform"');
  });
});
