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
import { isSsrModule, type SsrApiAnswer, type SsrModule } from '#shared/ssr-contract';

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
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/**
 * The head tags a rendered screen needs before the app runs: its chunks' CSS
 * (the server-rendered markup is styled without JavaScript and nothing shifts
 * when the code arrives) and its code as modulepreload (hydration does not
 * wait for a chain of imports). From the client build's Vite manifest.
 */
export function screenAssets(webRoot: string): (screens: string[]) => string {
  const file = path.join(webRoot, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) return () => '';
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  return screens => {
    const css = new Set<string>();
    const js = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || js.has(chunk.file)) return;
      js.add(chunk.file);
      chunk.css?.forEach(sheet => css.add(sheet));
      chunk.imports?.forEach(visit);
    };
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
    return [
      ...[...css].map(sheet => `<link rel="stylesheet" crossorigin href="/${sheet}">`),
      ...[...js].map(code => `<link rel="modulepreload" crossorigin href="/${code}">`),
    ].join('');
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
 * then the embedded answers. Undefined when the render failed as a whole (the
 * caller sends the plain shell, and the browser renders the page itself).
 */
export async function renderAppPage(
  app: FastifyInstance,
  request: FastifyRequest,
  render: SsrModule,
  html: string,
  baseUrls: Record<Backend, string>,
  assets: (screens: string[]) => string,
): Promise<Readable | undefined> {
  const at = html.indexOf(ROOT);
  if (at < 0) return undefined;
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
    const out = new PassThrough();
    // Tags already in index.html (the shell's own chunks) are harmless repeats.
    const head = html
      .slice(0, at)
      .replace('</head>', () => `${assets(page.screens)}</head>`);
    out.write(`${head}<div id="root">`);
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        out.write(chunk);
        done();
      },
      final(done) {
        out.end(`</div>${page.dataScript}${html.slice(at + ROOT.length)}`);
        done();
      },
    });
    page.pipe(sink);
    return out;
  } catch (error) {
    request.log.error({ err: error }, 'server render failed; sent the plain app shell');
    return undefined;
  }
}
