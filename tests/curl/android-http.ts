/**
 * The bytes Android's HttpURLConnection (OkHttp 2.x) puts on the wire for one
 * Web.java call, per curl-to-blocks.md §2.3–2.4: java.net.URL parsing, HttpUrl
 * canonicalisation, addRequestProperty for every header value, the default
 * Content-Type for methods that permit a body, fixed-length text bodies, chunked
 * file bodies, and the Host / Connection / Accept-Encoding / User-Agent defaults.
 */
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { WebCall } from './app-inventor';

export const ANDROID_USER_AGENT =
  'Dalvik/2.1.0 (Linux; U; Android 14; Pixel 7 Build/UQ1A)';

const PATH_SEGMENT_ENCODE_SET = ' "<>^`{}|/\\?#';
const QUERY_ENCODE_SET = ' "\'<>#';

/** HttpUrl.canonicalize (OkHttp 2.x): existing %XX stays, the rest is UTF-8 percent-encoded. */
export function canonicalize(input: string, encodeSet: string): string {
  let out = '';
  for (const ch of input) {
    const code = ch.codePointAt(0) ?? 0;
    if (code < 0x20 || code >= 0x7f || encodeSet.includes(ch)) {
      for (const byte of Buffer.from(ch, 'utf8')) {
        out += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
      }
    } else out += ch;
  }
  return out;
}

function isDot(segment: string): boolean {
  return segment === '.' || segment.toLowerCase() === '%2e';
}

function isDotDot(segment: string): boolean {
  return ['..', '%2e.', '.%2e', '%2e%2e'].includes(segment.toLowerCase());
}

export interface AndroidUrl {
  scheme: string;
  host: string;
  port: number;
  /** Request target: canonical path plus `?query`. */
  target: string;
  hostHeader: string;
}

/** java.net.URL + HttpUrl.parse: the first thing Web.java does with Url. */
export function parseAndroidUrl(url: string): AndroidUrl {
  const match =
    /^([a-zA-Z][a-zA-Z0-9+.-]*):\/\/([^/?#\\]*)([^?#]*)(\?[^#]*)?(#.*)?$/.exec(url);
  if (!match) throw new Error(`ERROR_WEB_MALFORMED_URL: ${url}`);
  const scheme = (match[1] ?? '').toLowerCase();
  if (scheme !== 'http' && scheme !== 'https')
    throw new Error(`ERROR_WEB_MALFORMED_URL: ${url}`);
  const authority = (match[2] ?? '').replace(/^.*@/, '');
  const hostPort = /^(\[[^\]]+\]|[^:]*)(?::(\d*))?$/.exec(authority);
  if (!hostPort || !hostPort[1]) throw new Error(`ERROR_WEB_MALFORMED_URL: ${url}`);
  const host = hostPort[1].toLowerCase();
  const defaultPort = scheme === 'https' ? 443 : 80;
  const port = hostPort[2] ? Number(hostPort[2]) : defaultPort;
  const segments: string[] = [];
  const rawPath = match[3] ?? '';
  const parts = rawPath === '' ? [''] : rawPath.split(/[/\\]/).slice(1);
  parts.forEach((segment, i) => {
    const last = i === parts.length - 1;
    if (isDot(segment)) {
      if (last) segments.push('');
    } else if (isDotDot(segment)) {
      segments.pop();
      if (last) segments.push('');
    } else segments.push(canonicalize(segment, PATH_SEGMENT_ENCODE_SET));
  });
  if (segments.length === 0) segments.push('');
  const query =
    match[4] === undefined ? '' : `?${canonicalize(match[4].slice(1), QUERY_ENCODE_SET)}`;
  return {
    scheme,
    host,
    port,
    target: `/${segments.join('/')}${query}`,
    hostHeader: port === defaultPort ? host : `${host}:${port}`,
  };
}

function checkHeader(name: string, value: string): void {
  // OkHttp 2.x Headers.Builder.checkNameAndValue.
  if (name === '' || [...name].some(c => c <= '\u001f' || c >= '\u007f')) {
    throw new Error(`IllegalArgumentException: header name ${JSON.stringify(name)}`);
  }
  if ([...value].some(c => c <= '\u001f' || c >= '\u007f')) {
    throw new Error(`IllegalArgumentException: header value ${JSON.stringify(value)}`);
  }
}

/** Java's String.getBytes(charset): unmappable characters become '?'. */
function encodeText(text: string, encoding: string): Buffer {
  const normalized = encoding.toUpperCase();
  if (normalized === 'UTF-8' || normalized === 'UTF8') {
    return Buffer.from(text.replace(/[\ud800-\udfff]/gu, '?'), 'utf8');
  }
  if (normalized === 'ISO-8859-1' || normalized === 'LATIN1') {
    return Buffer.from(
      [...text].map(c => ((c.codePointAt(0) ?? 0) > 0xff ? 0x3f : c.charCodeAt(0))),
    );
  }
  throw new Error(`ERROR_WEB_UNSUPPORTED_ENCODING: ${encoding}`);
}

/** OkHttp 2.x HttpMethod.permitsRequestBody. */
function permitsRequestBody(method: string): boolean {
  return ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'PROPPATCH', 'REPORT'].includes(
    method,
  );
}

