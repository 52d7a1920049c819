/**
 * What each curl option means for the Web component (curl-to-blocks.md §5).
 * Options are named by curlconverter's canonical long name. Anything not listed
 * here is refused, so no option is ever dropped without a word.
 */
import type { RejectCode, WarningCode } from '../types';

export type OptionPolicy =
  /** Read by the analysis from curlconverter's request model. */
  | { kind: 'mapped' }
  /** Changes only what curl prints or where it writes, never the request. */
  | { kind: 'ignored' }
  /** The request is built; the warning names what differs. */
  | { kind: 'approx'; code: WarningCode; message: string }
  | { kind: 'reject'; code: RejectCode; reason: string };

const mapped: OptionPolicy = { kind: 'mapped' };
const ignored: OptionPolicy = { kind: 'ignored' };

const MAPPED = [
  'url',
  'request',
  'get',
  'head',
  'header',
  'user-agent',
  'referer',
  'range',
  'cookie',
  'oauth2-bearer',
  'user',
  'basic',
  'data',
  'data-raw',
  'data-ascii',
  'data-binary',
  'data-urlencode',
  'json',
  'url-query',
  'form',
  'form-string',
  'upload-file',
  'globoff',
  'proto-default',
  'disallow-username-in-url',
  'path-as-is',
  'location',
  'next',
  'insecure',
  'max-time',
  'connect-timeout',
  'cookie-jar',
  'compressed',
];

const IGNORED = [
  'verbose',
  'silent',
  'show-error',
  'include',
  'trace',
  'trace-ascii',
  'trace-time',
  'write-out',
  'progress-bar',
  'progress-meter',
  'stderr',
  'dump-header',
  'styled-output',
  'fail-early',
  'create-dirs',
  'create-file-mode',
  'remote-header-name',
  'remote-time',
  'buffer',
  'xattr',
  'clobber',
  'output-dir',
  'remove-on-error',
  'raw',
  'tcp-nodelay',
  'keepalive',
  'keepalive-time',
  'libcurl',
  'help',
  'manual',
  'version',
];

const APPROX: Record<string, [WarningCode, string]> = {
  'max-redirs': [
    'redirects',
    'curl --max-redirs limits redirects; the Web component always follows redirects with its own limit.',
  ],
  'location-trusted': [
    'redirects',
    'curl --location-trusted resends credentials to other hosts on redirect; the Web component does not.',
  ],
  post301: [
    'redirects',
    'curl --post301 keeps POST on a 301 redirect; the Web component does not.',
  ],
  post302: [
    'redirects',
    'curl --post302 keeps POST on a 302 redirect; the Web component does not.',
  ],
  post303: [
    'redirects',
    'curl --post303 keeps POST on a 303 redirect; the Web component does not.',
  ],
  output: [
    'output-file',
    'curl -o saves the response to a file; the blocks deliver it as text to Web1.GotText (set Web1.SaveResponse to save a file instead).',
  ],
  'remote-name': [
    'output-file',
    'curl -O saves the response to a file; the blocks deliver it as text to Web1.GotText (set Web1.SaveResponse to save a file instead).',
  ],
  'remote-name-all': [
    'output-file',
    'curl --remote-name-all saves responses to files; the blocks deliver the response as text to Web1.GotText.',
  ],
  fail: [
    'fail',
    'curl -f treats HTTP errors (400 and above) as failures; Web1.GotText also fires for them, so check responseCode.',
  ],
  'fail-with-body': [
    'fail',
    'curl --fail-with-body treats HTTP errors as failures; Web1.GotText also fires for them, so check responseCode.',
  ],
  retry: [
    'retry',
    'curl --retry repeats failed transfers; the Web component tries once.',
  ],
  'retry-delay': [
    'retry',
    'curl --retry-delay has no equivalent; the Web component tries once.',
  ],
  'retry-max-time': [
    'retry',
    'curl --retry-max-time has no equivalent; the Web component tries once.',
  ],
  'retry-connrefused': [
    'retry',
    'curl --retry-connrefused has no equivalent; the Web component tries once.',
  ],
  'retry-all-errors': [
    'retry',
    'curl --retry-all-errors has no equivalent; the Web component tries once.',
  ],
  'http1.0': [
    'http-version',
    'curl --http1.0 forces HTTP/1.0; Android chooses the HTTP version itself.',
  ],
  'http1.1': [
    'http-version',
    'curl --http1.1 forces HTTP/1.1; Android chooses the HTTP version itself.',
  ],
  http2: [
    'http-version',
    'curl --http2 asks for HTTP/2 (with h2c Upgrade headers on http://); Android chooses the HTTP version itself and sends no Upgrade headers.',
  ],
  'http2-prior-knowledge': [
    'http-version',
    'curl --http2-prior-knowledge speaks HTTP/2 directly; Android chooses the HTTP version itself.',
  ],
  http3: [
    'http-version',
    'curl --http3 asks for HTTP/3; Android chooses the HTTP version itself.',
  ],
  'http3-only': [
    'http-version',
    'curl --http3-only needs HTTP/3; Android chooses the HTTP version itself.',
  ],
};

