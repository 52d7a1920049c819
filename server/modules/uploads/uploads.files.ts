/**
 * Judging non-.aix uploads by their bytes: images (re-encoded by sharp), and the
 * few attachment types the docs may link (PDF, ZIP, plain text). What is stored
 * is decided here, never by the client's file name or Content-Type.
 */
import path from 'node:path';
import { MAX_ATTACHMENT_BYTES, MAX_IMAGE_BYTES, ICON_SIZE } from '#shared/api/uploads';
import { processIcon, processImage } from '../../images/images';
import { looksLikeSvg, sniffImageType } from '../../images/sniff';
import { AppError } from '../../errors';

export interface PreparedFile {
  bytes: Buffer;
  mime: string;
  extension: string;
  width?: number;
  height?: number;
}

export async function prepareIcon(bytes: Buffer): Promise<PreparedFile> {
  const icon = await processIcon(bytes, {
    size: ICON_SIZE,
    format: 'png',
    maxBytes: MAX_IMAGE_BYTES,
  });
  return {
    bytes: icon.data,
    mime: icon.mime,
    extension: 'png',
    width: icon.width,
    height: icon.height,
  };
}

export async function prepareImage(bytes: Buffer): Promise<PreparedFile> {
  const image = await processImage(bytes, { maxBytes: MAX_IMAGE_BYTES });
  return {
    bytes: image.data,
    mime: image.mime,
    extension: 'webp',
    width: image.width,
    height: image.height,
  };
}

const startsWith = (bytes: Buffer, text: string) =>
  bytes.subarray(0, text.length).equals(Buffer.from(text, 'latin1'));

const ZIP_EXTENSIONS = new Set(['zip', 'aix', 'aia']);
const TEXT_EXTENSIONS = new Set(['txt', 'md', 'csv', 'json', 'log']);

function extensionOf(name: string): string {
  return path.extname(name).slice(1).toLowerCase();
}

/** UTF-8 text without NUL bytes, and not markup a browser could be talked into running. */
function isPlainText(bytes: Buffer): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  const head = bytes.subarray(0, 1024).toString('utf8').trimStart().toLowerCase();
  return !head.startsWith('<') && !looksLikeSvg(bytes);
}

export async function prepareAttachment(
  bytes: Buffer,
  name: string,
): Promise<PreparedFile> {
  if (sniffImageType(bytes)) return prepareImage(bytes);
  if (bytes.length > MAX_ATTACHMENT_BYTES) {
    throw new AppError(
      413,
      'PAYLOAD_TOO_LARGE',
      `The file is larger than ${MAX_ATTACHMENT_BYTES / 1024 / 1024} MB.`,
    );
  }
  const extension = extensionOf(name);
  if (startsWith(bytes, '%PDF-'))
    return { bytes, mime: 'application/pdf', extension: 'pdf' };
  if (startsWith(bytes, 'PK\u0003\u0004')) {
    return {
      bytes,
      mime: 'application/zip',
      extension: ZIP_EXTENSIONS.has(extension) ? extension : 'zip',
    };
  }
  if (bytes.length > 0 && isPlainText(bytes)) {
    return {
      bytes,
      mime: 'text/plain; charset=utf-8',
      extension: TEXT_EXTENSIONS.has(extension) ? extension : 'txt',
    };
  }
  throw new AppError(
    415,
    'UNSUPPORTED_MEDIA_TYPE',
    'This file type is not accepted; attach a PNG, JPEG, WebP or GIF image, a PDF, a ZIP or a text file.',
  );
}

/** The client's file name as a label only: no folders, no control characters, short. */
export function cleanFileName(raw: string | undefined): string {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  return clean.slice(0, 200) || 'file';
}

/** Extensions a download may carry for each judged type; the first is the default. */
const EXTENSIONS_BY_MIME: Readonly<Record<string, readonly string[]>> = {
  'application/pdf': ['pdf'],
  'application/zip': [...ZIP_EXTENSIONS],
  'text/plain; charset=utf-8': [...TEXT_EXTENSIONS],
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/webp': ['webp'],
  'image/gif': ['gif'],
};

/**
 * The name a stored attachment downloads under: the uploader's name, but with an
 * extension that matches what the bytes were judged to be. `guide.hta` judged plain
 * text downloads as `guide.txt`, so no browser or desktop opens it as something else.
 */
export function downloadName(originalName: string, mime: string): string {
  const allowed = EXTENSIONS_BY_MIME[mime] ?? ['bin'];
  const extension = extensionOf(originalName);
  if (allowed.includes(extension)) return originalName;
  const stem = originalName.slice(
    0,
    originalName.length - path.extname(originalName).length,
  );
  return `${stem || 'file'}.${allowed[0] ?? 'bin'}`;
}

/** Content-Disposition for a download, with an ASCII fallback and the UTF-8 name. */
export function attachmentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/[\\"]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
