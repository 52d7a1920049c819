import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORIES } from '#shared/constants';
import { DOC_BLOCK_TYPES, renderDocumentation } from '#shared/docs/render';
import { payoutBreakdown } from '#shared/domain/payout';
import { isReservedUsername } from '#shared/domain/reserved-usernames';
import {
  isValidDescription,
  isValidExtensionName,
  isValidSlug,
  validateUserName,
  validateUsernameFormat,
} from '#shared/domain/validation';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { seedDemoIfEmpty } from './demo';

let first: TestDatabase;
let second: TestDatabase;
const now = new Date();

interface Block {
  type: string;
  data: Record<string, unknown>;
  tunes?: { alignment?: { alignment?: string } };
}

beforeAll(async () => {
  first = await createTestDatabase();
  second = await createTestDatabase();
  expect(await seedDemoIfEmpty(first.db, first.dialect, now)).toBe(true);
  expect(await seedDemoIfEmpty(second.db, second.dialect, now)).toBe(true);
});
afterAll(async () => {
  await first.destroy();
  await second.destroy();
});

/** The type of every leaf, so a test can compare shapes: { link: 'string', ... }. */
function shape(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return typeof value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, shape(item)]),
  );
}

const extensions = () =>
  first.db.selectFrom('extensions').selectAll().orderBy('id').execute();