/** The raw request for one call; `deviceDir` stands in for the phone's storage. */
export function androidRequestBytes(call: WebCall, deviceDir: string): Buffer {
  const url = parseAndroidUrl(call.url);
  const lines: [string, string][] = [];
  for (const [name, values] of call.headers) {
    for (const value of values) {
      checkHeader(name, value);
      lines.push([name, value.trim()]);
    }
  }
  const has = (name: string) =>
    lines.some(([n]) => n.toLowerCase() === name.toLowerCase());
  let body: Buffer = Buffer.alloc(0);
  let chunked = false;
  if (call.body.kind === 'text') body = encodeText(call.body.text, call.body.encoding);
  if (call.body.kind === 'file') {
    const file = path.resolve(deviceDir, call.body.path);
    if (!file.startsWith(path.resolve(deviceDir) + path.sep))
      throw new Error('file outside the device');
    body = fs.readFileSync(file);
    chunked = true;
  }
  if (permitsRequestBody(call.method)) {
    if (chunked) lines.push(['Transfer-Encoding', 'chunked']);
    else lines.push(['Content-Length', String(body.length)]);
    if (!has('Content-Type'))
      lines.push(['Content-Type', 'application/x-www-form-urlencoded']);
  }
  if (!has('Host')) lines.push(['Host', url.hostHeader]);
  if (!has('Connection')) lines.push(['Connection', 'Keep-Alive']);
  if (!has('Accept-Encoding')) lines.push(['Accept-Encoding', 'gzip']);
  if (!has('User-Agent')) lines.push(['User-Agent', ANDROID_USER_AGENT]);
  const head = `${call.method} ${url.target} HTTP/1.1\r\n${lines.map(([n, v]) => `${n}: ${v}\r\n`).join('')}\r\n`;
  const payload = chunked
    ? Buffer.concat([
        body.length ? Buffer.from(`${body.length.toString(16)}\r\n`) : Buffer.alloc(0),
        body,
        body.length ? Buffer.from('\r\n') : Buffer.alloc(0),
        Buffer.from('0\r\n\r\n'),
      ])
    : body;
  return Buffer.concat([Buffer.from(head, 'latin1'), payload]);
}

/** Sends the bytes to the capture server and waits for its answer. */
export function sendRaw(port: number, bytes: Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.end(bytes));
    socket.on('data', () => undefined);
    socket.on('close', () => resolve());
    socket.on('error', reject);
    socket.setTimeout(5000, () => socket.destroy(new Error('capture server timed out')));
  });
}
