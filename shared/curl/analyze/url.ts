/**
 * The URL of the request: what curl will accept, what goes into Web1.Url, and
 * whether Android (OkHttp's HttpUrl) will percent-encode characters curl sends raw.
 */
import type { Request } from '../parser';
import { quote, reject, type WarningList } from './outcome';
import { text } from './words';

/** OkHttp's PATH_SEGMENT_ENCODE_SET without the delimiters `/ ? #` (curl-to-blocks.md §2.4). */
const PATH_ENCODED = ' "<>^`{}|';
/** OkHttp's QUERY_ENCODE_SET without `#`. */
const QUERY_ENCODED = ' "\'<>';

export interface UrlInfo {
  /** The Url property value: scheme, host, path and query; no user info, no fragment. */
  url: string;
  isHttps: boolean;
  /** `user:password` from the URL, percent-decoded as curl does. */
  credentials?: [string, string];
}

function isControl(code: number): boolean {
  return code < 0x20 || code === 0x7f;
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Characters OkHttp would rewrite in this path or query, for the warning. */
function rewrittenBy(path: string, query: string): string[] {
  const found = new Set<string>();
  for (const ch of path) {
    const code = ch.codePointAt(0) ?? 0;
    if (ch === '\\' || code >= 0x7f || PATH_ENCODED.includes(ch)) found.add(ch);
  }
  for (const ch of query) {
    const code = ch.codePointAt(0) ?? 0;
    if (code >= 0x7f || QUERY_ENCODED.includes(ch)) found.add(ch);
  }
  return [...found];
}

export function analyzeUrl(request: Request, warnings: WarningList): UrlInfo {
  const first = request.urls[0];
  if (!first) return reject('parse', 'The command has no URL.');
  const original = text(first.originalUrl);
  const parts = first.urlObj;
  const scheme = text(parts.scheme).toLowerCase();
  if (scheme !== 'http' && scheme !== 'https') {
    reject(
      'url',
      `The Web component only speaks http:// and https://, not ${scheme}:// (${quote(original)}).`,
    );
  }
  if (!request.globoff && /[[\]{}]/.test(original)) {
    reject(
      'url',
      `curl reads [ ] and { } in a URL as patterns that make several requests (${quote(original)}). Add -g (--globoff) to send them literally.`,
    );
  }
  for (const ch of original) {
    const code = ch.codePointAt(0) ?? 0;
    if (ch === ' ' || isControl(code)) {
      reject(
        'url',
        `curl refuses a URL with a space or control character (${quote(original)}); write it percent-encoded (%20).`,
      );
    }
  }
  const host = text(parts.host);
  if (!host) reject('url', `The URL ${quote(original)} has no host name.`);
  if ([...host].some(ch => (ch.codePointAt(0) ?? 0) >= 0x80)) {
    reject('url', `Write the host name ${quote(host)} in its ASCII (punycode) form.`);
  }
  const path = text(parts.path);
  const full = text(first.url);
  const hash = full.indexOf('#');
  const url = hash === -1 ? full : full.slice(0, hash);
  const queryStart = url.indexOf('?', url.indexOf('://') + 3);
  const query = queryStart === -1 ? '' : url.slice(queryStart + 1);
  if (request.pathAsIs && /(^|\/)\.\.?(\/|$)/.test(path)) {
    reject(
      'url',
      'curl --path-as-is keeps "." and ".." in the path; Android always removes them.',
    );
  }
  const rewritten = rewrittenBy(path, query);
  if (rewritten.length > 0) {
    warnings.add(
      'url-encoding',
      `Android percent-encodes ${rewritten.map(ch => JSON.stringify(ch)).join(', ')} in the URL (a backslash in the path becomes "/"), where curl sends ${rewritten.length === 1 ? 'it' : 'them'} as typed; servers normally read both the same way.`,
    );
  }
  const info: UrlInfo = { url, isHttps: scheme === 'https' };
  if (parts.auth !== undefined) {
    if (request.disallowUsernameInUrl) {
      reject(
        'curl-refuses',
        'curl refuses this URL: it has a user name and --disallow-username-in-url is set.',
      );
    }
    info.credentials = [decode(text(parts.user)), decode(text(parts.password))];
  }
  return info;
}
