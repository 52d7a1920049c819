/**
 * The request body: literal data (PostText & co.), a file on the phone (PostFile &
 * co.), or a hand-built multipart body for text-only -F forms.
 */
import type { ParsedRequest } from '../parser';
import type { WebBody } from '../types';
import { buildMultipart } from './multipart';
import { quote, reject, type WarningList } from './outcome';
import { hasNonAscii, text } from './words';

export interface BodyResult {
  /** What curl sends; `none` when curl sends no body at all. */
  body: WebBody;
  /** The Content-Type curl derives for this body (before any -H of the user). */
  contentType?: string;
  acceptJson: boolean;
}

/** A `$'…'` string with a `\xHH` (HH ≥ 80) or `\NNN` (≥ 200) escape: raw bytes, not text. */
const ANSI_C_STRING = /\$'((?:[^'\\]|\\[\s\S])*)'/g;
const HIGH_BYTE_ESCAPE = /\\x[89a-fA-F][0-9a-fA-F]|\\[23][0-7]{2}/;
const UNICODE_ESCAPE = /\\[uU][0-9a-fA-F]/;

export function byteEscapes(command: string): { high: boolean; unicode: boolean } {
  let high = false;
  let unicode = false;
  for (const match of command.matchAll(ANSI_C_STRING)) {
    const inner = match[1] ?? '';
    high ||= HIGH_BYTE_ESCAPE.test(inner);
    unicode ||= UNICODE_ESCAPE.test(inner);
  }
  return { high, unicode };
}

/** XML 1.0 cannot carry these, so no text block can hold them. */
function checkXmlSafe(value: string): void {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    const illegal =
      (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) ||
      code === 0xfffe ||
      code === 0xffff;
    const high = code >= 0xd800 && code <= 0xdbff;
    const low = code >= 0xdc00 && code <= 0xdfff;
    const pairOk = high && (value.charCodeAt(i + 1) & 0xfc00) === 0xdc00;
    if (
      illegal ||
      (high && !pairOk) ||
      (low && !((value.charCodeAt(i - 1) & 0xfc00) === 0xd800))
    ) {
      reject(
        'body-bytes',
        `The body contains the character U+${code.toString(16).toUpperCase().padStart(4, '0')}, which an App Inventor text block (XML) cannot hold.`,
      );
    }
    if (pairOk) i++;
  }
}

/**
 * curlconverter turns `$'\xc3\xa9'` into the two characters U+00C3 U+00A9 while
 * bash hands curl the two bytes C3 A9. When the command has such escapes and no
 * other non-ASCII text, every character of the body is one byte: decode them as
 * UTF-8 when that works, otherwise send them with PostTextWithEncoding(ISO-8859-1).
 */
export function textBody(value: string, command: string): WebBody {
  const escapes = byteEscapes(command);
  if (escapes.high) {
    const otherNonAscii = hasNonAscii(command);
    if (escapes.unicode || otherNonAscii) {
      reject(
        'body-bytes',
        "The command mixes raw byte escapes ($'\\xHH') with Unicode text, so the exact bytes curl sends cannot be known.",
      );
    }
    const bytes = Uint8Array.from([...value].map(ch => ch.charCodeAt(0) & 0xff));
    try {
      const decoded = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
      checkXmlSafe(decoded);
      return { kind: 'text', text: decoded };
    } catch (error) {
      if (!(error instanceof TypeError)) throw error;
      checkXmlSafe(value);
      return { kind: 'text', text: value, encoding: 'ISO-8859-1' };
    }
  }
  checkXmlSafe(value);
  return { kind: 'text', text: value };
}

function fileBody(path: string, what: string, warnings: WarningList): WebBody {
  if (path === '-' || path === '.' || path === '') {
    reject(
      'file-input',
      `${what} reads standard input, whose content is unknown here; put the data in the command instead.`,
    );
  }
  warnings.add(
    'file-on-device',
    `${what} sends a file. The blocks send ${quote(path)} from the phone: add it to Media or use a full path on the device. The Web component sends files chunked, without Content-Length.`,
  );
  return { kind: 'file', path };
}

export function analyzeBody(
  parsed: ParsedRequest,
  command: string,
  warnings: WarningList,
  formContentType: (boundary: string) => string,
): BodyResult {
  const { request, config } = parsed;
  const upload = request.urls[0]?.uploadFile;
  if (upload && text(upload) !== '') {
    return {
      body: fileBody(text(upload), `curl -T ${quote(text(upload))}`, warnings),
      acceptJson: false,
    };
  }
  if (config.form && request.multipartUploads) {
    const form = buildMultipart(request.multipartUploads);
    warnings.add(
      'multipart',
      `The multipart/form-data body is built in the blocks with the fixed boundary ${form.boundary}; curl picks a random boundary, so only the boundary differs.`,
    );
    return {
      body: { kind: 'text', text: form.body },
      contentType: formContentType(form.boundary),
      acceptJson: false,
    };
  }
  if (request.data === undefined) return { body: { kind: 'none' }, acceptJson: false };
  const acceptJson = Boolean(config.json);
  const contentType = acceptJson
    ? 'application/json'
    : 'application/x-www-form-urlencoded';
  const pieces = request.dataArray ?? [];
  const files = pieces.filter(p => !('tokens' in p));
  if (files.length === 0) {
    return { body: textBody(text(request.data), command), contentType, acceptJson };
  }
  const file = files[0];
  if (pieces.length > 1 || !file || 'tokens' in file) {
    reject(
      'file-input',
      'The body joins a file with other data; the Web component can send either text or one file, not both.',
    );
  }
  const option =
    file.filetype === 'binary'
      ? '--data-binary'
      : file.filetype === 'json'
        ? '--json'
        : '-d';
  if (file.filetype === 'urlencode') {
    reject(
      'file-input',
      'curl --data-urlencode @file encodes a file the converter cannot see.',
    );
  }
  const path = text(file.filename);
  const body = fileBody(path, `curl ${option} @${path}`, warnings);
  if (file.filetype === 'data') {
    warnings.add(
      'data-file-newlines',
      `curl -d @file removes the file's line breaks (CR and LF) before sending it; PostFile sends the file unchanged. Use --data-binary if the line breaks matter.`,
    );
  }
  return { body, contentType, acceptJson };
}
