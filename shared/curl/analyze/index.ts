/**
 * ParsedCommand → the request the Web component will send, or why it cannot.
 * Rules and their sources: curl-to-blocks.md §5 (mapping table) and §2.3–2.4
 * (what Web.java and Android add). Checked against real curl by tests/curl.
 */
import type { OperationConfig, ParsedCommand } from '../parser';
import type { Target } from '../targets';
import type { Analysis, Rejection, WebMethod, WebRequest } from '../types';
import { analyzeBody, byteEscapes } from './body';
import { authorizationFor, buildHeaders } from './headers';
import { optionPolicy } from './options';
import { RejectError, quote, reject, WarningList } from './outcome';
import { analyzeUrl } from './url';
import { findShellExpansion, hasNonAscii, text } from './words';

const WEB_METHODS: readonly string[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** curlconverter warnings that mean part of the request was dropped or guessed. */
const LOSSY_WARNINGS = [
  'unsupported-form-detail',
  'unknown-form-detail',
  'nested-form',
  'trailing-form-data',
  'data-ignored',
  'too-many-upload-files',
  'upload-file-with-stdin-content',
  'upload-file-with-stdin-content-and-multiple-urls',
  'login-denied',
];

function methodReason(method: string): string {
  if (WEB_METHODS.includes(method.toUpperCase())) {
    return `curl sends the method exactly as typed (${quote(method)}); the Web component only sends GET, POST, PUT, PATCH and DELETE in capitals. Write -X ${method.toUpperCase()}.`;
  }
  return `The Web component cannot send ${quote(method)} requests: it only has Get, PostText, PutText, PatchText and Delete (GET, POST, PUT, PATCH, DELETE).`;
}

/** curl stops with "You can only select one HTTP request method!" for these mixes. */
function checkCurlRefusals(config: OperationConfig): void {
  const modes: string[] = [];
  if (config.data?.length) modes.push('POST (-d, --data)');
  if (config.form?.length) modes.push('multipart POST (-F, --form)');
  if (config['upload-file']?.some(file => text(file) !== ''))
    modes.push('PUT (-T, --upload-file)');
  if (config.head) modes.push('HEAD (-I, --head)');
  if (modes.length > 1) {
    reject(
      'curl-refuses',
      `curl itself refuses this command ("You can only select one HTTP request method!"): it asks for both ${modes[0]} and ${modes[1]}.`,
    );
  }
}

function seconds(
  config: OperationConfig,
  name: 'max-time' | 'connect-timeout',
): number | undefined {
  const raw = config[name];
  if (raw === undefined) return undefined;
  const value = text(raw);
  if (!/^(\d+(\.\d*)?|\.\d+)$/.test(value)) {
    reject('option', `curl --${name} needs a number of seconds, not ${quote(value)}.`);
  }
  return Number(value);
}

function timeoutMs(config: OperationConfig, warnings: WarningList): number | undefined {
  const total = seconds(config, 'max-time');
  const connect = seconds(config, 'connect-timeout');
  const chosen = total ?? connect;
  if (chosen === undefined) return undefined;
  const ms = Math.max(1, Math.round(chosen * 1000));
  const what =
    total !== undefined
      ? `curl -m limits the whole transfer to ${total} s${connect !== undefined ? ` (--connect-timeout ${connect} s has no separate setting)` : ''}`
      : `curl --connect-timeout limits only connecting (${connect} s)`;
  warnings.add(
    'timeout',
    `${what}; Web1.Timeout = ${ms} ms limits connecting and each read separately.`,
  );
  return ms;
}

function checkOptions(names: string[], isHttps: boolean, warnings: WarningList): void {
  for (const name of new Set(names)) {
    const policy = optionPolicy(name, isHttps);
    if (policy.kind === 'reject') reject(policy.code, policy.reason);
    if (policy.kind === 'approx') warnings.add(policy.code, policy.message);
  }
}

function analyze(parsed: ParsedCommand, command: string, target: Target): Analysis {
  const warnings = new WarningList();
  const syntax = parsed.warnings.find(([key]) => key === 'bash');
  if (syntax) {
    reject(
      'parse',
      `The command is not valid shell syntax: ${syntax[1].split('\n')[0] ?? ''}`,
    );
  }
  const lossy = parsed.warnings.find(([key]) => LOSSY_WARNINGS.includes(key));
  if (lossy) {
    reject(
      'option',
      `Part of the command cannot be read exactly: ${lossy[1].split('\n')[0] ?? ''}`,
    );
  }
  const first = parsed.requests[0];
  if (!first) return reject('parse', 'No curl command was found.');
  const { request, config } = first;
  const expansion = findShellExpansion([request, config]);
  if (expansion) {
    reject(
      'shell-value',
      `The command uses ${expansion}, whose value only your shell knows; write the actual value instead.`,
    );
  }
  checkCurlRefusals(config);
  const isHttps = text(request.urls[0]?.urlObj.scheme).toLowerCase() === 'https';
  checkOptions(first.options, isHttps, warnings);
  if (config.head) {
    reject(
      'method',
      'curl -I/--head sends a HEAD request; the Web component cannot send HEAD requests.',
    );
  }
  const url = analyzeUrl(request, warnings);
  const queryFile = request.urls[0]?.queryReadsFile;
  if (queryFile !== undefined) {
    reject(
      'file-input',
      `The URL query reads the file ${quote(queryFile)}, which the converter cannot see; write the query out instead.`,
    );
  }
  if (byteEscapes(command).high && hasNonAscii(url.url)) {
    reject(
      'url',
      "The URL holds raw bytes from $'\\xHH' escapes; write them percent-encoded (%HH).",
    );
  }
  if (config.insecure) {
    warnings.add(
      'insecure',
      isHttps
        ? "curl -k skips certificate checks; the Web component always checks them, so this request fails if Android does not trust the server's certificate."
        : 'curl -k only matters for https://; the Web component cannot skip certificate checks anyway.',
    );
  }
  if (config.compressed) {
    warnings.add(
      'compressed',
      'curl --compressed asks for deflate, gzip, br and zstd; Android asks for gzip itself and decompresses it, so the blocks add nothing.',
    );
  }
  const method = text(request.urls[0]?.method);
  if (!WEB_METHODS.includes(method)) reject('method', methodReason(method));
  const webMethod = method as WebMethod;

  const body = analyzeBody(
    first,
    command,
    warnings,
    b => `multipart/form-data; boundary=${b}`,
  );
  if (body.body.kind !== 'none' && (webMethod === 'GET' || webMethod === 'DELETE')) {
    reject(
      'body-on-get',
      `curl sends a body with this ${webMethod} request, but Web1.${webMethod === 'GET' ? 'Get' : 'Delete'} cannot send one. Use -G to put the data in the URL, or another method.`,
    );
  }
  const formType = (config.header ?? [])
    .map(h => text(h))
    .filter(h => /^content-type:/i.test(h));
  if (config.form && formType.length > 0) {
    if (
      formType.length > 1 ||
      !/^content-type:\s*multipart\/form-data\s*$/i.test(formType[0] ?? '')
    ) {
      reject(
        'header',
        'With -F, only the header Content-Type: multipart/form-data can be given; curl then adds the boundary itself.',
      );
    }
  }
  const headers = buildHeaders(
    config,
    {
      contentType: body.contentType,
      acceptJson: body.acceptJson,
      authorization: authorizationFor(config, url.credentials),
    },
    warnings,
  );
  if (config.form && formType.length > 0 && body.contentType) {
    const userType = headers.headers.find(h => h.name.toLowerCase() === 'content-type');
    if (userType) userType.values = [body.contentType];
  }

  let webBody = body.body;
  if (webBody.kind === 'none' && webMethod !== 'GET' && webMethod !== 'DELETE') {
    webBody = { kind: 'text', text: '' };
    warnings.add(
      'empty-body',
      `curl -X ${webMethod} without data sends no body; the blocks send an empty text (Content-Length: 0).`,
    );
  }
  if (webMethod !== 'GET' && !headers.hasContentType) {
    warnings.add(
      'default-content-type',
      `Android adds Content-Type: application/x-www-form-urlencoded to a ${webMethod} request without one; curl sends no Content-Type here.`,
    );
  }
  if (webMethod === 'PATCH' && target.patch !== true) {
    if (target.patch === false) {
      reject(
        'target',
        `${target.label}'s Web component (version ${target.webVersion ?? '?'}) has no PatchText, so it cannot send PATCH requests; MIT App Inventor can.`,
      );
    }
    warnings.add(
      'patch-unverified',
      `PatchText exists from Web component version 8 (MIT App Inventor); whether ${target.label} has it is not documented.`,
    );
  }
  const total = parsed.requests.reduce((sum, r) => sum + r.request.urls.length, 0);
  if (total > 1) {
    warnings.add(
      'multiple-requests',
      `The command makes ${total} requests; the blocks send only the first one (${webMethod} ${url.url}).`,
    );
  }
  const result: WebRequest = {
    method: webMethod,
    url: url.url,
    headers: headers.headers,
    body: webBody,
  };
  const timeout = timeoutMs(config, warnings);
  if (timeout !== undefined) result.timeoutMs = timeout;
  if (config['cookie-jar'] !== undefined) {
    result.allowCookies = true;
    warnings.add(
      'cookie-jar',
      'curl -c writes received cookies to a file; the blocks set Web1.AllowCookies so later requests of Web1 send them back, in memory only.',
    );
  }
  return { ok: true, request: result, warnings: warnings.list() };
}

export function analyzeCommand(
  parsed: ParsedCommand,
  command: string,
  target: Target,
): Analysis | Rejection {
  try {
    return analyze(parsed, command, target);
  } catch (error) {
    if (error instanceof RejectError)
      return { ok: false, code: error.code, reason: error.reason };
    throw error;
  }
}
