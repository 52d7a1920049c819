/** Entry names inside an archive: which are unsafe, and where each one belongs. */

/**
 * Names that would escape the folder they are unpacked into, or that no file system
 * stores as given: absolute paths, drive letters, `..` segments (with either slash),
 * NUL and other control characters.
 */
export function unsafeEntryReason(name: string): string | null {
  if (name === '') return 'an empty name';
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(name)) return 'a control character';
  const slashed = name.replaceAll('\\', '/');
  if (slashed.startsWith('/')) return 'an absolute path';
  if (/^[a-zA-Z]:/.test(slashed)) return 'a drive letter';
  if (slashed.split('/').some(segment => segment === '..')) return 'a ".." segment';
  return null;
}

export function isDirectoryName(name: string): boolean {
  return name.endsWith('/');
}

/** The top-level folder of an entry, or null for a file at the root of the zip. */
export function topFolder(name: string): string | null {
  const slash = name.indexOf('/');
  return slash > 0 ? name.slice(0, slash) : null;
}

/** The entries `interpretAix` reads from each top-level folder. */
export const PACKAGE_FILES = {
  descriptor: 'components.json',
  legacyDescriptor: 'component.json',
  buildInfos: 'files/component_build_infos.json',
  legacyBuildInfo: 'files/component_build_info.json',
  extensionProperties: 'extension.properties',
  runtimeJar: 'files/AndroidRuntime.jar',
  classesJar: 'classes.jar',
} as const;

const TEXT_FILES = [
  PACKAGE_FILES.descriptor,
  PACKAGE_FILES.legacyDescriptor,
  PACKAGE_FILES.buildInfos,
  PACKAGE_FILES.legacyBuildInfo,
  PACKAGE_FILES.extensionProperties,
];

/**
 * Which entries the Node side must hand over: small text files (bounded by the JSON
 * limit) and the runtime jars to list. Everything else is only checked, not kept.
 */
export function wantedEntries(fileNames: readonly string[]): {
  texts: Set<string>;
  jars: Set<string>;
} {
  const texts = new Set<string>();
  const jars = new Set<string>();
  const present = new Set(fileNames);
  const folders = new Set<string>();
  for (const name of fileNames) {
    const folder = topFolder(name);
    if (folder !== null) folders.add(folder);
  }
  for (const folder of folders) {
    for (const file of TEXT_FILES) {
      if (present.has(`${folder}/${file}`)) texts.add(`${folder}/${file}`);
    }
    const jar = `${folder}/${PACKAGE_FILES.runtimeJar}`;
    if (present.has(jar)) jars.add(jar);
  }
  return { texts, jars };
}
