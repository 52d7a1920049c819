import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, expect, it } from 'vitest';
import { precompressDir } from './precompress';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

it('writes .br and .gz beside large text files only, and they decode to the original', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aix-precompress-'));
  dirs.push(dir);
  fs.mkdirSync(path.join(dir, 'assets'));
  const script = 'console.log("hello");\n'.repeat(200);
  fs.writeFileSync(path.join(dir, 'assets', 'app-1.js'), script);
  fs.writeFileSync(path.join(dir, 'assets', 'app-1.css'), 'a{color:red}\n'.repeat(200));
  fs.writeFileSync(path.join(dir, 'tiny.js'), 'export {};');
  fs.writeFileSync(path.join(dir, 'photo.png'), Buffer.alloc(4096, 7));

  expect(precompressDir(dir)).toBe(2);
  const br = fs.readFileSync(path.join(dir, 'assets', 'app-1.js.br'));
  const gz = fs.readFileSync(path.join(dir, 'assets', 'app-1.js.gz'));
  expect(zlib.brotliDecompressSync(br).toString()).toBe(script);
  expect(zlib.gunzipSync(gz).toString()).toBe(script);
  expect(fs.existsSync(path.join(dir, 'assets', 'app-1.css.br'))).toBe(true);
  expect(fs.existsSync(path.join(dir, 'tiny.js.br'))).toBe(false);
  expect(fs.existsSync(path.join(dir, 'photo.png.br'))).toBe(false);
});
