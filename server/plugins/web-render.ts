/**
 * Server rendering of the public pages (issue 18). The web build's SSR module
 * (web/entry-server.tsx, built to dist/web-ssr) is loaded once at start; the
 * server never imports renderer sources. Each page render answers its API calls
 * through this server's own routes in process (app.inject), so the data passes
 * the same schemas and services as the browser's calls, and the answers are
 * embedded in the page for hydration.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PassThrough, Writable, type Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Backend } from '#shared/api/routes';
import {
  isSsrModule,
  SSR_CODE_ID,
  type PageHead,
  type SsrApiAnswer,
  type SsrCode,
  type SsrModule,
} from '#shared/ssr-contract';

const ROOT = '<div id="root"></div>';

/** The SSR module, or undefined (said in the log) so pages fall back to the plain shell. */
export async function loadWebRender(
  file: string | undefined,
  app: FastifyInstance,
): Promise<SsrModule | undefined> {
  if (!file) return undefined;
  if (!fs.existsSync(file)) {
    app.log.warn(
      `Server rendering is off: ${file} is missing (npm run build:web builds it); pages are served as the plain app shell.`,
    );
    return undefined;
  }
  const loaded: unknown = await import(pathToFileURL(file).href);
  const module = (loaded as { default?: unknown }).default ?? loaded;
  if (!isSsrModule(module)) {
    app.log.warn(
      `Server rendering is off: ${file} exports no renderPage; pages are served as the plain app shell.`,
    );
    return undefined;
  }
  return module;
}

interface ManifestChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

/** What a rendered page adds to the shell: in its head, and at the end of its body. */
export interface PageAssets {
  head: string;
  tail: string;
}

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g;
const MODULEPRELOAD_LINK = /<link rel="modulepreload"[^>]*href="([^"]+)"[^>]*>/g;
const MODULE_SCRIPT = /<script type="module"[^>]*src="([^"]+)"[^>]*><\/script>/g;

/**
 * The assets a rendered screen needs, from the client build's Vite manifest: its
 * code, listed after the content for web/boot.ts (inline in the head) to preload
 * and import once the page is painted, and its CSS, the shell's included, inlined
 * in the head so the server-rendered markup is painted styled from the HTML alone
 * (no request between the page and its first paint, issue 18). Each inlined sheet
 * also gets a disabled link at the end of the body: never fetched nor applied,
 * it is what the app's lazy loader looks for before adding a screen's sheet, so
 * hydration does not load and append the same rules again. A sheet that cannot
 * be read stays a plain link in the head.
 */
export type Assets = (
  screens: string[],
  shellHead: string,
) => PageAssets & { shellHead: string };

/** Without a build to read: the shell as it is. */
export const noAssets: Assets = (_screens, shellHead) => ({
  shellHead,
  head: '',
  tail: '',
});

