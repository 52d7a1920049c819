/** Rows of the catalogue queries to the API types of shared/api/extensions. */
import type {
  Author,
  Documentation,
  ExtensionDetail,
  ExtensionSummary,
  ListedExtension,
  Version,
} from '#shared/api/extensions';
import { CURRENCIES, PLATFORMS, type Currency, type Platform } from '#shared/constants';
import { formatMoney, toMajor } from '#shared/domain/pricing';
import type { ComponentReference } from '#shared/aix/block-reference';
import { diffsNewestFirst } from '#shared/domain/permission-diff';
import type { ExtensionVersionRow } from '../../db/database';
import type { DetailRow, SummaryRow } from './extensions.queries';

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A JSON text array of strings, as the listing columns and version permissions store them. */
function stringList(text: string): string[] {
  const list = parseJson(text);
  return Array.isArray(list) ? list.filter(item => typeof item === 'string') : [];
}

// Tag and platform lists repeat across rows (a few dozen platform lists in all), so
// each distinct text is parsed once; callers get a copy they may keep.
const parsedLists = new Map<string, readonly string[]>();
function cachedList(text: string): string[] {
  let list = parsedLists.get(text);
  if (list === undefined) {
    list = stringList(text);
    if (parsedLists.size >= 20_000) parsedLists.clear();
    parsedLists.set(text, list);
  }
  return [...list];
}

const PLATFORM_ORDER = new Map<string, number>(PLATFORMS.map((p, index) => [p, index]));

function platformList(text: string): Platform[] {
  return cachedList(text)
    .filter((item): item is Platform => PLATFORM_ORDER.has(item))
    .sort((a, b) => (PLATFORM_ORDER.get(a) ?? 0) - (PLATFORM_ORDER.get(b) ?? 0));
}

// Intl number formatting is slow per call and a catalogue holds few distinct prices.
const priceLabels = new Map<string, string>();
function priceLabel(price: number, currency: Currency): string {
  const key = `${currency}${price}`;
  let label = priceLabels.get(key);
  if (label === undefined) {
    label = formatMoney(price, currency);
    if (priceLabels.size < 10_000) priceLabels.set(key, label);
  }
  return label;
}

function currencyOf(value: string): Currency {
  return (CURRENCIES as readonly string[]).includes(value) ? (value as Currency) : 'INR';
}

/** Average stars to two decimals, from the maintained sum and count. */
const ratingAverage = (row: { rating_sum: number; rating_count: number }) =>
  Math.round((Number(row.rating_sum) / Number(row.rating_count)) * 100) / 100;

/** An author whose user row is gone (never expected: users cascade to extensions). */
export function unknownAuthor(id: string): Author {
  return { id, username: '', name: '', avatar: '' };
}

