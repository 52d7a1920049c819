/**
 * The server side of server rendering (issue 18) with a stand-in render module
 * honouring shared/ssr-contract.ts: the page gets the module's markup inside
 * #root, its answers after it and its screens' CSS in the head, with the
 * page's real status; the module's API calls reach the real routes in
 * process; signed-in screens and a failing render get the plain shell; a
 * missing module is said in the log and changes nothing else.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { seedDemoIfEmpty } from '../seed/demo';
import { loadWebRender } from './web-render';

/** The boot script the web build inlines (web/boot.ts), allowed by its hash. */
const BOOT = 'document.documentElement.dataset.theme="light"';
const INDEX = `<!doctype html><html lang="en"><head><script>${BOOT}</script><title>AIX Market</title><script type="module" crossorigin src="/assets/index.js"></script><link rel="modulepreload" crossorigin href="/assets/vendor.js"><link rel="stylesheet" crossorigin href="/assets/shell.css"></head><body><div id="root"></div></body></html>`;

/**
 * Renders the listing's total from a real list-all call, declares a head that
 * says so (a 404 under /extension/); fails on /boom.
 */
const MODULE = `
export async function renderPage(request) {
  if (request.url.startsWith('/boom')) throw new Error('render failed');
  const answer = await request.call({
    method: 'POST',
    url: '/private/api/extension/list-all',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  const total = JSON.parse(answer.body).total;
  const missing = request.url.startsWith('/extension/');
  return {
    head: {
      status: missing ? 404 : 200,
      title: missing ? 'Extension not found' : total + ' extensions',
      description: undefined,
      image: undefined,
      type: 'website',
      noindex: missing,
    },
    screens: ['ExploreScreen'],
    dataScript: '<script id="aix-ssr-data" type="application/json">{"total":' + total + '}</script>',
    pipe(destination) {
      destination.write('<main>' + total + ' extensions at ' + request.url + '</main>');
      destination.end();
    },
  };
}
export default { renderPage };
`;

const MANIFEST = {
  'index.html': { file: 'assets/index.js', isEntry: true },
  '../renderer/features/explore/ExploreScreen.tsx': {
    file: 'assets/ExploreScreen.js',
    name: 'ExploreScreen',
    isDynamicEntry: true,
    imports: ['_parts.js'],
    css: ['assets/ExploreScreen.css'],
  },
  '_parts.js': { file: 'assets/parts.js', css: ['assets/parts.css'] },
};

const SHELL_CSS = 'body{margin:0}';
const SCREEN_CSS = '.explore{display:grid}';
// Text that would end a <style> element early is escaped.
const PARTS_CSS_SOURCE = '.card::after{content:"</style>"}';
const PARTS_CSS = '.card::after{content:"<\\/style>"}';

