/**
 * Asked first by `npm run studio` and `npm run package:desktop`: is the Electron
 * runtime here, and can packaging get it? The package installs without its binary
 * (package.json `allowScripts` keeps its download off, see README › Desktop studio),
 * and without this check a newcomer meets Electron's "delete node_modules and
 * reinstall" trace, or electron-builder retrying a blocked download for minutes.
 * Each problem is one line saying what to do; exit code 1.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './repo-root';

const GITHUB_RELEASES = 'https://github.com/electron/electron/releases/download/';
const README = 'README.md › Desktop studio';
const PROBE_TIMEOUT_MS = 5_000;

/** The Electron executable `require('electron')` would name, when it exists. */
export function electronBinary(
  electronDir: string,
  env: NodeJS.ProcessEnv,
): string | undefined {
  const pathFile = path.join(electronDir, 'path.txt');
  const relative = fs.existsSync(pathFile) ? fs.readFileSync(pathFile, 'utf8') : '';
  const override = env.ELECTRON_OVERRIDE_DIST_PATH;
  let binary: string | undefined;
  if (override) binary = path.join(override, relative || 'electron');
  else if (relative) binary = path.join(electronDir, 'dist', relative);
  return binary && fs.existsSync(binary) ? binary : undefined;
}

/** The zip electron-builder unpacks for this machine, as @electron/get names it. */
export function electronZipName(version: string, platform: string, arch: string) {
  const electronArch = arch === 'arm' ? 'armv7l' : arch;
  return `electron-v${version}-${platform}-${electronArch}.zip`;
}

/** Where @electron/get keeps downloads: ELECTRON_CACHE, else the user's cache folder. */
export function electronCacheRoot(env: NodeJS.ProcessEnv): string {
  if (env.ELECTRON_CACHE) return env.ELECTRON_CACHE;
  const home = os.homedir();
  if (process.platform === 'darwin') return path.join(home, 'Library/Caches/electron');
  if (process.platform === 'win32') {
    return path.join(env.LOCALAPPDATA ?? home, 'electron', 'Cache');
  }
  return path.join(env.XDG_CACHE_HOME ?? path.join(home, '.cache'), 'electron');
}

/** The cached zip (kept in one folder per download address), when there is one. */
export function cachedElectronZip(
  cacheRoot: string,
  zipName: string,
): string | undefined {
  if (!fs.existsSync(cacheRoot)) return undefined;
  const folders = fs.readdirSync(cacheRoot, { withFileTypes: true });
  return [
    cacheRoot,
    ...folders.filter(f => f.isDirectory()).map(f => path.join(cacheRoot, f.name)),
  ]
    .map(folder => path.join(folder, zipName))
    .find(file => fs.existsSync(file));
}

/** The address @electron/get downloads from, with the mirror settings it reads. */
export function electronDownloadUrl(
  zipName: string,
  version: string,
  env: NodeJS.ProcessEnv,
) {
  const base = env.ELECTRON_MIRROR ?? GITHUB_RELEASES;
  const dir = (env.ELECTRON_CUSTOM_DIR ?? `v${version}`).replace(
    '{{ version }}',
    version,
  );
  return `${base}${dir}/${env.ELECTRON_CUSTOM_FILENAME ?? zipName}`;
}

/** Whether the address answers without an error status (a redirect counts). */
export async function answers(
  url: string,
  timeoutMs = PROBE_TIMEOUT_MS,
): Promise<boolean> {
  try {
    const response = await fetch(url, {
      method: 'HEAD',
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    return response.status < 400;
  } catch {
    return false;
  }
}

export interface CheckResult {
  ok: boolean;
  /** The one line to print (empty when there is nothing to say). */
  line: string;
}

function electronVersion(electronDir: string): string {
  const file = path.join(electronDir, 'package.json');
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version;
}

/** `npm run studio`: the runtime must be installed. */
export function checkStudio(electronDir: string, env: NodeJS.ProcessEnv): CheckResult {
  if (electronBinary(electronDir, env)) return { ok: true, line: '' };
  const version = electronVersion(electronDir);
  return {
    ok: false,
    line:
      `The desktop runtime (Electron ${version}) is not installed: run \`node node_modules/electron/install.js\` ` +
      `(downloads about 100 MB from github.com, or from ELECTRON_MIRROR), then \`npm run studio\` again; see ${README}.`,
  };
}

/** `npm run package:desktop`: the zip must be cached or its download must answer. */
export async function checkPackaging(
  electronDir: string,
  env: NodeJS.ProcessEnv,
  platform: string = process.platform,
  arch: string = process.arch,
): Promise<CheckResult> {
  const version = electronVersion(electronDir);
  const zipName = electronZipName(version, platform, arch);
  const cached = cachedElectronZip(electronCacheRoot(env), zipName);
  if (cached) return { ok: true, line: `Packaging with the cached ${cached}.` };
  const url = electronDownloadUrl(zipName, version, env);
  const host = new URL(url).host;
  const notice = `Packaging downloads Electron ${version} (${zipName}, about 100 MB) from ${host}`;
  // Our probe does not go through a proxy; electron-builder does, so trust it then.
  if (env.HTTPS_PROXY || env.https_proxy || (await answers(url))) {
    return { ok: true, line: `${notice}; this takes a while the first time.` };
  }
  return {
    ok: false,
    line:
      `${notice}, which does not answer from here: set ELECTRON_MIRROR to a mirror you can reach, ` +
      `or put ${zipName} in ${electronCacheRoot(env)}; see ${README}.`,
  };
}

async function main(mode: string | undefined): Promise<number> {
  const electronDir = path.join(repoRoot, 'node_modules', 'electron');
  if (mode !== 'studio' && mode !== 'package') {
    process.stderr.write('Usage: desktop-runtime.ts studio|package\n');
    return 2;
  }
  const result =
    mode === 'studio'
      ? checkStudio(electronDir, process.env)
      : await checkPackaging(electronDir, process.env);
  if (result.line)
    (result.ok ? process.stdout : process.stderr).write(`${result.line}\n`);
  return result.ok ? 0 : 1;
}

if (path.resolve(process.argv[1] ?? '') === path.resolve(import.meta.filename)) {
  main(process.argv[2]).then(
    code => process.exit(code),
    (error: unknown) => {
      process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(1);
    },
  );
}
