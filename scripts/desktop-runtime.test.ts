import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answers,
  cachedElectronZip,
  checkPackaging,
  checkStudio,
  electronBinary,
  electronDownloadUrl,
  electronZipName,
} from './desktop-runtime';
import { repoRoot } from './repo-root';

let dir = '';
let electronDir = '';
let mirror: http.Server;
let mirrorUrl = '';
const requested: string[] = [];

/** A folder shaped like the electron npm package, with or without its binary. */
function electronPackage(name: string, withBinary: boolean): string {
  const folder = path.join(dir, name);
  fs.mkdirSync(path.join(folder, 'dist'), { recursive: true });
  fs.writeFileSync(path.join(folder, 'package.json'), '{"version":"41.7.1"}');
  if (withBinary) {
    fs.writeFileSync(path.join(folder, 'path.txt'), 'electron');
    fs.writeFileSync(path.join(folder, 'dist', 'electron'), '');
  }
  return folder;
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aix-desktop-runtime-'));
  electronDir = electronPackage('electron', false);
  // A release mirror on loopback: it has exactly one Linux zip, GitHub-style redirect.
  mirror = http.createServer((request, response) => {
    requested.push(`${request.method} ${request.url}`);
    const found = request.url === '/v41.7.1/electron-v41.7.1-linux-x64.zip';
    response.writeHead(found ? 302 : 404, found ? { location: '/objects/1' } : {});
    response.end();
  });
  await new Promise<void>(resolve => mirror.listen(0, '127.0.0.1', resolve));
  const address = mirror.address();
  mirrorUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`;
});
afterAll(async () => {
  await new Promise(resolve => mirror.close(resolve));
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('the Electron runtime check', () => {
  it('finds the binary the way require("electron") does, and only when it exists', () => {
    expect(electronBinary(electronDir, {})).toBeUndefined();
    const installed = electronPackage('installed', true);
    expect(electronBinary(installed, {})).toBe(path.join(installed, 'dist', 'electron'));
    fs.rmSync(path.join(installed, 'dist', 'electron'));
    expect(electronBinary(installed, {})).toBeUndefined();
    const override = path.join(dir, 'override');
    fs.mkdirSync(override);
    expect(electronBinary(electronDir, { ELECTRON_OVERRIDE_DIST_PATH: override })).toBe(
      undefined,
    );
    fs.writeFileSync(path.join(override, 'electron'), '');
    expect(electronBinary(electronDir, { ELECTRON_OVERRIDE_DIST_PATH: override })).toBe(
      path.join(override, 'electron'),
    );
  });

  it('npm run studio without the runtime: one line with the command that installs it', () => {
    const result = checkStudio(electronDir, {});
    expect(result.ok).toBe(false);
    expect(result.line).not.toContain('\n');
    expect(result.line).toContain('Electron 41.7.1) is not installed');
    expect(result.line).toContain('node node_modules/electron/install.js');
    expect(result.line).toContain('README.md › Desktop studio');
    expect(checkStudio(electronPackage('ready', true), {})).toEqual({
      ok: true,
      line: '',
    });
  });

  it('names the zip and the address @electron/get downloads from', () => {
    const zip = electronZipName('41.7.1', 'linux', 'x64');
    expect(zip).toBe('electron-v41.7.1-linux-x64.zip');
    expect(electronZipName('41.7.1', 'linux', 'arm')).toBe(
      'electron-v41.7.1-linux-armv7l.zip',
    );
    expect(electronDownloadUrl(zip, '41.7.1', {})).toBe(
      'https://github.com/electron/electron/releases/download/v41.7.1/electron-v41.7.1-linux-x64.zip',
    );
    expect(
      electronDownloadUrl(zip, '41.7.1', {
        ELECTRON_MIRROR: 'https://mirror.example/electron/',
        ELECTRON_CUSTOM_DIR: '{{ version }}',
      }),
    ).toBe('https://mirror.example/electron/41.7.1/electron-v41.7.1-linux-x64.zip');
  });

  it('finds a zip in the download cache, in any of its folders', () => {
    const cache = path.join(dir, 'cache');
    const zip = 'electron-v41.7.1-linux-x64.zip';
    expect(cachedElectronZip(cache, zip)).toBeUndefined();
    fs.mkdirSync(path.join(cache, 'abc123'), { recursive: true });
    expect(cachedElectronZip(cache, zip)).toBeUndefined();
    fs.writeFileSync(path.join(cache, 'abc123', zip), '');
    expect(cachedElectronZip(cache, zip)).toBe(path.join(cache, 'abc123', zip));
  });

  it('asks the mirror before packaging: a redirect answers, a 404 or a closed port does not', async () => {
    expect(await answers(`${mirrorUrl}v41.7.1/electron-v41.7.1-linux-x64.zip`)).toBe(
      true,
    );
    expect(await answers(`${mirrorUrl}v41.7.1/electron-v41.7.1-win32-x64.zip`)).toBe(
      false,
    );
    expect(await answers('http://127.0.0.1:1/electron.zip', 2_000)).toBe(false);
  });

  it('npm run package:desktop says up front that it downloads Electron, and stops at once when it cannot', async () => {
    const env = {
      ELECTRON_CACHE: path.join(dir, 'empty-cache'),
      ELECTRON_MIRROR: mirrorUrl,
    };
    const reachable = await checkPackaging(electronDir, env, 'linux', 'x64');
    expect(reachable.ok).toBe(true);
    expect(reachable.line).toMatch(
      /^Packaging downloads Electron 41\.7\.1 \(electron-v41\.7\.1-linux-x64\.zip, about 100 MB\) from 127\.0\.0\.1:\d+/,
    );
    expect(requested).toContain('HEAD /v41.7.1/electron-v41.7.1-linux-x64.zip');

    const missing = await checkPackaging(electronDir, env, 'darwin', 'arm64');
    expect(missing.ok).toBe(false);
    expect(missing.line).toContain('which does not answer from here');
    expect(missing.line).toContain('ELECTRON_MIRROR');

    const cache = path.join(dir, 'full-cache', 'f00');
    fs.mkdirSync(cache, { recursive: true });
    fs.writeFileSync(path.join(cache, 'electron-v41.7.1-darwin-arm64.zip'), '');
    const cached = await checkPackaging(
      electronDir,
      { ...env, ELECTRON_CACHE: path.dirname(cache) },
      'darwin',
      'arm64',
    );
    expect(cached).toEqual({
      ok: true,
      line: `Packaging with the cached ${path.join(cache, 'electron-v41.7.1-darwin-arm64.zip')}.`,
    });
  });
});

describe('npm run studio on this checkout', () => {
  const installed = fs.existsSync(
    path.join(repoRoot, 'node_modules', 'electron', 'path.txt'),
  );
  it.skipIf(installed)(
    "prints one line instead of Electron's trace and exits 1 (skipped where the Electron runtime is installed)",
    () => {
      const result = spawnSync('npm', ['run', '-s', 'studio'], {
        cwd: repoRoot,
        encoding: 'utf8',
        env: { ...process.env, ELECTRON_OVERRIDE_DIST_PATH: '' },
      });
      expect(result.status).toBe(1);
      expect(result.stdout).toBe('');
      expect(result.stderr.trim().split('\n')).toEqual([
        expect.stringContaining(
          'is not installed: run `node node_modules/electron/install.js`',
        ) as string,
      ]);
    },
    60_000,
  );
});
