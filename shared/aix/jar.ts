/**
 * What files/AndroidRuntime.jar tells about an extension: its manifest (ant builds
 * write `Ant-Version`, aix-format.md §2.3) and the third-party packages bundled next
 * to the extension's own classes (kotlin, androidx, gson, …).
 */

/** The Node side lists the jar; this side interprets it. */
export interface JarListing {
  /** Entry names inside the jar. */
  names: readonly string[];
  /** Bytes of META-INF/MANIFEST.MF, when present. */
  manifest: Uint8Array | null;
}

/** Main-section attributes of a jar manifest (continuation lines start with one space). */
export function parseJarManifest(text: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  let last: string | null = null;
  for (const line of text.split(/\r\n|\r|\n/)) {
    if (line === '') break; // The main section ends at the first blank line.
    if (line.startsWith(' ') && last !== null) {
      attributes[last] += line.slice(1);
      continue;
    }
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    last = line.slice(0, colon).trim();
    attributes[last] = line.slice(colon + 1).trim();
  }
  return attributes;
}

const REVERSE_DNS_ROOTS = new Set([
  'com',
  'org',
  'net',
  'io',
  'me',
  'de',
  'in',
  'cn',
  'edu',
  'gov',
  'uk',
  'co',
  'dev',
  'app',
  'xyz',
]);

/** The name a bundled library goes by: `kotlin`, `androidx.webkit`, `com.google.gson`, `okhttp3`. */
function libraryRoot(segments: readonly string[]): string {
  const [first = ''] = segments;
  if (first === 'kotlin') return 'kotlin';
  const depth = REVERSE_DNS_ROOTS.has(first)
    ? 3
    : first === 'androidx' || first === 'kotlinx'
      ? 2
      : 1;
  return segments.slice(0, depth).join('.');
}

/**
 * Package roots of the classes in a jar that belong neither to the extension
 * (`ownPackages`: the components' Java packages) nor to App Inventor itself.
 */
export function bundledLibraries(
  names: readonly string[],
  ownPackages: readonly string[],
): string[] {
  const own = ownPackages.map(pkg => pkg.toLowerCase());
  const roots = new Set<string>();
  const seenDirs = new Set<string>();
  for (const name of names) {
    if (!name.endsWith('.class')) continue;
    const dir = name.slice(0, name.lastIndexOf('/'));
    if (dir === '' || seenDirs.has(dir)) continue;
    seenDirs.add(dir);
    const dotted = dir.replaceAll('/', '.').toLowerCase();
    if (dotted.startsWith('com.google.appinventor')) continue;
    const isOwn = own.some(pkg => dotted === pkg || dotted.startsWith(`${pkg}.`));
    if (isOwn) continue;
    roots.add(libraryRoot(dir.split('/')));
  }
  // `com.onesignal` already names `com.onesignal.influence` and the like.
  const sorted = [...roots].sort();
  return sorted.filter(root => !sorted.some(other => root.startsWith(`${other}.`)));
}
