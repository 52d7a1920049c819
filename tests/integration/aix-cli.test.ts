/**
 * `aix-market inspect` end to end: the real bin (node bin/aix-market.js, which runs
 * the bundle `npm run build:cli` makes, built here first) on a corpus file and a
 * broken one, then every hostile file through the same command in-process.
 */
import { spawnSync } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Metafile } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CliIo } from '../../bin/cli';
import { commands } from '../../bin/commands/index';
import { run as inspect } from '../../bin/commands/inspect';
import { buildNodeBundle } from '../../scripts/build-node';
import { antAix } from '../fixtures/aix/extensions';
import {
  HOSTILE_CASES,
  writeHostileFiles,
  type HostileCase,
} from '../fixtures/aix/hostile';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const bin = path.join(repoRoot, 'bin/aix-market.js');

function runBin(args: string[]) {
  const result = spawnSync(process.execPath, [bin, ...args], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

async function runInProcess(args: string[]) {
  let stdout = '';
  let stderr = '';
  const io: CliIo = {
    stdout: text => void (stdout += text),
    stderr: text => void (stderr += text),
    readStdin: async () => '',
  };
  const status = await inspect(args, io);
  return { status, stdout, stderr };
}

let dir = '';
let hostileFiles = new Map<HostileCase, string>();
let goodFile = '';
let cliBundle: Metafile;
beforeAll(async () => {
  cliBundle = await buildNodeBundle('cli');
  dir = await mkdtemp(path.join(os.tmpdir(), 'aix-cli-'));
  hostileFiles = await writeHostileFiles(dir);
  goodFile = path.join(dir, 'good.aix');
  await writeFile(goodFile, antAix());
});
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** The packages a bundle file loads as soon as it is loaded (not behind an `import()`). */
function packagesLoadedWith(meta: Metafile, output: string): string[] {
  const seen = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const edge of meta.outputs[file]?.imports ?? []) {
      if (edge.kind !== 'import-statement') continue;
      if (!edge.external) visit(edge.path);
      else if (!edge.path.startsWith('node:')) packages.add(edge.path);
    }
  };
  visit(output);
  return [...packages].sort();
}

const outputOf = (meta: Metafile, entryPoint: string) =>
  Object.entries(meta.outputs).find(
    ([, output]) => output.entryPoint === entryPoint,
  )?.[0] ?? '';

describe('the bundled command line', () => {
  it('--help lists every command and exits 0', () => {
    const { status, stdout, stderr } = runBin(['--help']);
    expect(status, stderr).toBe(0);
    expect(stdout).toMatch(/^Usage: aix-market <command>/);
    for (const name of Object.keys(commands))
      expect(stdout).toMatch(new RegExp(`^  ${name} `, 'm'));
  });

  it('loads no package for --help, and only the zip library for inspect', () => {
    expect(packagesLoadedWith(cliBundle, outputOf(cliBundle, 'bin/cli.ts'))).toEqual([]);
    expect(
      packagesLoadedWith(cliBundle, outputOf(cliBundle, 'bin/commands/inspect.ts')),
    ).toEqual(['adm-zip']);
  });

  it('says in one line how to build it when the bundle is missing', async () => {
    const copy = path.join(dir, 'unbuilt', 'bin', 'aix-market.js');
    await mkdir(path.dirname(copy), { recursive: true });
    await copyFile(bin, copy);
    const result = spawnSync(process.execPath, [copy, '--help'], { encoding: 'utf8' });
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split('\n')).toEqual([
      expect.stringContaining('run `npm run build:cli`') as string,
    ]);
  });
});

describe('node bin/aix-market.js inspect', () => {
  it('prints the metadata JSON with the documented top-level keys and exits 0', () => {
    const { status, stdout } = runBin(['inspect', goodFile, '--json']);
    expect(status).toBe(0);
    const metadata = JSON.parse(stdout) as Record<string, unknown>;
    expect(Object.keys(metadata)).toEqual(
      expect.arrayContaining([
        'packageName',
        'components',
        'permissions',
        'minSdk',
        'buildTool',
      ]),
    );
    expect(metadata).toMatchObject({ packageName: 'com.example.ant', minSdk: 19 });
    const [first] = metadata.components as Record<string, unknown>[];
    expect(Object.keys(first ?? {})).toEqual(
      expect.arrayContaining([
        'type',
        'name',
        'version',
        'versionName',
        'helpString',
        'androidMinSdk',
        'events',
        'methods',
        'properties',
      ]),
    );
  });

  it('prints {"error":{code,message}} and exits 2 on a broken file', () => {
    const html = [...hostileFiles].find(
      ([hostile]) => hostile.file === 'html-page.aix',
    )?.[1];
    const { status, stdout, stderr } = runBin(['inspect', html ?? '', '--json']);
    expect(status).toBe(2);
    expect(JSON.parse(stdout)).toEqual({
      error: {
        code: 'NOT_A_ZIP',
        message: expect.stringMatching(/not a ZIP archive/) as string,
      },
    });
    expect(stderr).toBe('');
  });

  it('prints a readable summary, and one line without a stack trace on a bad file', () => {
    const good = runBin(['inspect', goodFile]);
    expect(good.status).toBe(0);
    expect(good.stdout).toMatch(/^Package: +com\.example\.ant$/m);
    expect(good.stdout).toMatch(/^Built with: +App Inventor/m);
    const bad = runBin(['inspect', path.join(dir, 'missing.aix')]);
    expect(bad.status).toBe(2);
    expect(bad.stderr.trim().split('\n')).toHaveLength(1);
    expect(bad.stderr).toMatch(/no such file/);
  });
});

describe('inspect on hostile files', () => {
  for (const hostile of HOSTILE_CASES) {
    it(`${hostile.file}: exit 2 with ${hostile.code}`, async () => {
      const file = hostileFiles.get(hostile) ?? '';
      const json = await runInProcess([file, '--json']);
      expect(json.status).toBe(2);
      expect(JSON.parse(json.stdout)).toMatchObject({ error: { code: hostile.code } });
      const text = await runInProcess([file]);
      expect(text.status).toBe(2);
      expect(text.stdout).toBe('');
      expect(text.stderr.trim().split('\n')).toHaveLength(1);
    });
  }

  it('refuses bad arguments with exit 2', async () => {
    expect((await runInProcess([])).status).toBe(2);
    expect((await runInProcess(['a.aix', 'b.aix'])).status).toBe(2);
    const unknown = await runInProcess(['a.aix', '--yaml', '--json']);
    expect(unknown.status).toBe(2);
    expect(JSON.parse(unknown.stdout)).toMatchObject({
      error: { code: 'BAD_ARGUMENTS' },
    });
  });
});
