/**
 * `aix-market inspect` end to end: the real bin (node bin/aix-market.js) on a
 * corpus file and a broken one, then every hostile file through the same command
 * in-process (spawning tsx thirty times would only test tsx).
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CliIo } from '../../bin/cli';
import { inspectCommand } from '../../bin/commands/inspect';
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
  const status = await inspectCommand.run(args, io);
  return { status, stdout, stderr };
}

let dir = '';
let hostileFiles = new Map<HostileCase, string>();
let goodFile = '';
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'aix-cli-'));
  hostileFiles = await writeHostileFiles(dir);
  goodFile = path.join(dir, 'good.aix');
  await writeFile(goodFile, antAix());
});
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
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
