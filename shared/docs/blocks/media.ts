/** Media blocks: image and the blocks-diagram placeholder. */
import { type BlockContext, type Data, isRecord, own } from '../context';
import { attr, htmlToPlainText } from '../html';
import { sanitizeText } from '../sanitize';
import { safeImageUrl } from '../safe-url';

/** A pixel size the upload reported (file.width/height), or null when absent or absurd. */
function pixels(value: unknown): number | null {
  return typeof value === 'number' &&
    Number.isInteger(value) &&
    value > 0 &&
    value <= 20_000
    ? value
    : null;
}

/**
 * width/height attributes when both are known, so the page keeps the image's box
 * before its bytes arrive (CSS `height: auto` still scales it to the column).
 */
function sizeAttributes(file: unknown): string {
  if (!isRecord(file)) return '';
  const width = pixels(own(file, 'width'));
  const height = pixels(own(file, 'height'));
  return width && height ? ` width="${width}" height="${height}"` : '';
}

export function renderImage(data: Data, ctx: BlockContext): string | null {
  const file = own(data, 'file');
  // @editorjs/image stores file.url; @editorjs/simple-image stores url.
  const raw = isRecord(file) ? own(file, 'url') : own(data, 'url');
  if (raw === undefined || raw === null) return ctx.invalid('"file.url" is missing.');
  const url = safeImageUrl(raw);
  if (url === null)
    return ctx.invalid('the image URL is not an allowed http(s) or image URL.');
  const caption = ctx.inline(data, 'caption');
  const classes = ['aix-doc-image'];
  if (ctx.flag(data, 'withBorder')) classes.push('aix-doc-image--border');
  if (ctx.flag(data, 'stretched')) classes.push('aix-doc-image--stretched');
  if (ctx.flag(data, 'withBackground')) classes.push('aix-doc-image--background');
  const img =
    `<img${attr('src', ctx.doc.resolveUrl(url))}${attr('alt', htmlToPlainText(caption))}` +
    sizeAttributes(file) +
    ' loading="lazy" decoding="async" referrerpolicy="no-referrer">';
  const figcaption = caption ? `<figcaption>${caption}</figcaption>` : '';
  return `<figure class="${classes.join(' ')}">${img}${figcaption}</figure>`;
}

const MAX_DIAGRAM_BLOCKS = 20;

/**
 * Blocks diagrams are drawn by the App Inventor blocks editor, which the site does not
 * embed; a labelled box keeps the place, names the blocks it holds (data.blocks, text
 * only) and shows the caption.
 */
export function renderBlocksDiagram(data: Data, ctx: BlockContext): string {
  const component = ctx.plain(data, 'component');
  const label =
    ctx.plain(data, 'title') || (component ? `${component} blocks` : 'Blocks diagram');
  const caption = ctx.inline(data, ctx.firstKey(data, ['caption', 'text']));
  const names = own(data, 'blocks');
  const items = Array.isArray(names)
    ? names
        .slice(0, MAX_DIAGRAM_BLOCKS)
        .map(name => sanitizeText(ctx.textValue(name, 'A block name') ?? ''))
        .filter(Boolean)
    : [];
  const list = items.length
    ? `<ul class="aix-doc-diagram__blocks">${items.map(name => `<li>${name}</li>`).join('')}</ul>`
    : '';
  const figcaption = caption ? `<figcaption>${caption}</figcaption>` : '';
  return (
    '<figure class="aix-doc-diagram"><div class="aix-doc-diagram__box">' +
    '<span class="aix-doc-diagram__icon" aria-hidden="true"></span>' +
    `<span class="aix-doc-diagram__label">${label}</span>${list}</div>${figcaption}</figure>`
  );
}