const PROXY_REASON =
  'The Web component cannot use a proxy of its own: Android only applies the system proxy.';
const AUTH_REASON = (scheme: string) =>
  `curl ${scheme} authentication answers a server challenge (or signs the request); the Web component has no authenticator, it can only send a fixed Authorization header.`;
const ROUTE_REASON =
  'The Web component cannot choose how it connects (socket, address family, interface or DNS overrides).';

const REJECT: Record<string, [RejectCode, string]> = {
  digest: ['auth', AUTH_REASON('--digest')],
  ntlm: ['auth', AUTH_REASON('--ntlm')],
  'ntlm-wb': ['auth', AUTH_REASON('--ntlm-wb')],
  negotiate: ['auth', AUTH_REASON('--negotiate')],
  anyauth: ['auth', AUTH_REASON('--anyauth')],
  'aws-sigv4': ['auth', AUTH_REASON('--aws-sigv4')],
  delegation: ['auth', AUTH_REASON('--delegation')],
  krb: ['auth', AUTH_REASON('--krb')],
  'sasl-authzid': ['auth', AUTH_REASON('SASL')],
  'sasl-ir': ['auth', AUTH_REASON('SASL')],
  'service-name': ['auth', AUTH_REASON('--service-name')],
  netrc: [
    'auth',
    'curl --netrc reads credentials from a .netrc file, which the converter cannot see.',
  ],
  'netrc-optional': [
    'auth',
    'curl --netrc-optional reads credentials from a .netrc file, which the converter cannot see.',
  ],
  'netrc-file': [
    'auth',
    'curl --netrc-file reads credentials from a file, which the converter cannot see.',
  ],
  'unix-socket': ['connection', ROUTE_REASON],
  'abstract-unix-socket': ['connection', ROUTE_REASON],
  resolve: ['connection', ROUTE_REASON],
  'connect-to': ['connection', ROUTE_REASON],
  interface: ['connection', ROUTE_REASON],
  'local-port': ['connection', ROUTE_REASON],
  ipv4: ['connection', ROUTE_REASON],
  ipv6: ['connection', ROUTE_REASON],
  'dns-servers': ['connection', ROUTE_REASON],
  'doh-url': ['connection', ROUTE_REASON],
  config: [
    'option',
    'curl -K/--config reads more options from a file, which the converter cannot see.',
  ],
  'time-cond': [
    'header',
    "curl -z turns a date (or a local file's time) into an If-Modified-Since header whose exact value cannot be known here; send it with -H instead.",
  ],
  'continue-at': [
    'header',
    "curl -C resumes from a local file's size, which the converter cannot see.",
  ],
  'request-target': [
    'url',
    "The Web component always sends the URL's own path; --request-target cannot be expressed.",
  ],
  'tr-encoding': [
    'header',
    'curl --tr-encoding asks for transfer compression, which the Web component cannot request.',
  ],
  crlf: ['option', 'curl --crlf only applies to FTP uploads.'],
};

const PROXY_OPTIONS = /^(proxy|socks|preproxy|noproxy|proxytunnel|haproxy)/;
const TLS_OPTIONS =
  /^(cert|cert-type|key|key-type|pass|cacert|capath|crlfile|pinnedpubkey|ciphers|curves|tlsv1.*|tls-max|tls13-ciphers|tlsauthtype|tlsuser|tlspassword|sslv2|sslv3|ssl|ssl-reqd|ssl-allow-beast|ssl-no-revoke|ssl-revoke-best-effort|ssl-auto-client-cert|ca-native|cert-status|false-start|alpn|npn|engine|random-file|egd-file|hsts)$/;

export function optionPolicy(name: string, isHttps: boolean): OptionPolicy {
  if (MAPPED.includes(name)) return mapped;
  if (IGNORED.includes(name)) return ignored;
  const approx = APPROX[name];
  if (approx) return { kind: 'approx', code: approx[0], message: approx[1] };
  const reject = REJECT[name];
  if (reject) return { kind: 'reject', code: reject[0], reason: reject[1] };
  if (PROXY_OPTIONS.test(name)) {
    return { kind: 'reject', code: 'proxy', reason: `curl --${name}: ${PROXY_REASON}` };
  }
  if (TLS_OPTIONS.test(name)) {
    return isHttps
      ? {
          kind: 'reject',
          code: 'tls',
          reason: `curl --${name} changes the TLS connection (certificates, versions or ciphers); the Web component has no TLS settings.`,
        }
      : {
          kind: 'approx',
          code: 'tls-options',
          message: `curl --${name} only matters for https://; on this http:// URL it changes nothing, and the Web component has no TLS settings anyway.`,
        };
  }
  return {
    kind: 'reject',
    code: 'option',
    reason: `curl --${name} is not supported by the converter: the Web component has no equivalent.`,
  };
}