describe('demo seed', () => {
  it('runs only on an empty catalogue', async () => {
    expect(await seedDemoIfEmpty(first.db, first.dialect, now)).toBe(false);
    expect(await extensions()).toHaveLength(30);
  });

  it('is deterministic', async () => {
    for (const table of [
      'users',
      'extensions',
      'extension_versions',
      'extension_tags',
    ] as const) {
      const a = await first.db.selectFrom(table).selectAll().execute();
      const b = await second.db.selectFrom(table).selectAll().execute();
      const key = (row: object) => JSON.stringify(row);
      expect(a.map(key).sort()).toEqual(b.map(key).sort());
    }
  });

  it('gives paid listings payout accounts and a few paid orders with true payouts', async () => {
    const paidSellers = await first.db
      .selectFrom('extensions')
      .select('author_id')
      .where('is_free', '=', 0)
      .where('published', '=', 1)
      .distinct()
      .execute();
    const accounts = await first.db.selectFrom('linked_accounts').selectAll().execute();
    expect(accounts.map(row => row.user_id).sort()).toEqual(
      paidSellers.map(row => row.author_id).sort(),
    );
    const orders = await first.db.selectFrom('orders').selectAll().execute();
    expect(orders.length).toBeGreaterThan(3);
    for (const order of orders) {
      expect(order.status).toBe('paid');
      expect(order.buyer_id).not.toBe(order.seller_id);
      expect(Number(order.seller_payout_minor)).toBe(
        payoutBreakdown(Number(order.amount_minor)).payout,
      );
      expect(Date.parse(order.paid_at ?? '')).toBeLessThanOrEqual(now.getTime());
      expect(now.getTime() - Date.parse(order.paid_at ?? '')).toBeLessThan(
        29 * 86_400_000,
      );
    }
    const inr = orders.filter(order => order.currency === 'INR');
    const transfers = await first.db.selectFrom('transfers').selectAll().execute();
    expect(transfers.map(row => row.order_id).sort()).toEqual(
      inr.map(order => order.id).sort(),
    );
  });

  it('follows the spec rules for names, descriptions, slugs and makers', async () => {
    const rows = await extensions();
    for (const row of rows) {
      expect(isValidExtensionName(row.name), row.name).toBe(true);
      expect(isValidDescription(row.description), row.description).toBe(true);
      expect(isValidSlug(row.slug), row.slug).toBe(true);
      expect(row.package_name).toMatch(/^com\.[a-z0-9]+\.[a-z0-9]+$/);
      expect(row.icon).toMatch(/^data:image\/svg\+xml/);
    }
    const published = rows.filter(row => row.published === 1);
    expect(published.length).toBeGreaterThanOrEqual(24);
    expect(rows.length - published.length).toBeGreaterThanOrEqual(2);
    expect(new Set(published.map(row => row.category))).toEqual(new Set(CATEGORIES));
    expect(new Set(published.filter(r => r.is_free === 0).map(r => r.currency))).toEqual(
      new Set(['INR', 'USD']),
    );
    const users = await first.db.selectFrom('users').selectAll().execute();
    expect(users).toHaveLength(5);
    for (const user of users) {
      expect(validateUsernameFormat(user.username)).toBeUndefined();
      expect(isReservedUsername(user.username)).toBe(false);
      expect(validateUserName(user.name)).toBeUndefined();
      expect(user.avatar).toMatch(/^data:image\/svg\+xml;base64,/);
    }
  });

  it("gives each extension its latest version's Min SDK (the Details box agrees)", async () => {
    const rows = await first.db
      .selectFrom('extensions as e')
      .select(['e.slug', 'e.min_sdk_version'])
      .select(eb =>
        eb
          .selectFrom('extension_versions as v')
          .select('v.min_sdk')
          .whereRef('v.extension_id', '=', 'e.id')
          .orderBy('v.version_code', 'desc')
          .limit(1)
          .as('latest'),
      )
      .execute();
    expect(rows.length).toBeGreaterThan(10);
    for (const row of rows)
      expect([row.slug, Number(row.min_sdk_version)]).toEqual([
        row.slug,
        Number(row.latest),
      ]);
  });

  it('gives every extension 2 or 3 versions and 14 days of stats up to today', async () => {
    const versions = await first.db
      .selectFrom('extension_versions')
      .selectAll()
      .execute();
    const perExtension = new Map<string, number>();
    for (const version of versions) {
      perExtension.set(
        version.extension_id,
        (perExtension.get(version.extension_id) ?? 0) + 1,
      );
      expect(version.sha256).toMatch(/^[0-9a-f]{64}$/);
      expect(Number(version.file_size)).toBeGreaterThan(1000);
      expect(version.release_notes.length).toBeGreaterThan(3);
    }
    expect([...perExtension.values()].every(count => count >= 2 && count <= 3)).toBe(
      true,
    );
    const days = await first.db
      .selectFrom('extension_daily_stats')
      .select('day')
      .distinct()
      .execute();
    expect(
      days
        .map(row => row.day)
        .sort()
        .at(-1),
    ).toBe(now.toISOString().slice(0, 10));
    expect(days).toHaveLength(14);
  });

  it('documents with every block kind, alignment tunes and no foreign hosts', async () => {
    const blocks: Block[] = (await extensions()).flatMap(
      row => (JSON.parse(row.documentation_blocks) as { blocks: Block[] }).blocks,
    );
    const types = new Set(blocks.map(block => block.type));
    // The seed shows every kind the docs renderer knows.
    for (const type of DOC_BLOCK_TYPES) expect(types, type).toContain(type);
    const of = (type: string) => blocks.filter(block => block.type === type);
    expect(new Set(of('header').map(b => b.data.level))).toEqual(new Set([1, 2, 3, 4]));
    expect(new Set(of('list').map(b => b.data.style))).toEqual(
      new Set(['ordered', 'unordered']),
    );
    expect(JSON.stringify(of('list'))).toMatch(/"items":\[\{"content"/);
    expect(new Set(of('embed').map(b => b.data.service))).toEqual(
      new Set(['youtube', 'vimeo']),
    );
    expect(new Set(of('messageBox').map(b => b.data.theme))).toEqual(
      new Set(['success', 'warning', 'info', 'danger']),
    );
    expect(shape(of('button')[0]?.data)).toMatchObject({
      link: 'string',
      text: 'string',
      theme: 'string',
    });
    expect(shape(of('linkTool')[0]?.data)).toMatchObject({
      link: 'string',
      meta: {
        title: 'string',
        description: 'string',
        image: { url: 'string' },
        site_name: 'string',
      },
    });
    expect(shape(of('attaches')[0]?.data)).toMatchObject({
      file: { url: 'string', name: 'string', extension: 'string' },
    });
    expect(of('paragraph').some(b => /<b>.*<\/b>/.test(String(b.data.text)))).toBe(true);
    expect(of('paragraph').some(b => /<i>.*<\/i>/.test(String(b.data.text)))).toBe(true);
    expect(of('paragraph').some(b => /<a href="\//.test(String(b.data.text)))).toBe(true);
    const alignments = new Set(blocks.map(block => block.tunes?.alignment?.alignment));
    for (const align of ['left', 'center', 'right']) expect(alignments).toContain(align);
    const hosts = new Set(
      [...JSON.stringify(blocks).matchAll(/https?:\/\/([^/"?]+)/g)].map(
        match => match[1],
      ),
    );
    expect([...hosts].sort()).toEqual([
      'player.vimeo.com',
      'vimeo.com',
      'www.youtube.com',
    ]);
    for (const image of of('image')) {
      expect(JSON.stringify(image.data)).toMatch(/"url":"data:image\/png;base64,/);
    }
  });

  it('renders every document with the docs renderer, without a single error', async () => {
    for (const row of await extensions()) {
      const rendered = renderDocumentation(JSON.parse(row.documentation_blocks));
      expect(rendered.errors, row.slug).toEqual([]);
      expect(row.documentation_html).toBe(rendered.html);
      expect(row.documentation_html).toContain('Designer Properties');
    }
  });
});
