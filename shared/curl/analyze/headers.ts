/**
 * The RequestHeaders list: the user's -H headers exactly as curl sends them, plus
 * the headers curl derives from other options (-A, -e, -r, -b, -u, --json, -d...),
 * collapsed by name the way Web.java's HashMap does.
 */
import { base64 } from '../base64';
import type { OperationConfig } from '../parser';
import type { WebHeader } from '../types';
import { quote, reject, type WarningList } from './outcome';
import { text } from './words';

export interface HeaderArg {
  name: string;
  /** null: `-H 'Name:'`, which removes a header curl would add itself. */
  value: string | null;
}

/** curl's -H syntax: `Name: value`, `Name:` (remove), `Name;` (empty value). */
export function parseHeaderArg(raw: string): HeaderArg | undefined {
  const colon = raw.indexOf(':');
  if (colon !== -1) {
    const value = raw.slice(colon + 1).replace(/^[ \t]+/, '');
    return { name: raw.slice(0, colon), value: value.trim() === '' ? null : value };
  }
  const semicolon = raw.indexOf(';');
  if (semicolon !== -1 && raw.slice(semicolon + 1).trim() === '') {
    return { name: raw.slice(0, semicolon), value: '' };
  }
  return undefined;
}

/** Headers the HTTP stack manages; a user copy would fight OkHttp's own. */
const TRANSPORT = [
  'content-length',
  'transfer-encoding',
  'connection',
  'expect',
  'keep-alive',
  'proxy-connection',
];

export interface DerivedHeaders {
  /** Content-Type from -d, --json or -F, unless the user set one. */
  contentType?: string;
  /** --json asks for JSON instead of curl's default `Accept: *\/*`. */
  acceptJson: boolean;
  /** Authorization curl computes from -u / URL user info / --oauth2-bearer. */
  authorization?: string;
}

export interface HeaderResult {
  headers: WebHeader[];
  /** Lower-case names the user set or removed with -H. */
  userNames: Set<string>;
  /** Whether the request carries a Content-Type header. */
  hasContentType: boolean;
}

function checkName(name: string): void {
  if (name === '' || [...name].some(ch => ch < '!' || ch > '~')) {
    reject(
      'header',
      `The header name ${quote(name)} has characters Android refuses in a header name.`,
    );
  }
}

function checkValue(name: string, value: string): void {
  for (const ch of value) {
    const code = ch.codePointAt(0) ?? 0;
    // OkHttp 2.x (Android's HTTP stack) refuses every control character, tab included.
    if (code < 0x20 || code >= 0x7f) {
      reject(
        'header',
        `The ${name} header contains ${code >= 0x80 ? 'a non-ASCII' : 'a control'} character; Android refuses such header values (write it percent- or base64-encoded).`,
      );
    }
  }
}

/** Reads the -b values: only `name=value` strings; a bare word is a cookie file. */
function cookieString(config: OperationConfig): string | undefined {
  const cookies = (config.cookie ?? []).map(w => text(w));
  const file = cookies.find(c => !c.includes('='));
  if (file !== undefined) {
    reject(
      'cookie-file',
      `curl -b ${quote(file)} reads cookies from a file the converter cannot see; paste them as a header instead: -H 'Cookie: name=value'.`,
    );
  }
  // curl 7.88 joins several -b values with a bare ';' (checked against real curl).
  return cookies.length > 0 ? cookies.join(';') : undefined;
}

export function buildHeaders(
  config: OperationConfig,
  derived: DerivedHeaders,
  warnings: WarningList,
): HeaderResult {
  const sent: { name: string; value: string }[] = [];
  const userNames = new Set<string>();
  for (const word of config.header ?? []) {
    const raw = text(word);
    if (raw.startsWith('@')) {
      reject(
        'file-input',
        `curl -H ${quote(raw)} reads headers from a file the converter cannot see.`,
      );
    }
    const arg = parseHeaderArg(raw);
    if (!arg) {
      warnings.add(
        'ignored-header',
        `curl ignores -H ${quote(raw)} (no colon), so the blocks leave it out too.`,
      );
      continue;
    }
    const lower = arg.name.toLowerCase();
    userNames.add(lower);
    if (arg.value === null) {
      if (lower === 'user-agent' || lower === 'host') {
        warnings.add(
          'removed-header',
          `curl -H '${arg.name}:' sends no ${arg.name} header; Android always sends one.`,
        );
      }
      continue;
    }
    if (lower === 'accept-encoding') {
      warnings.add(
        'accept-encoding',
        `The ${arg.name}: ${arg.value} header is left out: with it Android stops decompressing responses and Web1.GotText fails on compressed ones. Android asks for gzip itself.`,
      );
      continue;
    }
    if (TRANSPORT.includes(lower)) {
      warnings.add(
        'transport-header',
        `The ${arg.name} header is left out: Android manages ${arg.name} itself.`,
      );
      continue;
    }
    if (lower === 'host') {
      warnings.add(
        'host-header',
        `The blocks send your Host header (${arg.value}); Android keeps a user Host header, but this is not verified on a device.`,
      );
    }
    sent.push({ name: arg.name, value: arg.value });
  }

  const add = (name: string, value: string | undefined) => {
    if (value !== undefined && !userNames.has(name.toLowerCase()))
      sent.push({ name, value });
  };
  const agent = config['user-agent'];
  if (agent !== undefined && !userNames.has('user-agent')) {
    if (text(agent) === '') {
      warnings.add(
        'removed-header',
        `curl -A '' sends no User-Agent header; Android always sends one.`,
      );
    } else add('User-Agent', text(agent));
  }
  add('Accept', derived.acceptJson ? 'application/json' : '*/*');
  if (config.referer !== undefined) {
    const referer = text(config.referer).replace(/;auto$/, '');
    if (referer !== '') add('Referer', referer);
  }
  if (config.range !== undefined) {
    const range = text(config.range);
    add('Range', `bytes=${range}${range.includes('-') ? '' : '-'}`);
  }
  add('Cookie', cookieString(config));
  add('Authorization', derived.authorization);
  add('Content-Type', derived.contentType);

  const headers: WebHeader[] = [];
  for (const { name, value } of sent) {
    checkName(name);
    checkValue(name, value);
    const existing = headers.find(h => h.name === name);
    if (existing) existing.values.push(value);
    else headers.push({ name, values: [value] });
  }
  const hasContentType = sent.some(h => h.name.toLowerCase() === 'content-type');
  return { headers, userNames, hasContentType };
}

/** `Authorization` for -u / URL credentials / --oauth2-bearer, as curl picks it. */
export function authorizationFor(
  config: OperationConfig,
  urlCredentials: [string, string] | undefined,
): string | undefined {
  if (config['oauth2-bearer'] !== undefined)
    return `Bearer ${text(config['oauth2-bearer'])}`;
  if (config.user !== undefined) {
    const user = text(config.user);
    if (!user.includes(':')) {
      reject(
        'auth',
        `curl -u ${quote(user)} has no password, so curl would ask for one; write -u '${user}:password'.`,
      );
    }
    return `Basic ${base64(user)}`;
  }
  if (urlCredentials) return `Basic ${base64(urlCredentials.join(':'))}`;
  return undefined;
}