export function screenAssets(webRoot: string): Assets {
  const file = path.join(webRoot, '.vite', 'manifest.json');
  const manifest: Record<string, ManifestChunk> = fs.existsSync(file)
    ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, ManifestChunk>)
    : {};
  const sheets = new Map<string, string | undefined>();
  const sheet = (href: string) => {
    if (!sheets.has(href)) {
      const local = path.join(webRoot, path.normalize(href).replace(/^([/\\])+/, ''));
      const inside = local.startsWith(path.join(webRoot, path.sep));
      const text =
        inside && href.endsWith('.css') && fs.existsSync(local)
          ? fs.readFileSync(local, 'utf8').replace(/<\//g, '<\\/')
          : undefined;
      sheets.set(href, text);
    }
    return sheets.get(href);
  };
  return (screens, shellHead) => {
    const css = new Set<string>();
    const js = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || js.has(chunk.file)) return;
      js.add(chunk.file);
      chunk.css?.forEach(name => css.add(`/${name}`));
      chunk.imports?.forEach(visit);
    };
    // The app's entry (index.html's module script) and what it imports statically.
    for (const key of Object.keys(manifest)) {
      if (manifest[key]?.isEntry) visit(key);
    }
    for (const screen of screens) {
      // Signed-in screens are never server-rendered: the dashboard's ProfileScreen
      // shares its name with the public one.
      const key = Object.keys(manifest).find(
        name =>
          manifest[name]?.isDynamicEntry &&
          manifest[name]?.name === screen &&
          !name.includes('/dashboard/'),
      );
      if (key) visit(key);
    }
    // The shell's own sheets (index.html's links) come first, as they did.
    const ordered: string[] = [];
    const code: string[] = [];
    let entry: string | undefined;
    const shell = shellHead
      .replace(STYLESHEET_LINK, (_tag, href: string) => {
        ordered.push(href);
        return '';
      })
      .replace(MODULEPRELOAD_LINK, (_tag, href: string) => {
        code.push(href);
        return '';
      })
      .replace(MODULE_SCRIPT, (_tag, src: string) => {
        entry ??= src;
        return '';
      });
    for (const href of css) if (!ordered.includes(href)) ordered.push(href);
    for (const chunk of js) if (!code.includes(`/${chunk}`)) code.push(`/${chunk}`);
    const pageCode: SsrCode | undefined = entry
      ? { entry, preload: code.filter(href => href !== entry) }
      : undefined;
    const link = (href: string, disabled = '') =>
      `<link rel="stylesheet" crossorigin href="${href}"${disabled}>`;
    return {
      shellHead: shell,
      head: ordered
        .map(href => {
          const text = sheet(href);
          return text === undefined
            ? link(href)
            : `<style data-href="${href}">${text}</style>`;
        })
        .join(''),
      // The code after the content, for web/boot.ts (inline in the head) to preload
      // and import once the page is painted: no request for code goes out before
      // the first paint, and the chunks load side by side (no chain of imports).
      // Without an entry (a build without one) the page stays as rendered.
      tail: [
        ...ordered
          .filter(href => sheet(href) !== undefined)
          .map(href => link(href, ' disabled')),
        ...(pageCode
          ? [
              `<script id="${SSR_CODE_ID}" type="application/json">${JSON.stringify(pageCode).replace(/</g, '\\u003c')}</script>`,
            ]
          : []),
      ].join(''),
    };
  };
}

function headerRecord(headers: Record<string, unknown>): Record<string, string> {
  const record: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (typeof value === 'string' || typeof value === 'number')
      record[name] = String(value);
    else if (Array.isArray(value)) record[name] = value.join(', ');
  }
  return record;
}

/**
 * The page with the rendered app inside #root, streamed as React writes it,
 * then the embedded answers, with the head the render declared (`shellFor`
 * writes it into index.html). Undefined when the render failed as a whole (the
 * caller sends the plain shell, and the browser renders the page itself).
 */
export async function renderAppPage(
  app: FastifyInstance,
  request: FastifyRequest,
  render: SsrModule,
  shellFor: (head: PageHead) => string,
  baseUrls: Record<Backend, string>,
  assets: Assets,
): Promise<{ head: PageHead; body: Readable } | undefined> {
  try {
    const page = await render.renderPage({
      url: request.url,
      language: request.headers['accept-language'],
      baseUrls,
      call: async call => {
        const answer = await app.inject({
          method: call.method as 'GET',
          url: call.url,
          headers: call.headers,
          ...(call.body === undefined ? {} : { payload: call.body }),
        });
        return {
          status: answer.statusCode,
          headers: headerRecord(answer.headers),
          body: answer.body,
        } satisfies SsrApiAnswer;
      },
      onError: error => request.log.warn({ err: error }, 'server render'),
    });
    const html = shellFor(page.head);
    const at = html.indexOf(ROOT);
    if (at < 0) return undefined;
    const out = new PassThrough();
    // Modulepreloads already in index.html (the shell's own chunks) are harmless repeats.
    const added = assets(page.screens, html.slice(0, at));
    const head = added.shellHead.replace('</head>', () => `${added.head}</head>`);
    const rest = html.slice(at + ROOT.length);
    const end = rest.lastIndexOf('</body>');
    const foot =
      end < 0
        ? `${rest}${added.tail}`
        : `${rest.slice(0, end)}${added.tail}${rest.slice(end)}`;
    out.write(`${head}<div id="root">`);
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        out.write(chunk);
        done();
      },
      final(done) {
        out.end(`</div>${page.dataScript}${foot}`);
        done();
      },
    });
    page.pipe(sink);
    return { head: page.head, body: out };
  } catch (error) {
    request.log.error({ err: error }, 'server render failed; sent the plain app shell');
    return undefined;
  }
}
