/**
 * Pages served as the plain app shell, when the web build's render module is
 * missing: the status and head come from the path alone. (With the module, the
 * render declares them: tests/integration/pages.test.ts.)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { routeHead } from './pages.service';

const INDEX = `<!doctype html><html lang="en"><head><title>AIX Market</title></head><body><div id="root"></div></body></html>`;

let ctx: TestApp;
let webRoot: string;
beforeAll(async () => {
  webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'aix-web-'));
  fs.writeFileSync(path.join(webRoot, 'index.html'), INDEX);
  ctx = await createTestApp({ WEB_ROOT: webRoot });
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

describe('routeHead', () => {
  it('knows unknown paths, private screens and fixed titles from the path', () => {
    expect(routeHead('/no/such/page')).toMatchObject({ status: 404, noindex: true });
    expect(routeHead('/dashboard/nothing-here')).toMatchObject({ status: 404 });
    expect(routeHead('/dashboard/orders')).toMatchObject({ status: 200, noindex: true });
    expect(routeHead('/about')).toMatchObject({ status: 200, title: 'About' });
    // What lives at an extension's path is the render's to say.
    expect(routeHead('/extension/anything')).toMatchObject({
      status: 200,
      title: undefined,
      noindex: false,
    });
  });
});

describe('pages without the render module', () => {
  it('serves the shell with the path’s status and head', async () => {
    const about = await ctx.app.inject({ url: '/about' });
    expect(about.statusCode).toBe(200);
    expect(about.body).toContain('<title>About · AIX Market</title>');
    expect(about.body).toContain('<div id="root"></div>');
    const missing = await ctx.app.inject({ url: '/no/such/page' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<title>Page not found · AIX Market</title>');
    expect(missing.body).toContain('<meta name="robots" content="noindex" />');
    const orders = await ctx.app.inject({ url: '/dashboard/orders' });
    expect(orders.statusCode).toBe(200);
    expect(orders.body).toContain('<meta name="robots" content="noindex" />');
  });
});
