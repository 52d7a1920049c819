/**
 * A deterministic synthetic catalogue of any size, for tests and benchmarks: the
 * same (extensions, users, seed) always gives the same rows. Only the daily stats
 * depend on `now`, so weekly trending has data whenever the seed runs.
 *
 * Rows are generated and inserted in chunks inside one transaction with the
 * secondary indexes dropped; the search index is built once at the end
 * (rebuildSearchIndex) instead of per row, then the indexes are recreated.
 */
import { PERMISSIONS, PLATFORMS } from '#shared/constants';
import type {
  Database,
  NewExtension,
  NewExtensionVersion,
  NewUser,
} from '../db/database';
import { sql, type Insertable, type Kysely, type Transaction } from 'kysely';
import { isPostgres } from '../db/executor';
import { Catalogue } from '../modules/extensions/catalogue';
import { rebuildAggregates } from '../modules/extensions/extensions.aggregates';
import { rebuildSearchIndex } from '../modules/extensions/extensions.repository';
import { RATES_SNAPSHOT } from '../modules/rates/rates.snapshot';
import {
  INLINE_ICON_PX,
  storeInlineImages,
  storeInlinePicture,
} from '../modules/uploads/inline-images';
import type { BlobStorage } from '../storage/storage';
import { solidIcon, identicon } from './art';
import { insertRows, withoutSecondaryIndexes, withoutTriggers } from './bulk';
import { createRandom, type Random } from './random';
import {
  EXTRA_TAGS,
  FIRST_NAMES,
  LAST_NAMES,
  OUTCOMES,
  PREFIXES,
  SUBJECTS,
  SUFFIXES,
  VERBS,
} from './vocabulary';
import type { Executor } from '../db/executor';

export interface SyntheticOptions {
  extensions: number;
  users: number;
  seed?: number;
  /** Daily stats cover the 14 days up to this day. */
  now?: Date;
  /**
   * Where the server keeps files. Given, the generated icons and avatars are stored
   * there now, as the server would at its first start (inline-images.ts): the
   * extensions are written with their icons' URLs, so the server starts on a settled
   * catalogue instead of rewriting every row (on PostgreSQL, a table of twice the
   * pages and GIN entries for every row version until a vacuum).
   */
  storage?: BlobStorage;
}

export interface SyntheticResult {
  users: number;
  extensions: number;
  published: number;
  ms: number;
}

const BASE_TIME = Date.UTC(2026, 10, 1, 9, 0, 0);
const DAY_MS = 86_400_000;
const CHUNK = 2_000;
const INR_PRICES = [49, 99, 149, 199, 299, 499, 999, 1499];
const USD_PRICES = [0.99, 1.99, 2.99, 4.99, 9.99, 14.99];

/** The default documentation of the spec: two level-2 headers. */
export const DEFAULT_DOCUMENTATION = JSON.stringify({
  time: BASE_TIME,
  blocks: [
    { id: 'designer', type: 'header', data: { text: 'Designer Properties', level: 2 } },
    { id: 'blocks', type: 'header', data: { text: 'Blocks', level: 2 } },
  ],
});

const pad = (value: number, width: number) => String(value).padStart(width, '0');
export const syntheticUserId = (index: number) => `usr_syn_${pad(index, 7)}`;
export const syntheticExtensionId = (index: number) => `ext_syn_${pad(index, 7)}`;

function makeUser(index: number, random: Random): NewUser {
  const username = `maker${index + 1}`;
  const created = new Date(BASE_TIME - random.int(400, 1500) * DAY_MS).toISOString();
  return {
    id: syntheticUserId(index),
    firebase_uid: null,
    email: `${username}@synthetic.test`,
    name: `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`,
    username,
    avatar: identicon(username),
    role: 'user',
    website: '',
    location: '',
    email_verified: 1,
    created_at: created,
    updated_at: created,
  };
}

function makeName(random: Random, subject: string): string {
  const candidates = [
    `${random.pick(PREFIXES)} ${subject} ${random.pick(SUFFIXES)}`,
    `${subject} ${random.pick(SUFFIXES)}`,
    `${random.pick(PREFIXES)} ${subject}`,
  ];
  const name = candidates[random.int(0, 2)] ?? subject;
  return name.length <= 30
    ? name
    : `${subject} ${random.pick(SUFFIXES)}`.slice(0, 30).trim();
}

function slugFor(name: string, index: number): string {
  const suffix = `-${index.toString(36)}`;
  const base = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return `${base.slice(0, 25 - suffix.length).replace(/-+$/, '')}${suffix}`;
}

