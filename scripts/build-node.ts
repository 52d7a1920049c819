/**
 * Bundles the Node entry points to plain JavaScript, so the server and the command
 * line start without compiling TypeScript at every start (tsx spent seconds of CPU
 * and a hundred megabytes on it). Packages stay external: they are loaded from
 * node_modules as they are. The package.json `#shared/*` and `#server/*` imports
 * are resolved now. Code splitting gives every lazily imported command its own
 * chunk, so `aix-market --help` loads none of them.
 *
 * `npm run build:server`, `npm run build:cli`; `npm install` (prepare) and
 * `npm start` build both. Each file is written beside its place and renamed over
 * it, so a server or command starting meanwhile reads either build, never half of one.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { build, type Metafile, type OutputFile } from 'esbuild';
import { NODE_BUNDLES, type NodeBundleName } from './node-bundles';
import { repoRoot } from './repo-root';

/** esbuild's account of the last build, kept beside the bundle (tests read it). */
export const METAFILE = 'metafile.json';

async function writeAtomically(file: string, contents: Uint8Array): Promise<void> {
  const temporary = `${file}.${randomBytes(4).toString('hex')}.tmp`;
  await fs.writeFile(temporary, contents);
  await fs.rename(temporary, file);
}

async function previousOutputs(metafile: string, root: string): Promise<string[]> {
  try {
    const meta = JSON.parse(await fs.readFile(metafile, 'utf8')) as Metafile;
    return Object.keys(meta.outputs).map(output => path.resolve(root, output));
  } catch {
    return [];
  }
}

/** Chunks first, entry points last: an entry never names a chunk not yet written. */
function entriesLast(files: OutputFile[], metafile: Metafile, root: string) {
  const isEntry = (file: OutputFile) =>
    Boolean(metafile.outputs[path.relative(root, file.path)]?.entryPoint);
  return [...files].sort((a, b) => Number(isEntry(a)) - Number(isEntry(b)));
}

/** Builds one bundle into its folder under `root`; answers esbuild's metafile. */
export async function buildNodeBundle(
  name: NodeBundleName,
  root: string = repoRoot,
): Promise<Metafile> {
  const { outDir, entryPoints } = NODE_BUNDLES[name];
  const outdir = path.join(root, outDir);
  const result = await build({
    absWorkingDir: root,
    entryPoints,
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    write: false,
    metafile: true,
    logLevel: 'warning',
  });
  const metafilePath = path.join(outdir, METAFILE);
  const before = await previousOutputs(metafilePath, root);
  await fs.mkdir(outdir, { recursive: true });
  for (const file of entriesLast(result.outputFiles, result.metafile, root)) {
    await writeAtomically(file.path, file.contents);
  }
  await writeAtomically(metafilePath, Buffer.from(JSON.stringify(result.metafile)));
  // Only files an earlier build of ours wrote: other builds may share dist/.
  const now = new Set(result.outputFiles.map(file => file.path));
  for (const stale of before.filter(file => !now.has(file))) {
    await fs.rm(stale, { force: true });
  }
  return result.metafile;
}

const isBundleName = (name: string): name is NodeBundleName => name in NODE_BUNDLES;

async function main(args: string[]): Promise<number> {
  const unknown = args.filter(arg => !isBundleName(arg));
  if (unknown.length > 0) {
    process.stderr.write(
      `Unknown bundle ${unknown.join(', ')}. Usage: build-node.ts [${Object.keys(NODE_BUNDLES).join('|')}]...\n`,
    );
    return 2;
  }
  const names = args.length > 0 ? args.filter(isBundleName) : Object.keys(NODE_BUNDLES);
  const started = performance.now();
  for (const name of names.filter(isBundleName)) await buildNodeBundle(name);
  const folders = names.filter(isBundleName).map(name => NODE_BUNDLES[name].outDir);
  const ms = Math.round(performance.now() - started);
  process.stdout.write(`[build] ${folders.join(', ')} bundled in ${ms} ms\n`);
  return 0;
}

if (path.resolve(process.argv[1] ?? '') === path.resolve(import.meta.filename)) {
  main(process.argv.slice(2)).then(
    code => process.exit(code),
    (error: unknown) => {
      process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(1);
    },
  );
}
