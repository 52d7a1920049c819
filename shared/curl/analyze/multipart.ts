/**
 * A text-only -F form as the multipart/form-data body curl 7.88 writes, with a
 * fixed boundary in curl's shape (24 dashes and 16 hex digits) derived from the
 * content, so the same command always gives the same blocks.
 */
import type { FormParam } from 'curlconverter/dist/src/curl/form.js';
import { quote, reject } from './outcome';
import { text } from './words';

export interface MultipartBody {
  boundary: string;
  body: string;
}

/** curl's default (non --form-escape) quoting of a part name. */
function escapeName(name: string): string {
  return name.replace(/"/g, '%22').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

/** FNV-1a, twice with different seeds: 16 stable hex digits. */
function digest(value: string): string {
  let h1 = 0x811c9dc5;
  let h2 = 0x01000193 ^ 0x5bd1e995;
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 0x01000193) >>> 0;
    h2 = Math.imul(h2 ^ code, 0x01000193) >>> 0;
  }
  return h1.toString(16).padStart(8, '0') + h2.toString(16).padStart(8, '0');
}

export function buildMultipart(parts: FormParam[]): MultipartBody {
  const rendered: { head: string; content: string }[] = [];
  for (const part of parts) {
    const name = text(part.name);
    if ('contentFile' in part) {
      reject(
        'multipart-file',
        `curl -F ${quote(`${name}=@…`)} uploads a file as multipart/form-data; the Web component cannot build a multipart body from a file (PostFile sends raw bytes).`,
      );
    }
    if (part.filename || part.encoder || part.headers || part.headerFiles) {
      reject(
        'option',
        `curl -F ${quote(name)} uses ;filename=, ;encoder= or ;headers=, which the converter does not reproduce.`,
      );
    }
    let head = `Content-Disposition: form-data; name="${escapeName(name)}"\r\n`;
    if (part.contentType) head += `Content-Type: ${text(part.contentType)}\r\n`;
    rendered.push({ head, content: text(part.content) });
  }
  const all = rendered.map(p => p.head + p.content).join('');
  let boundary = `------------------------${digest(all)}`;
  for (let salt = 1; all.includes(boundary); salt++) {
    boundary = `------------------------${digest(all + String(salt))}`;
  }
  const body =
    rendered.map(p => `--${boundary}\r\n${p.head}\r\n${p.content}\r\n`).join('') +
    `--${boundary}--\r\n`;
  return { boundary, body };
}
