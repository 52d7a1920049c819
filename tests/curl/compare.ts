/**
 * Compares what curl sent with what the blocks make Android send
 * (curl-to-blocks.md §7.3). Both sides drop only the transport set and their own
 * default User-Agent / Accept-Encoding; everything else must match, except the
 * differences a converter warning explicitly waives (WAIVERS below).
 */
import type { WarningCode } from '#shared/curl/types';
import { ANDROID_USER_AGENT, parseAndroidUrl } from './android-http';
import { boundaryOf, multipartParts, type HttpMessage } from './http-message';

/** Headers the HTTP stacks manage themselves; never compared. */
const TRANSPORT = [
  'content-length',
  'transfer-encoding',
  'connection',
  'expect',
  'keep-alive',
];

/**
 * What each warning allows to differ. A code missing here waives nothing: its
 * difference is not on the wire (timeouts, redirects, response handling...).
 */
const WAIVERS: Partial<Record<WarningCode, string>> = {
  'accept-encoding': 'curl-side Accept-Encoding header',
  compressed: 'curl-side Accept-Encoding header',
  'http-version': 'curl-side Upgrade and HTTP2-Settings headers',
  'default-content-type': 'Android-side default Content-Type when curl sends none',
  'removed-header': 'Android-side User-Agent / Host that curl was told to leave out',
  'url-encoding': "request target compared after OkHttp's percent-encoding of curl's",
  multipart: 'multipart boundary (parts compared instead of bytes)',
  'data-file-newlines': 'curl strips CR/LF from -d @file bodies',
};

/** Waivers whose difference depends on the input (only --http2 adds Upgrade; a file may lack newlines). */
const CONDITIONAL: WarningCode[] = ['http-version', 'data-file-newlines'];

export function waivesAnything(codes: readonly WarningCode[]): boolean {
  return codes.some(code => WAIVERS[code] !== undefined);
}

/** The waivers among `codes` that always have a wire difference to waive. */
export function requiredWaivers(codes: readonly WarningCode[]): string[] {
  return codes.flatMap(code =>
    WAIVERS[code] && !CONDITIONAL.includes(code) ? [`${code}: ${WAIVERS[code]}`] : [],
  );
}

type HeaderList = [string, string][];

function normalizeHeaders(message: HttpMessage): HeaderList {
  return message.headers
    .map(([name, value]): [string, string] => {
      const lower = name.toLowerCase();
      return [lower, lower === 'host' ? value.toLowerCase() : value.trim()];
    })
    .filter(([name]) => !TRANSPORT.includes(name));
}

function removeHeader(list: HeaderList, name: string, value?: string): HeaderList {
  return list.filter(([n, v]) => n !== name || (value !== undefined && v !== value));
}

function headerValue(list: HeaderList, name: string): string | undefined {
  return list.find(([n]) => n === name)?.[1];
}

function withoutBoundary(list: HeaderList): HeaderList {
  return list.map(([n, v]): [string, string] => [
    n,
    n === 'content-type' ? v.replace(/boundary=("?)[^";]+\1/i, 'boundary=*') : v,
  ]);
}

function multiset(list: HeaderList): string[] {
  return list.map(([n, v]) => `${n}: ${v}`).sort();
}

export interface Comparison {
  differences: string[];
}

export function compareRequests(
  curl: HttpMessage,
  android: HttpMessage,
  warnings: readonly WarningCode[],
  curlVersion: string,
): string[] {
  const waived = new Set(warnings);
  const differences: string[] = [];
  if (curl.method !== android.method) {
    differences.push(`method: curl ${curl.method}, blocks ${android.method}`);
  }
  let curlTarget = curl.target;
  if (waived.has('url-encoding'))
    curlTarget = parseAndroidUrl(`http://x${curl.target}`).target;
  if (curlTarget !== android.target) {
    differences.push(`target: curl ${curl.target}, blocks ${android.target}`);
  }

  const curlAll = normalizeHeaders(curl);
  let curlHeaders = removeHeader(curlAll, 'user-agent', `curl/${curlVersion}`);
  let androidHeaders = normalizeHeaders(android);
  // Each side's own User-Agent is ignored only when curl sent its default one too.
  if (headerValue(curlAll, 'user-agent') === `curl/${curlVersion}`) {
    androidHeaders = removeHeader(androidHeaders, 'user-agent', ANDROID_USER_AGENT);
  }
  // OkHttp asks for gzip itself whenever the request has no Accept-Encoding.
  androidHeaders = removeHeader(androidHeaders, 'accept-encoding', 'gzip');
  if (waived.has('accept-encoding') || waived.has('compressed')) {
    curlHeaders = removeHeader(curlHeaders, 'accept-encoding');
  }
  if (waived.has('http-version')) {
    curlHeaders = removeHeader(removeHeader(curlHeaders, 'upgrade'), 'http2-settings');
  }
  if (
    waived.has('default-content-type') &&
    headerValue(curlHeaders, 'content-type') === undefined
  ) {
    androidHeaders = removeHeader(
      androidHeaders,
      'content-type',
      'application/x-www-form-urlencoded',
    );
  }
  if (waived.has('removed-header')) {
    for (const name of ['user-agent', 'host']) {
      if (headerValue(curlHeaders, name) === undefined) {
        androidHeaders = removeHeader(androidHeaders, name);
      }
    }
  }
  if (waived.has('multipart')) {
    curlHeaders = withoutBoundary(curlHeaders);
    androidHeaders = withoutBoundary(androidHeaders);
  }
  const curlSet = multiset(curlHeaders);
  const androidSet = multiset(androidHeaders);
  const onlyCurl = curlSet.filter(h => {
    const i = androidSet.indexOf(h);
    if (i === -1) return true;
    androidSet.splice(i, 1);
    return false;
  });
  for (const h of onlyCurl) differences.push(`header only curl sends: ${h}`);
  for (const h of androidSet) differences.push(`header only the blocks send: ${h}`);

  differences.push(...compareBodies(curl, android, waived));
  return differences;
}

function compareBodies(
  curl: HttpMessage,
  android: HttpMessage,
  waived: Set<WarningCode>,
): string[] {
  if (waived.has('multipart')) {
    const curlBoundary = boundaryOf(
      headerValue(normalizeHeaders(curl), 'content-type') ?? '',
    );
    const androidBoundary = boundaryOf(
      headerValue(normalizeHeaders(android), 'content-type') ?? '',
    );
    if (!curlBoundary || !androidBoundary) return ['multipart: a side has no boundary'];
    const a = JSON.stringify(multipartParts(curl.body, curlBoundary));
    const b = JSON.stringify(multipartParts(android.body, androidBoundary));
    return a === b ? [] : [`multipart parts differ: curl ${a}, blocks ${b}`];
  }
  let androidBody = android.body;
  if (waived.has('data-file-newlines')) {
    androidBody = Buffer.from(
      androidBody.toString('latin1').replace(/[\r\n]/g, ''),
      'latin1',
    );
  }
  if (curl.body.equals(androidBody)) return [];
  return [
    `body: curl ${JSON.stringify(curl.body.toString('latin1'))}, blocks ${JSON.stringify(androidBody.toString('latin1'))}`,
  ];
}
