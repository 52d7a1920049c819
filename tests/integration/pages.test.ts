/**
 * Pages served by the real app from a real index.html and rendered by the web
 * build's own render module (web/entry-server.tsx, loaded from source): real
 * 404s for unknown paths, extensions and makers, and the title, description
 * and Open Graph tags the screens declare (usePageHead), written into the head
 * by the server and escaped whatever the maker typed.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../server/testing/test-app';
import { seedDemoIfEmpty } from '../../server/seed/demo';

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="AIX Market: find, buy and publish App Inventor extensions (.aix)."
    />
    <title>AIX Market</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

let ctx: TestApp;
let webRoot: string;
beforeAll(async () => {
  webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'aix-web-'));
  fs.writeFileSync(path.join(webRoot, 'index.html'), INDEX);
  ctx = await createTestApp({
    WEB_ROOT: webRoot,
    WEB_RENDER: path.resolve('web/entry-server.tsx'),
    PUBLIC_URL: 'https://aix.example',
  });
  await seedDemoIfEmpty(ctx.database.db, ctx.database.dialect);
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

async function get(url: string) {
  const response = await ctx.app.inject({ url });
  return {
    status: response.statusCode,
    html: response.body,
    type: response.headers['content-type'],
  };
}

function metaContent(html: string, key: string): string | undefined {
  const match = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)" />`).exec(
    html,
  );
  return match?.[1];
}

describe('pages served by the server', () => {
  it('answers 200 with the app for screens that exist', async () => {
    for (const url of [
      '/',
      '/page/2',
      '/about',
      '/terms/privacy-policy',
      '/dashboard/orders',
      '/login?next=/gold',
    ]) {
      const page = await get(url);
      expect(page.status, url).toBe(200);
      expect(page.type).toMatch(/^text\/html/);
      expect(page.html).toContain('<div id="root">');
    }
    expect((await get('/about')).html).toContain('<title>About · AIX Market</title>');
    // The same titles the screens set (shared PAGE_TITLES), so the tab never changes name.
    expect((await get('/terms/privacy-policy')).html).toContain(
      '<title>Privacy Policy · AIX Market</title>',
    );
    expect((await get('/curl-to-blocks')).html).toContain(
      '<title>cURL to Blocks · AIX Market</title>',
    );
    // Private screens are not for search engines.
    expect(metaContent((await get('/dashboard/orders')).html, 'robots')).toBe('noindex');
    expect(metaContent((await get('/about')).html, 'robots')).toBeUndefined();
  });

  it('answers 404, still with the app, for paths, extensions and makers that do not exist', async () => {
    for (const [url, title] of [
      ['/no/such/page', 'Page not found'],
      ['/dashboard/nothing-here', 'Page not found'],
      ['/extension/no-such-extension', 'Extension not found'],
      ['/user/nobody-here', 'Maker not found'],
    ] as const) {
      const page = await get(url);
      expect(page.status, url).toBe(404);
      expect(page.html).toContain('<div id="root">');
      // The screen that says so is in the page, not a skeleton the browser fills in.
      expect(page.html, url).not.toContain('<div id="root"></div>');
      expect(page.html).toContain(`<title>${title} · AIX Market</title>`);
      expect(metaContent(page.html, 'robots')).toBe('noindex');
      expect(page.html).not.toContain('rel="canonical"');
    }
    // API paths keep their JSON 404.
    const api = await ctx.app.inject({ url: '/api/no-such-route' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });

  it('an unpublished extension is not found for the public', async () => {
    const row = await ctx.database.db
      .selectFrom('extensions')
      .select(['id', 'slug'])
      .where('published', '=', 1)
      .executeTakeFirstOrThrow();
    await ctx.database.db
      .updateTable('extensions')
      .set({ published: 0 })
      .where('id', '=', row.id)
      .execute();
    try {
      expect((await get(`/extension/${row.slug}`)).status).toBe(404);
    } finally {
      await ctx.database.db
        .updateTable('extensions')
        .set({ published: 1 })
        .where('id', '=', row.id)
        .execute();
    }
    expect((await get(`/extension/${row.slug}`)).status).toBe(200);
  });

  it('gives an extension page its title, description, canonical URL and Open Graph tags', async () => {
    const row = await ctx.database.db
      .selectFrom('extensions')
      .select(['slug', 'name', 'description', 'icon'])
      .where('slug', '=', 'bluetooth-le-scanner')
      .executeTakeFirstOrThrow();
    const page = await get(`/extension/${row.slug}`);
    expect(page.status).toBe(200);
    expect(page.html).toContain(`<title>${row.name} · AIX Market</title>`);
    expect(metaContent(page.html, 'og:title')).toBe(`${row.name} · AIX Market`);
    expect(metaContent(page.html, 'og:type')).toBe('product');
    expect(metaContent(page.html, 'og:url')).toBe(
      `https://aix.example/extension/${row.slug}`,
    );
    expect(page.html).toContain(
      `<link rel="canonical" href="https://aix.example/extension/${row.slug}" />`,
    );
    const description = metaContent(page.html, 'description') ?? '';
    expect(description.length).toBeGreaterThan(20);
    expect(description.length).toBeLessThanOrEqual(200);
    expect(row.description.startsWith(description.replace(/…$/, ''))).toBe(true);
    expect(metaContent(page.html, 'og:description')).toBe(description);
    // The page's own description replaced the site's, rather than adding a second.
    expect(page.html.match(/name="description"/g)).toHaveLength(1);
    // Link previews need a fetchable image: stored icons become absolute, data: URIs are left out.
    expect(metaContent(page.html, 'og:image')).toBe(
      row.icon.startsWith('/') ? `https://aix.example${row.icon}` : undefined,
    );
    await ctx.database.db
      .updateTable('extensions')
      .set({ icon: '/files/icons/abc.png' })
      .where('slug', '=', row.slug)
      .execute();
    expect(metaContent((await get(`/extension/${row.slug}`)).html, 'og:image')).toBe(
      'https://aix.example/files/icons/abc.png',
    );
  });

  it('gives a profile page the maker’s name and handle', async () => {
    const user = await ctx.database.db
      .selectFrom('users')
      .select(['username', 'name'])
      .where('username', '=', 'pixelforge')
      .executeTakeFirstOrThrow();
    const page = await get('/user/PixelForge');
    expect(page.status).toBe(200);
    expect(metaContent(page.html, 'og:title')).toBe(
      `${user.name} (@${user.username}) · AIX Market`,
    );
    expect(metaContent(page.html, 'og:type')).toBe('profile');
    expect(metaContent(page.html, 'og:description')).toBe(
      `App Inventor extensions by ${user.name} on AIX Market.`,
    );
  });

  it('escapes whatever a maker typed into the head', async () => {
    const hostile = `Evil "</title><script>alert(1)</script> & co`;
    await ctx.database.db
      .updateTable('extensions')
      .set({
        name: hostile,
        description: `"><img src=x onerror=alert(1)> $& $' tail`,
        icon: 'javascript:alert(1)',
      })
      .where('slug', '=', 'gesture-recognizer')
      .execute();
    const page = await get('/extension/gesture-recognizer');
    expect(page.status).toBe(200);
    const head = page.html.slice(0, page.html.indexOf('</head>'));
    expect(head).not.toContain('<script>');
    expect(head).not.toContain('<img');
    // The rendered screen escapes the same text (React does).
    expect(page.html).not.toContain('<script>alert');
    expect(page.html).not.toContain('<img src=x');
    expect(page.html).toContain(
      '<title>Evil &quot;&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; co · AIX Market</title>',
    );
    // "$&" and "$'" are replacement patterns to String.replace: they must arrive as typed.
    expect(metaContent(page.html, 'description')).toContain(`$&amp; $&#39; tail`);
    expect(metaContent(page.html, 'og:image')).toBeUndefined();
  });
});