interface Generated {
  /** Bulk rows carry the listing columns themselves, so no refresh pass is needed. */
  extension: NewExtension;
  tags: string[];
  platforms: string[];
  permissions: string[];
  versions: NewExtensionVersion[];
}

/** An icon per subject: a stored file's URL when there is storage, else inline art. */
type Icons = ReadonlyMap<string, string>;

async function subjectIcons(
  trx: Transaction<Database>,
  storage: BlobStorage | undefined,
): Promise<Icons> {
  // Subjects share a handful of pictures: each is rasterised and stored once.
  const urls = new Map<string, string>();
  const icons = new Map<string, string>();
  for (const [subject] of SUBJECTS) {
    const uri = solidIcon(subject);
    let url = urls.get(uri);
    if (url === undefined && storage) {
      url =
        (await storeInlinePicture(trx, storage, {
          uri,
          owner: syntheticUserId(0),
          kind: 'icon',
          size: INLINE_ICON_PX,
        })) ?? uri;
      urls.set(uri, url);
    }
    icons.set(subject, url ?? uri);
  }
  return icons;
}

function makeExtension(
  index: number,
  users: number,
  random: Random,
  icons: Icons,
): Generated {
  const [subject, category] = random.pick(SUBJECTS);
  const name = makeName(random, subject);
  const authorIndex = random.int(0, users - 1);
  const created = BASE_TIME - random.int(0, 1000 * 24) * 3_600_000;
  const paid = random.chance(0.35);
  const inr = random.chance(0.7);
  const major = paid ? random.pick(inr ? INR_PRICES : USD_PRICES) : 0;
  const priceMinor = Math.round(major * 100);
  const priceSort = inr ? priceMinor : Math.round(priceMinor / RATES_SNAPSHOT.rates.USD);
  const downloads = Math.floor(random.next() ** 3 * 40_000);
  const id = syntheticExtensionId(index);
  const permissions = random.sample(PERMISSIONS, random.int(0, 3));
  const versionCount = random.int(1, 3);
  const versions = Array.from({ length: versionCount }, (_, v): NewExtensionVersion => ({
    id: `${id}_v${v + 1}`,
    extension_id: id,
    version_name: `1.${v}.${random.int(0, 9)}`,
    version_code: v + 1,
    file_size: random.int(8_000, 900_000),
    sha256: random.hex64(),
    storage_key: `synthetic/${id}/${v + 1}.aix`,
    min_sdk: 16 + random.int(0, 5),
    permissions: JSON.stringify(permissions),
    release_notes: v === 0 ? 'First release.' : 'Bug fixes and smaller blocks.',
    uploaded_at: new Date(created + v * 20 * DAY_MS).toISOString(),
  }));
  const subjectTag = subject.toLowerCase().replace(/\s+/g, '-');
  const tags = [
    ...new Set([
      subjectTag,
      category.toLowerCase(),
      ...random.sample(EXTRA_TAGS, random.int(0, 2)),
    ]),
  ];
  const platforms = random.sample(PLATFORMS, random.int(1, 3));
  return {
    extension: {
      id,
      slug: slugFor(name, index),
      author_id: syntheticUserId(authorIndex),
      name,
      description: `${random.pick(VERBS)} ${subject.toLowerCase()} features ${random.pick(OUTCOMES)}.`,
      icon: icons.get(subject) ?? solidIcon(subject),
      package_name: `com.maker${authorIndex + 1}.${name.toLowerCase().replace(/[^a-z]/g, '')}${index}`,
      min_sdk_version: versions.at(-1)?.min_sdk ?? 16,
      is_free: paid ? 0 : 1,
      price_minor: priceMinor,
      currency: inr ? 'INR' : 'USD',
      price_sort: priceSort,
      source_url: '',
      dev_notes: '',
      documentation_html: '',
      documentation_toc: 0,
      documentation_blocks: DEFAULT_DOCUMENTATION,
      source: '',
      category,
      published: random.chance(0.96) ? 1 : 0,
      download_count: downloads,
      like_count: Math.floor(downloads * random.next() * 0.08),
      created_at: new Date(created).toISOString(),
      updated_at: new Date(created + random.int(0, 90) * DAY_MS).toISOString(),
      tag_list: JSON.stringify([...tags].sort()),
      platform_list: JSON.stringify([...platforms].sort()),
      latest_version: versions.at(-1)?.version_name ?? null,
    },
    tags,
    platforms,
    permissions,
    versions,
  };
}

