/** Card-like blocks: message box, button and link card. Their fields are text only. */
import { type BlockContext, type Data, isRecord, own } from '../context';
import { attr, escapeHtml } from '../html';
import { linkAttributes } from '../sanitize';
import { safeImageUrl, safeLinkUrl } from '../safe-url';

/** The four themes of spec §3; each is a CSS modifier class. */
export const DOC_THEMES = ['success', 'warning', 'info', 'danger'] as const;
export type DocTheme = (typeof DOC_THEMES)[number];

function readTheme(data: Data, ctx: BlockContext): DocTheme {
  const raw = own(data, ctx.firstKey(data, ['theme', 'type']));
  if (raw === undefined || raw === null || raw === '') return 'info';
  const theme = DOC_THEMES.find(name => name === raw);
  if (theme) return theme;
  ctx.warn('"theme" must be success, warning, info or danger; info was used.');
  return 'info';
}

export function renderMessageBox(data: Data, ctx: BlockContext): string | null {
  const header = ctx.plain(data, ctx.firstKey(data, ['header', 'title']));
  const body = ctx.plain(data, ctx.firstKey(data, ['body', 'message', 'text']));
  if (!header && !body) return ctx.invalid('a message box needs a header or a body.');
  const theme = readTheme(data, ctx);
  const headerHtml = header ? `<p class="aix-doc-message__header">${header}</p>` : '';
  const bodyHtml = body ? `<p class="aix-doc-message__body">${body}</p>` : '';
  return `<aside class="aix-doc-message aix-doc-message--${theme}" role="note">${headerHtml}${bodyHtml}</aside>`;
}

export function renderButton(data: Data, ctx: BlockContext): string | null {
  const url = safeLinkUrl(own(data, ctx.firstKey(data, ['link', 'url'])));
  if (url === null)
    return ctx.invalid('"link" must be an http(s) or mailto URL or a /path.');
  const text = ctx.plain(data, 'text') || escapeHtml('Open link');
  const theme = readTheme(data, ctx);
  return (
    '<p class="aix-doc-button-row">' +
    `<a class="aix-doc-button aix-doc-button--${theme}"${linkAttributes(url)}>${text}</a></p>`
  );
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}

export function renderLinkTool(data: Data, ctx: BlockContext): string | null {
  const url = safeLinkUrl(own(data, 'link'));
  if (url === null)
    return ctx.invalid('"link" must be an http(s) or mailto URL or a /path.');
  const rawMeta = own(data, 'meta');
  const meta: Data = isRecord(rawMeta) ? rawMeta : {};
  const title = ctx.plain(meta, 'title') || escapeHtml(url);
  const description = ctx.plain(meta, 'description');
  const site = ctx.plain(meta, 'site_name') || escapeHtml(hostOf(url));
  const image = own(meta, 'image');
  const rawImage = isRecord(image) ? own(image, 'url') : undefined;
  const imageUrl = rawImage === undefined ? null : safeImageUrl(rawImage);
  if (rawImage !== undefined && imageUrl === null)
    ctx.warn('the link image URL was dropped.');
  const imageHtml = imageUrl
    ? `<img class="aix-doc-link-card__image"${attr('src', imageUrl)} alt="" width="88" height="88" loading="lazy" referrerpolicy="no-referrer">`
    : '';
  const descriptionHtml = description
    ? `<span class="aix-doc-link-card__description">${description}</span>`
    : '';
  return (
    `<a class="aix-doc-link-card"${linkAttributes(url)}>` +
    '<span class="aix-doc-link-card__body">' +
    `<span class="aix-doc-link-card__title">${title}</span>${descriptionHtml}` +
    `<span class="aix-doc-link-card__site">${site}</span></span>${imageHtml}</a>`
  );
}