export function toSummary(row: SummaryRow, author: Author): ExtensionSummary {
  const isFree = Number(row.is_free) === 1;
  const currency = currencyOf(row.currency);
  const price = isFree ? 0 : toMajor(Number(row.price_minor));
  return {
    extensionId: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    icon: row.icon,
    packageName: row.package_name,
    category: row.category,
    platforms: platformList(row.platform_list),
    tags: cachedList(row.tag_list),
    type: {
      isFree,
      price,
      currency,
      value: isFree ? 'Free' : priceLabel(price, currency),
      sourceURL: row.source_url,
    },
    likes: Number(row.like_count),
    downloads: Number(row.download_count),
    rating: {
      average: Number(row.rating_count) === 0 ? null : ratingAverage(row),
      count: Number(row.rating_count),
    },
    latestVersion: row.latest_version,
    author,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** A summary cut down to what a search result's card shows (list-all). */
export function toListed(summary: ExtensionSummary): ListedExtension {
  return {
    extensionId: summary.extensionId,
    slug: summary.slug,
    name: summary.name,
    description: summary.description,
    icon: summary.icon,
    category: summary.category,
    platforms: summary.platforms,
    type: summary.type,
    likes: summary.likes,
    downloads: summary.downloads,
    rating: summary.rating,
    latestVersion: summary.latestVersion,
    author: { username: summary.author.username, name: summary.author.name },
    createdAt: summary.createdAt,
  };
}

/** Block reference JSON as our own write path stored it; anything else reads as none. */
function referenceOf(text: string): NonNullable<Version['blockReference']> {
  const list = parseJson(text);
  return Array.isArray(list)
    ? list.filter(
        (item): item is ComponentReference => typeof item === 'object' && item !== null,
      )
    : [];
}

/** The PEM body of a signing key by its id (server/modules/signing/signing.keys.ts). */
export type KeyLookup = (keyId: string) => string | undefined;

/** The signature a version row carries, with its public key; absent when not signed. */
function signatureOf(row: ExtensionVersionRow, keys: KeyLookup | undefined) {
  const spki = row.signing_key_id ? keys?.(row.signing_key_id) : undefined;
  if (!row.signed_manifest || !row.signature || !row.signing_key_id || !spki) return {};
  return {
    signed: {
      manifest: row.signed_manifest,
      signature: row.signature,
      keyId: row.signing_key_id,
      publicKeySpki: spki,
    },
  };
}

export function toVersion(row: ExtensionVersionRow, keys?: KeyLookup): Version {
  return {
    versionName: row.version_name,
    versionCode: Number(row.version_code),
    fileSize: Number(row.file_size),
    sha256: row.sha256,
    minSdk: Number(row.min_sdk),
    permissions: stringList(row.permissions),
    releaseNotes: row.release_notes,
    uploadedAt: row.uploaded_at,
    buildTool: row.build_tool,
    blockReference: referenceOf(row.block_reference),
    ...signatureOf(row, keys),
  };
}

/** Versions newest first, each with its permission diff against the next older one. */
export function toVersions(
  rows: readonly ExtensionVersionRow[],
  keys?: KeyLookup,
): Version[] {
  const versions = rows.map(row => toVersion(row, keys));
  const diffs = diffsNewestFirst(versions);
  return versions.map((version, index) => ({
    ...version,
    permissionDiff: diffs[index] ?? { added: [], removed: [] },
  }));
}

function documentationOf(row: DetailRow): Documentation {
  const parsed = parseJson(row.documentation_blocks);
  const doc = typeof parsed === 'object' && parsed !== null ? parsed : {};
  const time = 'time' in doc && typeof doc.time === 'number' ? doc.time : 0;
  const blocks = 'blocks' in doc && Array.isArray(doc.blocks) ? doc.blocks : [];
  return {
    html: row.documentation_html,
    toc: Number(row.documentation_toc) === 1,
    blocks: {
      time,
      // Stored by our own write path; anything that is not a block object is dropped.
      blocks: blocks.filter(
        (block): block is Documentation['blocks']['blocks'][number] =>
          typeof block === 'object' &&
          block !== null &&
          typeof (block as { type?: unknown }).type === 'string' &&
          typeof (block as { data?: unknown }).data === 'object',
      ),
    },
  };
}

/** Min SDK of the newest version (highest version code), when there is one. */
export function latestMinSdk(versions: readonly ExtensionVersionRow[]): number | null {
  const newest = versions.reduce<ExtensionVersionRow | undefined>(
    (best, version) =>
      best === undefined || Number(version.version_code) > Number(best.version_code)
        ? version
        : best,
    undefined,
  );
  const sdk = Number(newest?.min_sdk);
  return newest && Number.isInteger(sdk) && sdk > 0 ? sdk : null;
}

export function toDetail(
  row: DetailRow,
  author: Author,
  versions: readonly ExtensionVersionRow[],
  permissions: readonly string[],
  keys?: KeyLookup,
): ExtensionDetail {
  return {
    ...toSummary(row, author),
    devNotes: row.dev_notes,
    // The latest version's: the Details box and the newest build must agree.
    minSdkVersion: latestMinSdk(versions) ?? Number(row.min_sdk_version),
    permissions: [...permissions],
    aixVersions: toVersions(versions, keys),
    documentation: documentationOf(row),
    source: row.source,
    published: true,
  };
}
