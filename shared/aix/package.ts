/** One extension folder of an .aix: its descriptor, build info, tool and files. */
import { parseBuildInfo, type BuildInfoEntry } from './build-info';
import { detectBuildTool } from './build-tool';
import { parseDescriptor } from './descriptor';
import { AixError } from './errors';
import { parseJarManifest, type JarListing } from './jar';
import type { AixLimits } from './limits';
import { PACKAGE_FILES } from './paths';
import { decodeText, parseJsonFile } from './text';
import type { AixComponent, AixPackage } from './types';

export interface PackageInput {
  folder: string;
  /** Every file entry name of the archive, in zip order. */
  fileNames: readonly string[];
  fileSet: ReadonlySet<string>;
  texts: ReadonlyMap<string, Uint8Array>;
  jars: ReadonlyMap<string, JarListing>;
  limits: AixLimits;
}

export interface PackageResult {
  info: AixPackage;
  components: AixComponent[];
  buildInfo: BuildInfoEntry[];
  jar: JarListing | null;
  warnings: string[];
}

export function hasDescriptor(folder: string, fileSet: ReadonlySet<string>): boolean {
  return (
    fileSet.has(`${folder}/${PACKAGE_FILES.descriptor}`) ||
    fileSet.has(`${folder}/${PACKAGE_FILES.legacyDescriptor}`)
  );
}

function text(input: PackageInput, path: string): Uint8Array | null {
  if (!input.fileSet.has(path)) return null;
  const bytes = input.texts.get(path);
  // The Node side reads every entry wantedEntries() names; a gap is a bug there.
  if (!bytes) throw new Error(`The archive reader did not provide ${path}`);
  return bytes;
}

/** Files below `<folder>/<sub>/`, relative to it. */
function filesUnder(input: PackageInput, sub: string): string[] {
  const prefix = `${input.folder}/${sub}/`;
  return input.fileNames
    .filter(name => name.startsWith(prefix) && name.length > prefix.length)
    .map(name => name.slice(prefix.length));
}

function readBuildInfo(input: PackageInput): {
  entries: BuildInfoEntry[];
  file: AixPackage['buildInfoFile'];
} {
  const { folder } = input;
  for (const file of [PACKAGE_FILES.buildInfos, PACKAGE_FILES.legacyBuildInfo]) {
    const path = `${folder}/${file}`;
    const bytes = text(input, path);
    if (bytes === null) continue;
    const { value } = parseJsonFile(bytes, path, 'BUILD_INFO_INVALID');
    const entries = parseBuildInfo(value, path, input.limits.maxComponents);
    const name =
      file === PACKAGE_FILES.buildInfos
        ? 'component_build_infos.json'
        : 'component_build_info.json';
    return { entries, file: name };
  }
  return { entries: [], file: null };
}

function jarManifestOf(jar: JarListing | null): Record<string, string> | null {
  if (!jar?.manifest) return null;
  return parseJarManifest(decodeText(jar.manifest).text);
}

export function readPackage(input: PackageInput): PackageResult {
  const { folder, fileSet } = input;
  const warnings: string[] = [];
  const modern = `${folder}/${PACKAGE_FILES.descriptor}`;
  const legacy = `${folder}/${PACKAGE_FILES.legacyDescriptor}`;
  // components.json wins: ant builds put only the first component in component.json.
  const descriptorPath = fileSet.has(modern) ? modern : legacy;
  const descriptorBytes = text(input, descriptorPath);
  if (descriptorBytes === null) {
    throw new AixError(
      'NO_DESCRIPTOR',
      `${folder}/ has no components.json or component.json.`,
    );
  }
  const { value, encoding } = parseJsonFile(
    descriptorBytes,
    descriptorPath,
    'DESCRIPTOR_INVALID',
  );
  const described = parseDescriptor(value, {
    path: descriptorPath,
    packageName: folder,
    fileNames: fileSet,
    limits: input.limits,
  });
  const buildInfo = readBuildInfo(input);
  if (buildInfo.file === null) {
    warnings.push(
      `${folder}/ has no files/component_build_infos.json: permissions and manifest entries are unknown.`,
    );
  }

  const components = described.map((component, index): AixComponent => {
    const entry =
      buildInfo.entries.find(candidate => candidate.type === component.type) ??
      (described.length === 1 && buildInfo.entries.length === 1
        ? buildInfo.entries[0]
        : undefined);
    if (!entry && buildInfo.file !== null) {
      warnings.push(`${component.type} has no entry in ${buildInfo.file}.`);
    }
    if (component.icon.kind === 'asset' && !component.icon.present) {
      warnings.push(
        `${component.name}: icon ${component.iconName} is not in the archive.`,
      );
    }
    if (component.icon.kind === 'url' && component.iconName.startsWith('aiwebres/')) {
      warnings.push(
        `${component.name}: icon URL wrongly prefixed with aiwebres/ (a Rush 1.2.0 bug).`,
      );
    }
    if (
      index > 0 &&
      described.slice(0, index).some(other => other.type === component.type)
    ) {
      warnings.push(`${descriptorPath} lists ${component.type} more than once.`);
    }
    return {
      ...component,
      androidMinSdk: component.androidMinSdk ?? entry?.androidMinSdk ?? null,
      author: entry?.author ?? null,
      permissions: entry ? [...new Set(entry.permissions)] : [],
    };
  });

  const assets = filesUnder(input, 'assets');
  const packed = new Set(assets);
  const unpacked = buildInfo.entries
    .flatMap(entry => entry.assets)
    .filter(a => !packed.has(a));
  if (unpacked.length > 0) {
    warnings.push(
      `${unpacked.length} asset(s) listed in the build info are not under ${folder}/assets/ (first: ${unpacked[0]}).`,
    );
  }
  const hasClassesJar = fileSet.has(`${folder}/${PACKAGE_FILES.classesJar}`);
  if (!hasClassesJar) {
    warnings.push(
      `${folder}/ has no classes.jar: App Inventor cannot run this extension.`,
    );
  }
  const runtimeJarPath = `${folder}/${PACKAGE_FILES.runtimeJar}`;
  const jar = input.jars.get(runtimeJarPath) ?? null;
  const jarManifest = jarManifestOf(jar);
  const propertiesBytes = text(input, `${folder}/${PACKAGE_FILES.extensionProperties}`);
  const buildTool = detectBuildTool({
    buildInfo: buildInfo.entries,
    extensionProperties:
      propertiesBytes === null ? null : decodeText(propertiesBytes).text,
    hasLegacyDescriptor: fileSet.has(legacy),
    hasLegacyBuildInfo: fileSet.has(`${folder}/${PACKAGE_FILES.legacyBuildInfo}`),
    hasComponentsJson: fileSet.has(modern),
    hasBuildInfos: fileSet.has(`${folder}/${PACKAGE_FILES.buildInfos}`),
    jarManifest,
  });

  return {
    info: {
      name: folder,
      descriptorFile: descriptorPath === modern ? 'components.json' : 'component.json',
      descriptorEncoding: encoding,
      buildInfoFile: buildInfo.file,
      buildTool,
      componentTypes: components.map(component => component.type),
      assets,
      hasClassesJar,
      hasRuntimeJar: fileSet.has(runtimeJarPath),
      jarManifest,
    },
    components,
    buildInfo: buildInfo.entries,
    jar,
    warnings,
  };
}
