import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '#shared/api/routes';
import { seedDemoIfEmpty } from '../seed/demo';
import { createTestApp, type TestApp } from '../testing/test-app';
import { pickEncoding } from './compression';

const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'aix-compress-web-'));
const script = `export const words = ${JSON.stringify('compress me '.repeat(2000))};\n`;
const scriptBytes = Buffer.from(script);
// What the build writes (web/precompress.ts); a per-request brotli (quality 6) differs.
const brotli11 = zlib.brotliCompressSync(scriptBytes, {
  params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
});
const gzip9 = zlib.gzipSync(scriptBytes, { level: 9 });

let ctx: TestApp;
beforeAll(async () => {
  fs.mkdirSync(path.join(webRoot, 'assets'));
  fs.writeFileSync(
    path.join(webRoot, 'index.html'),
    `<!doctype html><html><head><title>AIX Market</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`,
  );
  fs.writeFileSync(path.join(webRoot, 'assets', 'app-Abc123.js'), scriptBytes);
  fs.writeFileSync(path.join(webRoot, 'assets', 'app-Abc123.js.br'), brotli11);
  fs.writeFileSync(path.join(webRoot, 'assets', 'app-Abc123.js.gz'), gzip9);
  ctx = await createTestApp({ WEB_ROOT: webRoot });
  await seedDemoIfEmpty(ctx.database.db, ctx.database.dialect);
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

function varies(headers: Record<string, unknown>): boolean {
  return /(^|,)\s*accept-encoding\s*(,|$)/i.test(String(headers.vary));
}

describe('compressed responses', () => {
  const listAll = (acceptEncoding: string) =>
    ctx.app.inject({
      method: 'POST',
      url: ROUTES.listAll.url(),
      headers: { 'accept-encoding': acceptEncoding },
      payload: { limit: 12 },
    });

  it('sends API JSON as brotli when offered, gzip otherwise, plain to clients that take neither', async () => {
    const plain = await listAll('identity');
    const br = await listAll('gzip, deflate, br');
    const gzip = await listAll('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    for (const response of [plain, br, gzip]) expect(varies(response.headers)).toBe(true);
  });

  it('serves the build’s own .br and .gz files for assets instead of compressing per request', async () => {
    const url = '/assets/app-Abc123.js';
    const br = await ctx.app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
    const gzip = await ctx.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    const plain = await ctx.app.inject({ url });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.equals(brotli11)).toBe(true);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload.equals(gzip9)).toBe(true);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(scriptBytes)).toBe(true);
    for (const response of [br, gzip, plain]) {
      expect(String(response.headers['content-type'])).toMatch(/javascript/);
      expect(response.headers['cache-control']).toBe(
        'public, max-age=31536000, immutable',
      );
      expect(varies(response.headers)).toBe(true);
    }
  });

  it('compresses the page the server writes for an app route', async () => {
    const page = await ctx.app.inject({
      url: '/',
      headers: { 'accept-encoding': 'br' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(varies(page.headers)).toBe(true);
    expect(zlib.brotliDecompressSync(page.rawPayload).toString()).toContain('id="root"');
  });

  it('leaves small answers alone', async () => {
    const health = await ctx.app.inject({
      url: ROUTES.health.url(),
      headers: { 'accept-encoding': 'br' },
    });
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toMatchObject({ ok: true });
  });
});

describe('pickEncoding', () => {
  it('prefers brotli, falls back to gzip and honours q=0', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('identity')).toBeUndefined();
    expect(pickEncoding(undefined)).toBeUndefined();
  });
});
