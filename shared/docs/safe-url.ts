/**
 * URL allow-lists of the documentation renderer. Every URL a maker typed ends up in an
 * href or src that every visitor loads, so the rule is "allow known-good, drop the rest":
 * links take http, https, mailto and same-origin paths; images take http, https,
 * same-origin paths and a few raster data: URLs; attachments take http, https and
 * same-origin paths.
 *
 * The returned string is exactly what the browser will see once the caller escapes it
 * into an attribute, so what was checked is what gets used.
 */
import { decodeEntities } from './html';
import { DOC_LIMITS } from './limits';

export type UrlKind = 'link' | 'image' | 'resource';

const SCHEMES: Readonly<Record<UrlKind, readonly string[]>> = {
  link: ['http', 'https', 'mailto'],
  image: ['http', 'https', 'data'],
  resource: ['http', 'https'],
};
// Same-origin paths ("/extension/x") are marketplace pages and files: no script can
// ride on them, and a maker's docs naturally link to their other extensions.
const ALLOWS_RELATIVE: Readonly<Record<UrlKind, boolean>> = {
  link: true,
  image: true,
  resource: true,
};

// Raster only: an SVG data URL is a document that can carry script.
const DATA_IMAGE = /^data:image\/(?:png|jpeg|gif|webp);base64,[A-Za-z0-9+/]+={0,2}$/i;
// Characters a browser drops or that make a URL read differently than it parses
// (controls, zero-width and bidi marks, line separators).
/* eslint-disable no-control-regex -- matching control characters is their job */
const INVISIBLE =
  /[\u0000-\u001f\u007f-\u009f\u00ad\u200b-\u200f\u2028-\u202e\u2060-\u2064\ufeff]/;
const EDGES = /^[\s\u0000-\u001f\ufeff]+|[\s\u0000-\u001f\ufeff]+$/g;
/* eslint-enable no-control-regex */
// Characters no well-formed URL carries raw; browsers would "fix" them (percent-encode,
// or turn "\" into "/"), so a URL holding them is refused rather than guessed at.
const MALFORMED = /[\s"<>`\\]/;

/**
 * Returns the URL to use, or null when it is not allowed for this kind of attribute.
 * `raw` is the value as stored (JSON text), not HTML-encoded.
 */
export function safeUrl(raw: unknown, kind: UrlKind): string | null {
  if (typeof raw !== 'string') return null;
  const budget = kind === 'image' ? DOC_LIMITS.maxDataUrlLength : DOC_LIMITS.maxUrlLength;
  if (raw.length === 0 || raw.length > budget) return null;
  // Browsers strip edge controls and every tab and newline before parsing; do the same
  // so "java\tscript:" is judged as the "javascript:" it would become.
  const url = raw.replace(EDGES, '').replace(/[\t\n\r]/g, '');
  if (url.length === 0 || INVISIBLE.test(url) || MALFORMED.test(url)) return null;

  const scheme = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(url)?.[1]?.toLowerCase();
  if (scheme === undefined)
    return ALLOWS_RELATIVE[kind] && isSameOriginPath(url) ? url : null;
  if (!SCHEMES[kind].includes(scheme)) return null;
  const rest = url.slice(scheme.length + 1);
  if (scheme === 'data') {
    return DATA_IMAGE.test(url) ? `data:${rest}` : null;
  }
  if (url.length > DOC_LIMITS.maxUrlLength) return null;
  if (scheme === 'mailto') return /^[^/]/.test(rest) ? `mailto:${rest}` : null;
  // http(s) needs an authority, so "https:evil" style oddities never reach the parser.
  return /^\/\/[^/?#]+/.test(rest) ? `${scheme}:${rest}` : null;
}

/** "/path" on this origin; "//host" is another origin (backslashes were refused above). */
function isSameOriginPath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//');
}

/**
 * For an attribute value taken from inline HTML: character references are decoded first,
 * as the browser would, so "java&#x09;script:" cannot hide its scheme.
 */
export function safeUrlFromHtml(encoded: string, kind: UrlKind): string | null {
  return safeUrl(decodeEntities(encoded), kind);
}

export const safeLinkUrl = (raw: unknown): string | null => safeUrl(raw, 'link');
export const safeImageUrl = (raw: unknown): string | null => safeUrl(raw, 'image');
export const safeResourceUrl = (raw: unknown): string | null => safeUrl(raw, 'resource');
