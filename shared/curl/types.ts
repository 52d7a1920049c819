/**
 * Types of the curl → App Inventor Web-component converter.
 *
 * Pipeline: curl text → (parser.ts, curlconverter) → ParsedCommand → (analyze/) →
 * WebRequest or Rejection → (blocks/) → blocks XML. Only the first and last steps
 * know about curlconverter and XML; WebRequest is the plain request the Web
 * component will send.
 */

/** Builders we emit blocks for (see targets.ts). */
export const TARGET_IDS = [
  'mit',
  'kodular',
  'niotron',
  'appzard',
  'androidbuilder',
] as const;
export type TargetId = (typeof TARGET_IDS)[number];

export type WebMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One RequestHeaders entry; several values become `[name, [v1, v2]]` (Web.java HashMap). */
export interface WebHeader {
  name: string;
  values: string[];
}

export type WebBody =
  | { kind: 'none' }
  /** Sent with PostText/PutText/PatchText, or the *WithEncoding variant when encoding is set. */
  | { kind: 'text'; text: string; encoding?: 'ISO-8859-1' }
  /** A file on the phone, sent raw with PostFile/PutFile/PatchFile. */
  | { kind: 'file'; path: string };

/** Everything the generated procedure sets before calling the method. */
export interface WebRequest {
  method: WebMethod;
  url: string;
  headers: WebHeader[];
  body: WebBody;
  /** Web1.Timeout in milliseconds. */
  timeoutMs?: number;
  /** Web1.AllowCookies = true (curl -c). */
  allowCookies?: boolean;
}

/**
 * Why a converted request is not byte-for-byte what curl sends. Each code names
 * one documented difference; the corpus test allows exactly those differences.
 */
export const WARNING_CODES = [
  'multiple-requests',
  'empty-body',
  'default-content-type',
  'accept-encoding',
  'compressed',
  'transport-header',
  'host-header',
  'removed-header',
  'ignored-header',
  'url-encoding',
  'file-on-device',
  'data-file-newlines',
  'multipart',
  'timeout',
  'redirects',
  'insecure',
  'tls-options',
  'http-version',
  'cookie-jar',
  'output-file',
  'fail',
  'retry',
  'patch-unverified',
] as const;
export type WarningCode = (typeof WARNING_CODES)[number];

export interface CurlWarning {
  code: WarningCode;
  message: string;
}

/** Why a command cannot become Web-component blocks. */
export const REJECT_CODES = [
  'input',
  'parse',
  'curl-refuses',
  'shell-value',
  'method',
  'body-on-get',
  'multipart-file',
  'file-input',
  'cookie-file',
  'auth',
  'proxy',
  'tls',
  'connection',
  'url',
  'header',
  'body-bytes',
  'option',
  'target',
] as const;
export type RejectCode = (typeof REJECT_CODES)[number];

export interface Rejection {
  ok: false;
  code: RejectCode;
  reason: string;
}

export interface Analysis {
  ok: true;
  request: WebRequest;
  warnings: CurlWarning[];
}

export interface Conversion {
  ok: true;
  target: TargetId;
  /** Both top-level blocks in one workspace document. */
  xml: string;
  /** One-block documents, the shape App Inventor's PNG import reads (first block only). */
  procedureXml: string;
  handlerXml: string;
  request: WebRequest;
  warnings: CurlWarning[];
}

export type ConversionResult = Conversion | Rejection;

/** The result class the corpus golden table records. */
export type ConversionClass = 'exact' | 'approximated' | 'rejected';

export function classify(result: ConversionResult): ConversionClass {
  if (!result.ok) return 'rejected';
  return result.warnings.length === 0 ? 'exact' : 'approximated';
}

/** Longest curl command we accept (characters); longer input is refused unparsed. */
export const MAX_CURL_LENGTH = 64 * 1024;
