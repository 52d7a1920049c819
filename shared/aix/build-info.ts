/**
 * files/component_build_infos.json (or the legacy component_build_info.json): one
 * entry per component with permissions, manifest XML, min SDK and, for FAST, the
 * author and tool version (aix-format.md §3.2). Object or array, like App Inventor's
 * `ReadBuildInfo`.
 */
import { asArray, asInteger, asOptionalString, asString, isObject } from './coerce';
import { AixError } from './errors';
import type { AixManifestEntries } from './types';

export interface BuildInfoEntry {
  type: string;
  permissions: string[];
  manifest: AixManifestEntries;
  assets: string[];
  libraries: string[];
  native: string[];
  androidMinSdk: number | null;
  compiledBy: string | null;
  author: string | null;
  rushVersion: string | null;
}

export const MANIFEST_KEYS = [
  'activities',
  'broadcastReceivers',
  'services',
  'contentProviders',
  'metadata',
  'activityMetadata',
  'queries',
  'features',
] as const satisfies readonly (keyof AixManifestEntries)[];

export function emptyManifest(): AixManifestEntries {
  return {
    activities: [],
    broadcastReceivers: [],
    services: [],
    contentProviders: [],
    metadata: [],
    activityMetadata: [],
    queries: [],
    features: [],
  };
}

/** Non-empty strings of a list; builders leave "" placeholders (aix-format.md §3.2). */
function strings(value: unknown): string[] {
  return asArray(value)
    .filter((item): item is string => typeof item === 'string')
    .map(item => item.trim())
    .filter(item => item !== '');
}

/** Rush 2 writes `<uses-permission android:name="…"/>`; everyone else the bare name. */
export function permissionName(raw: string): string {
  if (!raw.startsWith('<')) return raw;
  const match = /android:name\s*=\s*["']([^"']+)["']/.exec(raw);
  return match?.[1] ?? raw;
}

function parseEntry(item: unknown, index: number, path: string): BuildInfoEntry {
  if (!isObject(item)) {
    throw new AixError(
      'BUILD_INFO_INVALID',
      `${path}: entry #${index + 1} is not a JSON object.`,
    );
  }
  const manifest = emptyManifest();
  for (const key of MANIFEST_KEYS) manifest[key] = strings(item[key]);
  // The singular key is the deprecated spelling of the same list.
  manifest.broadcastReceivers.push(...strings(item.broadcastReceiver));
  // A list (`[7]`, `["14"]`) in every known build, but a bare value costs nothing to accept.
  const sdkValues = Array.isArray(item.androidMinSdk)
    ? item.androidMinSdk
    : [item.androidMinSdk];
  const androidMinSdk = sdkValues
    .map(asInteger)
    .reduce<number | null>(
      (max, sdk) => (sdk !== null && (max === null || sdk > max) ? sdk : max),
      null,
    );
  return {
    type: asString(item.type).trim(),
    permissions: strings(item.permissions).map(permissionName),
    manifest,
    assets: strings(item.assets),
    libraries: strings(item.libraries),
    native: strings(item.native),
    androidMinSdk,
    compiledBy: asOptionalString(item.compiledBy),
    author: asOptionalString(item.author),
    rushVersion: asOptionalString(item.rushVersion),
  };
}

export function parseBuildInfo(
  value: unknown,
  path: string,
  maxEntries: number,
): BuildInfoEntry[] {
  if (!Array.isArray(value) && !isObject(value)) {
    const kind = value === null ? 'null' : typeof value;
    throw new AixError(
      'BUILD_INFO_INVALID',
      `${path} holds a JSON ${kind}, not a build-info object or list.`,
    );
  }
  const items: unknown[] = Array.isArray(value) ? value : [value];
  if (items.length > maxEntries) {
    throw new AixError(
      'BUILD_INFO_INVALID',
      `${path} lists ${items.length} entries; the limit is ${maxEntries}.`,
    );
  }
  return items.map((item, index) => parseEntry(item, index, path));
}