function dailyStats(id: string, random: Random, now: Date) {
  const today = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  return Array.from({ length: 14 }, (_, day) => ({
    extension_id: id,
    day: new Date(today - day * DAY_MS).toISOString().slice(0, 10),
    downloads: random.int(0, 60),
    likes: random.int(0, 6),
  }));
}

const BULK_TABLES = [
  'extensions',
  'extension_tags',
  'extension_platforms',
  'extension_permissions',
  'extension_versions',
  'extension_daily_stats',
] as const;

type Rows<T extends keyof Database> = Insertable<Database[T]>[];

export async function seedSynthetic(
  db: Kysely<Database>,
  options: SyntheticOptions,
): Promise<SyntheticResult> {
  const startedAt = performance.now();
  const users = Math.max(1, options.users);
  const random = createRandom(options.seed ?? 20261122);
  const now = options.now ?? new Date();
  let published = 0;
  if (!isPostgres(db)) {
    // Index pages of a large load do not fit SQLite's default 2 MB page cache, and
    // index builds sort in temporary storage.
    await sql`pragma cache_size = -262144`.execute(db);
    await sql`pragma temp_store = memory`.execute(db);
  }
  await db.transaction().execute(async trx => {
    const userRows = Array.from({ length: users }, (_, i) => makeUser(i, random));
    await insertRows(trx, 'users', userRows);
    const icons = await subjectIcons(trx, options.storage);
    // The aggregates are recounted once at the end instead of kept row by row.
    await withoutTriggers(trx, BULK_TABLES, async () => {
      published = await load(trx, { ...options, users }, { random, now, icons });
    });
    await rebuildAggregates(trx);
  });
  if (options.storage) {
    // The avatars: one small row each, rewritten as the server's start would.
    await storeInlineImages({
      db,
      storage: options.storage,
      catalogue: new Catalogue(db),
    });
  }
  await analyze(db);
  return {
    users,
    extensions: options.extensions,
    published,
    ms: performance.now() - startedAt,
  };
}

/** Inserts the rows in chunks and builds the search index; answers how many are published. */
async function load(
  trx: Transaction<Database>,
  options: SyntheticOptions,
  { random, now, icons }: { random: Random; now: Date; icons: Icons },
): Promise<number> {
  const users = options.users;
  let published = 0;
  await withoutSecondaryIndexes(trx, BULK_TABLES, async () => {
    for (let start = 0; start < options.extensions; start += CHUNK) {
      const end = Math.min(options.extensions, start + CHUNK);
      const rows = {
        extensions: [] as Rows<'extensions'>,
        tags: [] as Rows<'extension_tags'>,
        platforms: [] as Rows<'extension_platforms'>,
        permissions: [] as Rows<'extension_permissions'>,
        versions: [] as Rows<'extension_versions'>,
        stats: [] as Rows<'extension_daily_stats'>,
      };
      for (let index = start; index < end; index += 1) {
        const item = makeExtension(index, users, random, icons);
        const id = item.extension.id;
        rows.extensions.push(item.extension);
        rows.tags.push(...item.tags.map(tag => ({ extension_id: id, tag })));
        rows.platforms.push(
          ...item.platforms.map(platform => ({ extension_id: id, platform })),
        );
        rows.permissions.push(
          ...item.permissions.map(permission => ({ extension_id: id, permission })),
        );
        rows.versions.push(...item.versions);
        if (item.extension.published === 1) published += 1;
        if (random.chance(0.03)) rows.stats.push(...dailyStats(id, random, now));
      }
      await insertRows(trx, 'extensions', rows.extensions);
      await insertRows(trx, 'extension_tags', rows.tags);
      await insertRows(trx, 'extension_platforms', rows.platforms);
      await insertRows(trx, 'extension_permissions', rows.permissions);
      await insertRows(trx, 'extension_versions', rows.versions);
      await insertRows(trx, 'extension_daily_stats', rows.stats);
    }
    // Still without the secondary indexes, so PostgreSQL's GIN index and the sort
    // indexes are built once from the final rows instead of updated 100k times.
    await rebuildSearchIndex(trx);
  });
  return published;
}

/** Fresh planner statistics after a bulk load, so both dialects pick the sort indexes. */
export async function analyze(db: Executor): Promise<void> {
  // A sample of each index is enough for the planner and keeps this fast on 100k rows.
  if (!isPostgres(db)) await sql`pragma analysis_limit = 2000`.execute(db);
  // PostgreSQL: what autovacuum does to a live table, done now: hint bits and the
  // visibility map set, so the first reads are not the ones writing every page.
  await (isPostgres(db) ? sql`vacuum analyze` : sql`analyze`).execute(db);
}
