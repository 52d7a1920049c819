/**
 * The contract between the server and the server-render module the web build
 * produces (web/entry-server.tsx, built to dist/web-ssr). The server loads that
 * module at start and never imports renderer sources, so this file is all the
 * two sides share.
 */
import type { Backend } from './api/routes';

/**
 * Id of the JSON of a rendered page's code (an SsrCode), written after the content
 * by the server; web/boot.ts preloads it and imports the entry once the page is
 * painted.
 */
export const SSR_CODE_ID = 'aix-code';

/** A rendered page's code: the app's entry module and every chunk it will need. */
export interface SsrCode {
  entry: string;
  preload: string[];
}

export function isSsrCode(value: unknown): value is SsrCode {
  if (typeof value !== 'object' || value === null) return false;
  const { entry, preload } = value as Partial<Record<keyof SsrCode, unknown>>;
  return (
    typeof entry === 'string' &&
    Array.isArray(preload) &&
    preload.every(href => typeof href === 'string')
  );
}

/**
 * The code of a page's inline scripts (data blocks such as application/json are
 * not scripts). The web build inlines web/boot.ts into index.html; the server
 * allows exactly these bytes by their hashes in its CSP, and the bundle budget
 * (scripts/bundle-size.ts) counts them as first-load JavaScript.
 */
export function inlineScripts(html: string): string[] {
  return [
    ...html.matchAll(
      /<script(?![^>]*\bsrc=)(?![^>]*\btype="application\/)[^>]*>([\s\S]*?)<\/script>/g,
    ),
  ].map(([, code]) => code ?? '');
}

/** One in-process API call of the render, answered by the server's own routes. */
export interface SsrApiCall {
  method: string;
  /** Path and query, e.g. `/private/api/extensions/list-all?page=1`. */
  url: string;
  headers: Record<string, string>;
  /** A JSON body (list-all is a POST). */
  body?: string;
}

export interface SsrApiAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface SsrRequest {
  /** Path and query string of the page. */
  url: string;
  /** The visitor's Accept-Language, for the starting currency. */
  language: string | undefined;
  /** What the browser will use ('' = this origin), so file URLs match after hydration. */
  baseUrls: Record<Backend, string>;
  call(request: SsrApiCall): Promise<SsrApiAnswer>;
  /** Render errors the page survived (a component that threw falls back to the browser). */
  onError(error: unknown): void;
}

/** The part of a Node Writable the render writes to (shared code has no Node types). */
export interface SsrDestination {
  write(chunk: unknown): boolean;
  end(): unknown;
}

/**
 * What a page says about itself in its head and status line: written by the
 * render (the screens' usePageHead), so link previews, search engines and the
 * HTTP status agree with what the page shows.
 */
export interface PageHead {
  status: 200 | 404;
  /** Page title without the site name; undefined is the site's own title. */
  title: string | undefined;
  description: string | undefined;
  /** Absolute or root-relative image for link previews. */
  image: string | undefined;
  type: 'website' | 'product' | 'profile';
  /** Private or missing pages stay out of search results. */
  noindex: boolean;
}

/** A found page without anything more to say: the site's own title. */
export const SITE_HEAD: PageHead = {
  status: 200,
  title: undefined,
  description: undefined,
  image: undefined,
  type: 'website',
  noindex: false,
};

export interface SsrPage {
  /** The head the rendered screens declared (SITE_HEAD when none did). */
  head: PageHead;
  /** Writes the rendered app (the inside of `#root`) and ends `destination`. */
  pipe(destination: SsrDestination): void;
  /** The script element with the answers the page was rendered from. */
  dataScript: string;
  /** Export names of the lazy screens rendered (lazyScreen's names, the chunks' names). */
  screens: string[];
}

export interface SsrModule {
  renderPage(request: SsrRequest): Promise<SsrPage>;
}

export function isSsrModule(value: unknown): value is SsrModule {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { renderPage?: unknown }).renderPage === 'function'
  );
}
