/** File attachment block: { file: { url, name, extension, size }, title }. */
import { type BlockContext, type Data, isRecord, own } from '../context';
import { formatBytes } from '../../format-bytes';
import { attr, escapeHtml } from '../html';
import { safeResourceUrl } from '../safe-url';
import { linkAttributes } from '../sanitize';

/**
 * Icon colour per file type (spec §3). Every colour keeps white label text readable
 * (contrast of at least 4.5:1 against #fff).
 */
export const ATTACHMENT_COLORS: Readonly<Record<string, string>> = {
  pdf: '#c62828',
  zip: '#4f566f',
  rar: '#4f566f',
  '7z': '#4f566f',
  aix: '#1b7f3b',
  aia: '#00796b',
  apk: '#2e7d32',
  doc: '#1565c0',
  docx: '#1565c0',
  xls: '#1e7e34',
  xlsx: '#1e7e34',
  csv: '#2f7a4f',
  ppt: '#c43e00',
  pptx: '#c43e00',
  txt: '#5a5a5b',
  md: '#5a5a5b',
  json: '#1a6fc4',
  xml: '#1a6fc4',
  html: '#1a6fc4',
  png: '#a3267f',
  jpg: '#b5294b',
  jpeg: '#b5294b',
  gif: '#a3267f',
  webp: '#a3267f',
  mp3: '#8a5a00',
  wav: '#8a5a00',
  mp4: '#b0306a',
  mov: '#b0306a',
  default: '#57606a',
};

/** The colour for a file extension (case-insensitive), or the default one. */
export function attachmentColor(extension: string): string {
  const key = extension.toLowerCase();
  return Object.hasOwn(ATTACHMENT_COLORS, key)
    ? ATTACHMENT_COLORS[key]!
    : ATTACHMENT_COLORS.default!;
}

function extensionOf(file: Data, name: string): string {
  const given = own(file, 'extension');
  const candidate =
    typeof given === 'string' && given ? given : (/\.([^./\\]+)$/.exec(name)?.[1] ?? '');
  const lower = candidate.toLowerCase().replace(/^\./, '');
  return /^[a-z0-9]{1,8}$/.test(lower) ? lower : '';
}

export function renderAttaches(data: Data, ctx: BlockContext): string | null {
  const file = own(data, 'file');
  if (!isRecord(file)) return ctx.invalid('"file" must be an object with a url.');
  const url = safeResourceUrl(own(file, 'url'));
  if (url === null) return ctx.invalid('"file.url" must be an http(s) URL or a /path.');
  const rawName = ctx.text(file, 'name') ?? '';
  const extension = extensionOf(file, rawName);
  const name = ctx.plain(file, 'name');
  const size = own(file, 'size');
  const title = ctx.plain(data, 'title') || name || 'Download file';
  const details = [
    name && name !== title ? name : '',
    typeof size === 'number' && size > 0 ? escapeHtml(formatBytes(size)) : '',
  ].filter(Boolean);
  const label = extension ? escapeHtml(extension.slice(0, 4).toUpperCase()) : '';
  const icon =
    '<span class="aix-doc-attachment__icon"' +
    `${attr('style', `--aix-doc-file-color: ${attachmentColor(extension)}`)} aria-hidden="true">` +
    `${label}</span>`;
  const meta = details.length
    ? `<span class="aix-doc-attachment__meta">${details.join(' · ')}</span>`
    : '';
  return (
    `<a class="aix-doc-attachment"${linkAttributes(ctx.doc.resolveUrl(url))}>${icon}` +
    '<span class="aix-doc-attachment__text">' +
    `<span class="aix-doc-attachment__title">${title}</span>${meta}</span>` +
    '<span class="aix-doc-attachment__download" aria-hidden="true"></span></a>'
  );
}