let ctx: TestApp;
let dir: string;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aix-web-render-'));
  const webRoot = path.join(dir, 'web');
  fs.mkdirSync(path.join(webRoot, '.vite'), { recursive: true });
  fs.writeFileSync(path.join(webRoot, 'index.html'), INDEX);
  fs.mkdirSync(path.join(webRoot, 'assets'));
  fs.writeFileSync(path.join(webRoot, 'assets', 'shell.css'), SHELL_CSS);
  fs.writeFileSync(path.join(webRoot, 'assets', 'ExploreScreen.css'), SCREEN_CSS);
  fs.writeFileSync(path.join(webRoot, 'assets', 'parts.css'), PARTS_CSS_SOURCE);
  fs.writeFileSync(
    path.join(webRoot, '.vite', 'manifest.json'),
    JSON.stringify(MANIFEST),
  );
  fs.mkdirSync(path.join(dir, 'web-ssr'));
  fs.writeFileSync(path.join(dir, 'web-ssr', 'entry-server.js'), MODULE);
  // WEB_RENDER unset: the module is found beside the web root (web-ssr/).
  ctx = await createTestApp({ WEB_ROOT: webRoot });
  await seedDemoIfEmpty(ctx.database.db, ctx.database.dialect);
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('server-rendered pages', () => {
  it('puts the rendered app inside #root, its answers after it and its CSS in the head', async () => {
    const response = await ctx.app.inject({ url: '/?q=' });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    const total = (
      await ctx.app.inject({
        method: 'POST',
        url: '/private/api/extension/list-all',
        payload: {},
      })
    ).json<{ total: number }>().total;
    expect(total).toBeGreaterThan(0);
    expect(html).toContain(
      `<div id="root"><main>${total} extensions at /?q=</main></div><script id="aix-ssr-data" type="application/json">{"total":${total}}</script>`,
    );
    const head = html.slice(0, html.indexOf('</head>'));
    // The shell's sheet first, then the screen's: inlined, nothing to fetch before paint.
    expect(head).toContain(
      `<style data-href="/assets/shell.css">${SHELL_CSS}</style><style data-href="/assets/ExploreScreen.css">${SCREEN_CSS}</style><style data-href="/assets/parts.css">${PARTS_CSS}</style>`,
    );
    expect(head).not.toContain('rel="stylesheet"');
    expect(head).not.toContain('rel="modulepreload"');
    // No script file before the first paint: the inline boot script only.
    expect(head.match(/<script/g)).toHaveLength(1);
    expect(head).toContain(`<script>${BOOT}</script>`);
    // After the content: the sheets named again, disabled, so the app's lazy loader
    // does not add them twice; then the page's code, which the boot script
    // preloads and imports once the page is painted. No script element loads it.
    const body = html.slice(html.indexOf('</head>'));
    expect(body).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/shell.css" disabled><link rel="stylesheet" crossorigin href="/assets/ExploreScreen.css" disabled><link rel="stylesheet" crossorigin href="/assets/parts.css" disabled><script id="aix-code" type="application/json">{"entry":"/assets/index.js","preload":["/assets/vendor.js","/assets/ExploreScreen.js","/assets/parts.js"]}</script></body>',
    );
    expect(body).not.toContain('type="module"');
    // The head is the one the render declared.
    expect(html).toContain(`<title>${total} extensions · AIX Market</title>`);
  });

  it('tags a found page with an ETag and answers a revalidation with 304', async () => {
    const first = await ctx.app.inject({ url: '/about' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    const again = await ctx.app.inject({
      url: '/about',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // Another page's tag is not this page's.
    const other = await ctx.app.inject({
      url: '/gold',
      headers: { 'if-none-match': etag },
    });
    expect(other.statusCode).toBe(200);
    expect(other.body).toContain('extensions at /gold');
  });

  it('answers with the status and head the render declared', async () => {
    const response = await ctx.app.inject({ url: '/extension/no-such-extension' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('extensions at /extension/no-such-extension</main>');
    expect(response.body).toContain('<title>Extension not found · AIX Market</title>');
    expect(response.body).toContain('<meta name="robots" content="noindex" />');
    expect(response.headers.etag).toBeUndefined();
  });

  it('keeps a path no screen matches a 404, whatever the render declared', async () => {
    const response = await ctx.app.inject({ url: '/no/such/page' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('extensions at /no/such/page</main>');
    expect(response.body).toContain('<title>Page not found · AIX Market</title>');
  });

  it('serves signed-in screens and failed renders as the plain shell', async () => {
    for (const url of ['/dashboard/my-extensions', '/boom']) {
      const response = await ctx.app.inject({ url });
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.body).not.toContain('aix-ssr-data');
      // Nothing to paint first: the shell's own module script starts the app at once.
      expect(response.body).toContain(
        '<script type="module" crossorigin src="/assets/index.js"></script>',
      );
      expect(response.body).not.toContain('aix-code');
    }
  });

  it('allows the boot script by its hash and no other inline script (CSP)', async () => {
    const response = await ctx.app.inject({ url: '/' });
    const policy = String(response.headers['content-security-policy']);
    const scriptSrc = policy.split(';').find(part => part.startsWith('script-src '));
    const hash = createHash('sha256').update(BOOT).digest('base64');
    expect(scriptSrc).toContain(`'sha256-${hash}'`);
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    // API answers carry the same policy (one header for the whole site).
    const api = await ctx.app.inject({ url: '/api/health' });
    expect(String(api.headers['content-security-policy'])).toContain(`'sha256-${hash}'`);
  });
});

describe('loadWebRender', () => {
  it('says in the log that rendering is off when the module is missing', async () => {
    const warn = vi.fn();
    const app = { log: { warn } } as unknown as FastifyInstance;
    const missing = path.join(dir, 'nowhere', 'entry-server.js');
    await expect(loadWebRender(missing, app)).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith(
      `Server rendering is off: ${missing} is missing (npm run build:web builds it); pages are served as the plain app shell.`,
    );
  });

  it('loads a module that honours the contract', async () => {
    const app = { log: { warn: vi.fn() } } as unknown as FastifyInstance;
    const module = await loadWebRender(path.join(dir, 'web-ssr', 'entry-server.js'), app);
    expect(typeof module?.renderPage).toBe('function');
  });
});
