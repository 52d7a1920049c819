/**
 * Serves the built web app and answers unknown paths: JSON 404 under the API
 * prefixes, index.html elsewhere so client-side routes survive a reload, with
 * the app rendered into the page when the SSR module is built (web-render.ts),
 * and the status, title and link-preview tags the render declared (404 for
 * extensions and makers that do not exist). Without the module, a page's head
 * and status come from its path alone (pages.service.ts).
 * A page found (200) carries an ETag of its bytes and answers If-None-Match.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { API_PREFIXES, BACKEND_META, type Backend } from '#shared/api/routes';
import type { ApiErrorBody } from '#shared/errors';
import { escapeHtml } from '#shared/docs/html';
import type { Config } from '../config/index';
import { inlineScripts, type PageHead } from '#shared/ssr-contract';
import { routeHead } from '../modules/pages/pages.service';
import { renderHead } from '../modules/pages/page-head';
import { matchesIfNoneMatch, weakEtag } from './http-cache';
import { loadWebRender, noAssets, renderAppPage, screenAssets } from './web-render';

export function isApiPath(url: string): boolean {
  return API_PREFIXES.some(prefix => url.startsWith(prefix)) || url === '/api';
}

/**
 * Tells the page where its two backends are (renderer/platform/web.ts reads these
 * tags), so one build serves any layout of backends.
 */
function withBackends(html: string, config: Config): string {
  const tags = (Object.entries(config.webBackends) as [Backend, string][])
    .filter(([, base]) => base !== '')
    .map(
      ([backend, base]) =>
        `<meta name="${BACKEND_META[backend]}" content="${escapeHtml(base)}" />`,
    );
  return tags.length ? html.replace('</head>', `${tags.join('')}</head>`) : html;
}

/**
 * CSP sources (`'sha256-...'`) for the built index.html's inline scripts
 * (web/boot.ts, inlined by web/inline-boot.ts): the policy allows exactly those
 * bytes and still refuses any other inline script. None without a web build.
 */
export function inlineScriptSources(webRoot: string | undefined): string[] {
  const file = webRoot === undefined ? undefined : path.join(webRoot, 'index.html');
  if (!file || !fs.existsSync(file)) return [];
  return inlineScripts(fs.readFileSync(file, 'utf8')).map(
    code => `'sha256-${createHash('sha256').update(code).digest('base64')}'`,
  );
}

export const webPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const root = config.webRoot;
    const hasWeb = root !== undefined && fs.existsSync(path.join(root, 'index.html'));
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root,
        wildcard: false,
        index: false,
        // The build wrote .br/.gz beside each text file (web/precompress.ts).
        preCompressed: true,
        maxAge: '1h',
        setHeaders: (res, filePath) => {
          // Hashed assets never change; index.html must always be revalidated.
          if (filePath.includes(`${path.sep}assets${path.sep}`)) {
            res.header('cache-control', 'public, max-age=31536000, immutable');
          }
        },
      });
    }
    const indexHtml = hasWeb
      ? withBackends(fs.readFileSync(path.join(root, 'index.html'), 'utf8'), config)
      : undefined;
    const render = indexHtml ? await loadWebRender(config.webRender, app) : undefined;
    const assets = render && root ? screenAssets(root) : noAssets;

    app.setNotFoundHandler(
      { preHandler: app.rateLimit({ max: 300, timeWindow: '1 minute' }) },
      async (request, reply) => {
        const url = request.url.split('?')[0] ?? '/';
        const wantsPage =
          request.method === 'GET' && !isApiPath(url) && !path.extname(url);
        if (indexHtml && wantsPage) {
          const route = routeHead(url);
          // The render's head is the page's (an unknown extension is a 404), except
          // on a path no screen matches: a 404 whatever rendered there.
          const headOf = (declared: PageHead) =>
            route.status === 200 ? declared : route;
          const shellFor = (declared: PageHead) =>
            renderHead(indexHtml, headOf(declared), {
              publicUrl: config.publicUrl,
              pathname: url,
            });
          // Signed-in screens (noindex, found) stay client-rendered.
          const rendered =
            render && (route.status === 404 || !route.noindex)
              ? await renderAppPage(
                  app,
                  request,
                  render,
                  shellFor,
                  config.webBackends,
                  assets,
                )
              : undefined;
          const head = rendered ? headOf(rendered.head) : route;
          // Whole before it is sent (the render already waits for all its data), so
          // the page gets an ETag: a reload of an unchanged page is a 304. no-cache
          // keeps every visit a revalidation, never a stale page.
          const page = rendered ? await text(rendered.body) : shellFor(route);
          reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
          if (head.status !== 200) return reply.status(head.status).send(page);
          const etag = weakEtag(page);
          reply.header('etag', etag);
          if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) {
            return reply.status(304).send();
          }
          return reply.status(200).send(page);
        }
        return reply.status(404).send({
          error: { code: 'NOT_FOUND', message: `No route for ${request.method} ${url}` },
        } satisfies ApiErrorBody);
      },
    );
  },
  { name: 'web', dependencies: ['security'] },
);
