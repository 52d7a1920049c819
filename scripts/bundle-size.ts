/**
 * Budget check for the web build: the gzip size of the JavaScript the listing
 * page (/) needs on first load. That is index.html's inline script (web/boot.ts),
 * the app's entry chunk and everything it imports statically, plus the Explore
 * screen's chunk and its static imports, which the index route requests at
 * once. Other lazy screens are not counted. It also fails when something the
 * first load imports on demand would bring a landing screen's chunk along.
 *
 *   npm run -s build:web && npx tsx scripts/bundle-size.ts [distDir] [--budget-kb 100]
 *
 * Exits 1 above the budget, 2 when the build or its manifest is missing.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { inlineScripts } from '#shared/ssr-contract';

export interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

const INDEX_SCREEN = 'features/explore/ExploreScreen.tsx';

/** Manifest keys of `roots` and every chunk they import statically. */
export function staticClosure(manifest: Manifest, roots: readonly string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) visit(next);
  };
  roots.forEach(visit);
  return [...seen];
}

export function firstLoadKeys(manifest: Manifest): { entry: string[]; screen: string[] } {
  const entries = Object.keys(manifest).filter(key => manifest[key]?.isEntry);
  if (entries.length === 0) throw new Error('The manifest has no entry chunk');
  const screenKey = Object.keys(manifest).find(key => key.endsWith(INDEX_SCREEN));
  if (!screenKey) throw new Error(`The manifest has no chunk for ${INDEX_SCREEN}`);
  const entry = staticClosure(manifest, entries);
  const screen = staticClosure(manifest, [screenKey]).filter(key => !entry.includes(key));
  return { entry, screen };
}

/**
 * The landing screens, whose chunks only their own routes may bring, and the
 * route tables' lazy sections (every other screen, the dashboard), which may share
 * them: they are screens too.
 */
const LANDING =
  /features\/(explore\/ExploreScreen|extension\/ExtensionScreen|profile\/ProfileScreen)\.tsx$/;
const ROUTE_SECTION = /(\/MoreRoutes|\/dashboard\/DashboardRoutes)\.tsx$/;
/**
 * What the first load imports on demand (a signed-in user's calls, menus, the
 * cookie banner) and would bring a landing screen's code with it: a shared
 * module folded into a screen's chunk once made a signed-in listing fetch the
 * extension page's code. Answers `importer -> module` for each such import.
 */
export function onDemandBringingScreens(manifest: Manifest): string[] {
  const entries = Object.keys(manifest).filter(key => manifest[key]?.isEntry);
  const screenParts = (key: string) => manifest[key]?.name?.endsWith('-parts') ?? false;
  const found: string[] = [];
  for (const key of staticClosure(manifest, entries)) {
    for (const lazy of manifest[key]?.dynamicImports ?? []) {
      if (LANDING.test(lazy) || ROUTE_SECTION.test(lazy)) continue;
      if (staticClosure(manifest, [lazy]).some(screenParts))
        found.push(`${key} -> ${lazy}`);
    }
  }
  return found;
}

function gzipBytes(bytes: Buffer | string): number {
  return gzipSync(bytes, { level: 9 }).length;
}

function main(argv: string[]): number {
  const budgetFlag = argv.indexOf('--budget-kb');
  const budgetKb = budgetFlag >= 0 ? Number(argv[budgetFlag + 1]) : 100;
  const positional = argv.filter(
    (arg, i) => !arg.startsWith('--') && argv[i - 1] !== '--budget-kb',
  );
  const dist = path.resolve(positional[0] ?? 'dist/web');
  const manifestFile = path.join(dist, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestFile) || !Number.isFinite(budgetKb)) {
    console.error(`No manifest at ${manifestFile}: run \`npm run -s build:web\` first.`);
    return 2;
  }
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
  const { entry, screen } = firstLoadKeys(manifest);
  const sizeOf = (keys: string[]) =>
    keys.reduce((sum, key) => {
      const chunk = manifest[key];
      if (!chunk?.file.endsWith('.js')) return sum;
      const bytes = gzipBytes(fs.readFileSync(path.join(dist, chunk.file)));
      console.log(`  ${(bytes / 1024).toFixed(1).padStart(7)} KB  ${chunk.file}`);
      return sum + bytes;
    }, 0);
  console.log("index.html's inline scripts:");
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const inlineBytes = inlineScripts(html).reduce((sum, code) => {
    const bytes = gzipBytes(code);
    console.log(`  ${(bytes / 1024).toFixed(1).padStart(7)} KB  inline script`);
    return sum + bytes;
  }, 0);
  console.log('Entry and its static imports:');
  const entryBytes = inlineBytes + sizeOf(entry);
  console.log('Listing screen chunk and its own static imports:');
  const screenBytes = sizeOf(screen);
  const totalKb = (entryBytes + screenBytes) / 1024;
  console.log(
    `Entry: ${(entryBytes / 1024).toFixed(1)} KB gzip; first load of /: ${totalKb.toFixed(1)} KB gzip (budget ${budgetKb} KB)`,
  );
  const bringing = onDemandBringingScreens(manifest);
  for (const found of bringing) {
    console.error(`Loaded on demand, yet brings a landing screen's chunk: ${found}`);
  }
  if (totalKb > budgetKb) {
    console.error(`Over budget by ${(totalKb - budgetKb).toFixed(1)} KB`);
    return 1;
  }
  return bringing.length > 0 ? 1 : 0;
}

if (
  process.argv[1] &&
  path.resolve(process.argv[1]) === path.resolve(import.meta.filename)
) {
  process.exitCode = main(process.argv.slice(2));
}
