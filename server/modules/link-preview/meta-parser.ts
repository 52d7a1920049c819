/**
 * Title, description, image and site name of an HTML page, for a link card. Only
 * `<meta>` and `<title>` are looked at, with bounded regular expressions over a
 * bounded text; values are decoded, flattened to one line and cut, and the image
 * URL must be http(s) once resolved against the page. Nothing here is trusted as
 * HTML: the renderer escapes every value.
 */
import { decodeEntities } from '#shared/docs/html';
import { safeUrl } from '#shared/docs/safe-url';

export interface PageMeta {
  title: string;
  description: string;
  image: string;
  siteName: string;
}

const LIMITS = { title: 200, description: 500, siteName: 100 } as const;
// Quoted values may hold ">"; the alternatives start with distinct characters, so
// matching stays linear.
const META_TAG = /<meta\b((?:[^<>"']|"[^"]{0,4000}"|'[^']{0,4000}'){0,2000})>/gi;
const ATTRIBUTE =
  /([a-zA-Z:_-]{1,40})\s*=\s*(?:"([^"]{0,4000})"|'([^']{0,4000})'|([^\s"'>]{1,4000}))/g;
/** Meta tags live in the head, at the top; the rest of a page is never scanned. */
const MAX_SCAN = 256 * 1024;

function titleOf(html: string): string {
  const lower = html.toLowerCase();
  const open = lower.indexOf('<title');
  if (open < 0) return '';
  const start = lower.indexOf('>', open);
  const end = lower.indexOf('</title', start);
  return start < 0 || end < 0
    ? ''
    : html.slice(start + 1, Math.min(end, start + 1 + 2000));
}

function clean(value: string, max: number): string {
  const flat = decodeEntities(value)
    // eslint-disable-next-line no-control-regex -- control characters are what it removes
    .replace(/[\u0000-\u001f\u007f\s]+/g, ' ')
    .trim();
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
}

function attributes(tag: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of tag.matchAll(ATTRIBUTE)) {
    const name = match[1]?.toLowerCase();
    const value = match[2] ?? match[3] ?? match[4] ?? '';
    if (name && !found.has(name)) found.set(name, value);
  }
  return found;
}

function imageUrl(raw: string, pageUrl: string): string {
  if (raw === '') return '';
  try {
    const resolved = new URL(decodeEntities(raw).trim(), pageUrl).toString();
    return /^https?:/i.test(resolved) ? (safeUrl(resolved, 'resource') ?? '') : '';
  } catch {
    return '';
  }
}

export function parsePageMeta(page: string, pageUrl: string): PageMeta {
  const html = page.slice(0, MAX_SCAN);
  const metas = new Map<string, string>();
  for (const match of html.matchAll(META_TAG)) {
    const attrs = attributes(match[1] ?? '');
    const key = (attrs.get('property') ?? attrs.get('name') ?? '').toLowerCase();
    const content = attrs.get('content');
    if (key && content !== undefined && !metas.has(key)) metas.set(key, content);
  }
  const pick = (...keys: string[]) =>
    keys
      .map(key => metas.get(key))
      .find(value => value !== undefined && value.trim() !== '') ?? '';
  const title = pick('og:title', 'twitter:title') || titleOf(html);
  let host: string;
  try {
    host = new URL(pageUrl).hostname;
  } catch {
    host = '';
  }
  return {
    title: clean(title, LIMITS.title),
    description: clean(
      pick('og:description', 'twitter:description', 'description'),
      LIMITS.description,
    ),
    image: imageUrl(pick('og:image', 'og:image:url', 'twitter:image'), pageUrl),
    siteName: clean(pick('og:site_name', 'application-name') || host, LIMITS.siteName),
  };
}
