/**
 * The pure half of the .aix reader: given the entry list and the bytes of the few
 * files that matter (chosen by `wantedEntries`), build the metadata. The Node half
 * (server/aix/read-aix.ts) does the zip work and calls this.
 */
import { emptyManifest, MANIFEST_KEYS } from './build-info';
import { addAll } from './coerce';
import { AixError } from './errors';
import { bundledLibraries, type JarListing } from './jar';
import { resolveLimits, type AixLimits } from './limits';
import { hasDescriptor, readPackage, type PackageResult } from './package';
import { PACKAGE_FILES, topFolder } from './paths';
import type { AixManifestEntries, AixMetadata } from './types';

export interface AixArchiveContents {
  /** File entries (folders left out) in zip order, with uncompressed sizes. */
  files: readonly { name: string; size: number }[];
  /** Entries in the central directory, folders included. */
  entryCount: number;
  /** Bytes of the entries `wantedEntries(...).texts` named. */
  texts: ReadonlyMap<string, Uint8Array>;
  /** Listings of the jars `wantedEntries(...).jars` named; absent when unreadable. */
  jars: ReadonlyMap<string, JarListing>;
  /** Notes from the zip layer (duplicate records dropped, unreadable jars). */
  warnings?: readonly string[];
}

const MAX_WARNINGS = 50;

function noDescriptorError(fileNames: readonly string[]): AixError {
  if (fileNames.length === 0) {
    return new AixError(
      'NO_DESCRIPTOR',
      'The archive is empty: it holds no extension folder.',
    );
  }
  const nested = fileNames.find(
    name => /\/(components?\.json)$/.test(name) && name.split('/').length > 2,
  );
  if (nested) {
    return new AixError(
      'NO_DESCRIPTOR',
      `Found ${nested}, but the extension folder must be at the top of the archive.`,
    );
  }
  return new AixError(
    'NO_DESCRIPTOR',
    'No components.json or component.json in the archive: this is not an App Inventor extension.',
  );
}

function ownPackages(result: PackageResult): string[] {
  const packages = result.components.map(component =>
    component.type.slice(0, Math.max(0, component.type.lastIndexOf('.'))),
  );
  return [...packages, result.info.name].filter(pkg => pkg !== '');
}

function maxOf(values: readonly (number | null)[]): number | null {
  return values.reduce<number | null>(
    (max, value) => (value !== null && (max === null || value > max) ? value : max),
    null,
  );
}

export function interpretAix(
  contents: AixArchiveContents,
  limitOverrides: Partial<AixLimits> = {},
): AixMetadata {
  const limits = resolveLimits(limitOverrides);
  const fileNames = contents.files.map(file => file.name);
  const fileSet = new Set(fileNames);
  const folders = new Set<string>();
  const rootFiles: string[] = [];
  for (const name of fileNames) {
    const folder = topFolder(name);
    if (folder === null) rootFiles.push(name);
    else folders.add(folder);
  }
  const packageFolders = [...folders].filter(folder => hasDescriptor(folder, fileSet));
  if (packageFolders.length === 0) throw noDescriptorError(fileNames);
  // Every package holds at least one component, so this bounds the work below.
  if (packageFolders.length > limits.maxComponents) {
    throw new AixError(
      'DESCRIPTOR_INVALID',
      `The archive holds ${packageFolders.length} extension folders; the limit is ${limits.maxComponents}.`,
    );
  }

  const results = packageFolders.map(folder =>
    readPackage({
      folder,
      fileNames,
      fileSet,
      texts: contents.texts,
      jars: contents.jars,
      limits,
    }),
  );
  const components = results.flatMap(result => result.components);
  if (components.length > limits.maxComponents) {
    throw new AixError(
      'DESCRIPTOR_INVALID',
      `The archive holds ${components.length} components; the limit is ${limits.maxComponents}.`,
    );
  }

  const permissions = new Set<string>();
  const manifestSets = Object.fromEntries(
    MANIFEST_KEYS.map(key => [key, new Set<string>()]),
  );
  const declared = new Set<string>();
  const native = new Set<string>();
  const bundled = new Set<string>();
  const assets = new Set<string>();
  const aars = new Set<string>();
  for (const result of results) {
    for (const entry of result.buildInfo) {
      addAll(permissions, entry.permissions);
      for (const key of MANIFEST_KEYS)
        addAll(manifestSets[key] ?? new Set(), entry.manifest[key]);
      addAll(declared, entry.libraries);
      addAll(native, entry.native);
    }
    if (result.jar)
      addAll(bundled, bundledLibraries(result.jar.names, ownPackages(result)));
    addAll(assets, result.info.assets);
    const aarPrefix = `${result.info.name}/aars/`;
    addAll(
      aars,
      fileNames
        .filter(name => name.startsWith(aarPrefix))
        .map(name => name.slice(aarPrefix.length)),
    );
  }
  const manifest: AixManifestEntries = emptyManifest();
  for (const key of MANIFEST_KEYS) manifest[key] = [...(manifestSets[key] ?? [])];

  const buildInfoSdk = maxOf(results.flatMap(r => r.buildInfo.map(e => e.androidMinSdk)));
  const descriptorSdk = maxOf(components.map(component => component.androidMinSdk));

  const warnings = [...(contents.warnings ?? []), ...results.flatMap(r => r.warnings)];
  if (rootFiles.length > 0) {
    warnings.push(
      `${rootFiles.length} file(s) outside any extension folder were ignored (first: ${rootFiles[0]}).`,
    );
  }
  const ignored = [...folders].filter(folder => !hasDescriptor(folder, fileSet));
  if (ignored.length > 0) {
    warnings.push(
      `${ignored.length} folder(s) without ${PACKAGE_FILES.descriptor} were ignored (first: ${ignored[0]}/).`,
    );
  }
  const [first] = results;
  if (!first) throw noDescriptorError(fileNames);
  return {
    packageName: first.info.name,
    packageNames: results.map(result => result.info.name),
    components,
    permissions: [...permissions],
    manifest,
    minSdk: buildInfoSdk ?? descriptorSdk,
    buildTool: first.info.buildTool,
    assets: [...assets],
    libraries: {
      declared: [...declared],
      aars: [...aars],
      native: [...native],
      bundled: [...bundled].sort(),
    },
    packages: results.map(result => result.info),
    entryCount: contents.entryCount,
    uncompressedBytes: contents.files.reduce((sum, file) => sum + file.size, 0),
    warnings: warnings.slice(0, MAX_WARNINGS),
  };
}
