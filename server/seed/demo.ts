/**
 * The demo catalogue main.ts seeds on first start (see demo-catalogue.ts for the
 * data and demo-docs.ts for the documentation blocks). Ids and dates are fixed,
 * relative to DEMO_BASE_TIME, so tests can rely on them; only the daily stats
 * follow the clock, so weekly trending always has a current week to show.
 */
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { CATEGORIES } from '#shared/constants';
import { renderDocumentation } from '#shared/docs/render';
import type { Database, NewExtensionVersion, NewUser } from '../db/database';
import type { DialectName } from '../db/dialect';
import { insertExtension } from '../modules/extensions/extensions.repository';
import { loadRatesSnapshot } from '../modules/rates/rates.repository';
import { RATES_SNAPSHOT } from '../modules/rates/rates.snapshot';
import { insertUsers } from '../modules/users/users.repository';
import { extensionIcon, identicon } from './art';
import { DEMO_EXTENSIONS, DEMO_MAKERS, type DemoExtension } from './demo-catalogue';
import { demoDocument, type DocSubject } from './demo-docs';
import { insertRows } from './bulk';
import { seedDemoCommerce } from './demo-commerce';
import { createRandom } from './random';

export const DEMO_BASE_TIME = Date.UTC(2026, 5, 1, 8, 30, 0);
const DAY_MS = 86_400_000;

export const demoUserId = (index: number) =>
  `usr_demo_${String(index + 1).padStart(2, '0')}`;
const demoPackageName = (maker: number, extension: DemoExtension) =>
  `com.${DEMO_MAKERS[maker]?.username ?? 'demo'}.${extension.slug.replace(/-/g, '')}`;
export const demoExtensionId = (index: number) =>
  `ext_demo_${String(index + 1).padStart(2, '0')}`;

const CATEGORY_EVENTS: Record<string, readonly string[]> = {
  Ui: ['Shown', 'Dismissed', 'ItemSelected'],
  Animation: ['AnimationStarted', 'AnimationEnded'],
  Database: ['Opened', 'QueryResult', 'Error'],
  Networking: ['Connected', 'MessageReceived', 'Disconnected'],
  Advertisement: ['AdLoaded', 'AdFailedToLoad', 'AdClosed'],
  Tools: ['Done', 'Error'],
  Sensor: ['Changed', 'AccuracyChanged'],
  Service: ['Started', 'Stopped'],
  Experiment: ['Detected', 'Error'],
};

function docSubject(extension: DemoExtension, maker: string): DocSubject {
  const component = extension.name.replace(/\s+/g, '');
  return {
    name: extension.name,
    slug: extension.slug,
    maker,
    component,
    summary: extension.description,
    properties: [
      ['Enabled', 'boolean', `Turns ${extension.name} on or off.`],
      ['Theme', 'text', 'Light, Dark or System.'],
      ['Timeout', 'number', 'Milliseconds before the operation gives up.'],
    ],
    events: CATEGORY_EVENTS[extension.category] ?? ['Done'],
  };
}

function makers(): NewUser[] {
  return DEMO_MAKERS.map((maker, index) => {
    const created = new Date(DEMO_BASE_TIME - (400 - index * 30) * DAY_MS).toISOString();
    return {
      id: demoUserId(index),
      firebase_uid: null,
      email: `${maker.username}@demo.aix.market`,
      name: maker.name,
      username: maker.username,
      avatar: identicon(maker.username),
      role: maker.role ?? 'user',
      website: maker.website,
      location: maker.location,
      email_verified: 1,
      created_at: created,
      updated_at: created,
    };
  });
}

function versions(extension: DemoExtension, id: string, created: number) {
  return extension.releases.map((notes, index): NewExtensionVersion => {
    const versionName = `1.${index}.0`;
    const sha256 = createHash('sha256')
      .update(`${extension.slug}@${versionName}`)
      .digest('hex');
    return {
      id: `${id}_v${index + 1}`,
      extension_id: id,
      version_name: versionName,
      version_code: index + 1,
      file_size: 24_000 + (parseInt(sha256.slice(0, 6), 16) % 400_000),
      sha256,
      storage_key: `demo/${extension.slug}/${versionName}.aix`,
      min_sdk: index === 0 ? 16 : 19,
      permissions: JSON.stringify(extension.permissions),
      release_notes: notes,
      uploaded_at: new Date(created + index * 21 * DAY_MS).toISOString(),
    };
  });
}

/** Daily downloads and likes of the 14 days up to `now`, shaped by all-time popularity. */
function dailyStats(extension: DemoExtension, id: string, index: number, now: Date) {
  const random = createRandom(index + 1);
  const today = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  const perDay = Math.max(1, Math.round(extension.downloads / 400));
  return Array.from({ length: 14 }, (_, day) => ({
    extension_id: id,
    day: new Date(today - day * DAY_MS).toISOString().slice(0, 10),
    downloads: Math.round(perDay * (0.5 + random.next())),
    likes: Math.round((perDay / 12) * random.next()),
  }));
}

/** Seeds the demo catalogue when the database has no extensions yet. */
/** What the first start says it seeded, e.g. "30 extensions by 5 makers: 27 published, 10 paid". */
export function demoCatalogueSummary(): string {
  const published = DEMO_EXTENSIONS.filter(extension => extension.published !== false);
  const paid = DEMO_EXTENSIONS.filter(extension => extension.price);
  return `${DEMO_EXTENSIONS.length} extensions by ${DEMO_MAKERS.length} makers: ${published.length} published, ${paid.length} paid`;
}

export async function seedDemoIfEmpty(
  db: Kysely<Database>,
  _dialect: DialectName,
  now: Date = new Date(),
): Promise<boolean> {
  const existing = await db
    .selectFrom('extensions')
    .select('id')
    .limit(1)
    .executeTakeFirst();
  if (existing) return false;
  const makerIndex = new Map(DEMO_MAKERS.map((maker, index) => [maker.key, index]));
  await db.transaction().execute(async trx => {
    await insertUsers(trx, makers());
    for (const [index, extension] of DEMO_EXTENSIONS.entries()) {
      const id = demoExtensionId(index);
      const maker = makerIndex.get(extension.maker) ?? 0;
      const created = DEMO_BASE_TIME + index * 5 * DAY_MS;
      const updated = created + (extension.releases.length - 1) * 21 * DAY_MS;
      const price = extension.price;
      const priceMinor = price ? Math.round(price.amount * 100) : 0;
      const doc = demoDocument(
        docSubject(extension, DEMO_MAKERS[maker]?.username ?? ''),
        updated,
        extension.showcase === true,
      );
      const demoVersions = versions(extension, id, created);
      await insertExtension(trx, {
        extension: {
          id,
          slug: extension.slug,
          author_id: demoUserId(maker),
          name: extension.name,
          description: extension.description,
          icon: extensionIcon(extension.name),
          package_name: demoPackageName(maker, extension),
          // The extension's Min SDK is its latest version's (issue 12).
          min_sdk_version: demoVersions.at(-1)?.min_sdk ?? 16,
          is_free: price ? 0 : 1,
          price_minor: priceMinor,
          currency: price?.currency ?? 'INR',
          price_sort:
            price?.currency === 'USD'
              ? Math.round(priceMinor / RATES_SNAPSHOT.rates.USD)
              : priceMinor,
          source_url: '',
          dev_notes: extension.showcase
            ? 'Questions and ideas are welcome on the maker profile.'
            : '',
          // Rendered by the same renderer as maker documents, so the demo shows it as is.
          documentation_html: renderDocumentation(doc).html,
          documentation_toc: extension.showcase ? 1 : 0,
          documentation_blocks: JSON.stringify(doc),
          source: '',
          category: extension.category,
          published: extension.published === false ? 0 : 1,
          download_count: extension.downloads,
          like_count: extension.likes,
          created_at: new Date(created).toISOString(),
          updated_at: new Date(updated).toISOString(),
        },
        tags: extension.tags,
        platforms: extension.platforms,
        permissions: extension.permissions,
        versions: demoVersions,
      });
      if (extension.published !== false) {
        await insertRows(
          trx,
          'extension_daily_stats',
          dailyStats(extension, id, index, now),
        );
      }
    }
    await loadRatesSnapshot(trx);
    const people = makers().map(user => ({
      id: user.id,
      name: user.name,
      username: user.username,
    }));
    const listings = DEMO_EXTENSIONS.map((extension, index) => {
      const maker = makerIndex.get(extension.maker) ?? 0;
      return {
        id: demoExtensionId(index),
        extension,
        seller: people[maker] ?? { id: demoUserId(maker), name: '', username: 'demo' },
        packageName: demoPackageName(maker, extension),
      };
    });
    await seedDemoCommerce(trx, listings, people, now);
  });
  return true;
}

/** Every category has at least one published demo extension (checked by the tests). */
export const DEMO_CATEGORIES = CATEGORIES;
