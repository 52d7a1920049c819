/** Text blocks: header, paragraph, quote, code, delimiter. */
import { type BlockContext, type Data, own } from '../context';
import { attr, escapeHtml } from '../html';
import { DOC_LIMITS } from '../limits';

export function renderHeader(data: Data, ctx: BlockContext): string | null {
  const raw = own(data, 'level');
  const level = raw === undefined || raw === null ? 2 : raw;
  if (typeof level !== 'number' || !Number.isInteger(level) || level < 1 || level > 6) {
    return ctx.invalid('"level" must be a whole number from 1 to 6.');
  }
  const html = ctx.inline(data, 'text');
  if (html.trim() === '') return null;
  const id = ctx.heading(level, html);
  return `<h${level}${attr('id', id)} class="aix-doc-header">${html}</h${level}>`;
}

export function renderParagraph(data: Data, ctx: BlockContext): string | null {
  const html = ctx.inline(data, 'text');
  if (html.trim() === '') return null;
  return `<p class="aix-doc-paragraph">${html}</p>`;
}

const QUOTE_ALIGNMENTS = ['left', 'center'];

export function renderQuote(data: Data, ctx: BlockContext): string | null {
  const text = ctx.inline(data, 'text');
  const caption = ctx.inline(data, 'caption');
  if (text.trim() === '' && caption.trim() === '') return null;
  const alignment = own(data, 'alignment');
  const centered = alignment === 'center';
  const known = typeof alignment === 'string' && QUOTE_ALIGNMENTS.includes(alignment);
  if (alignment !== undefined && !known) {
    ctx.warn('"alignment" must be left or center.');
  }
  const figcaption = caption ? `<figcaption>${caption}</figcaption>` : '';
  return (
    `<figure class="aix-doc-quote${centered ? ' aix-doc-quote--center' : ''}">` +
    `<blockquote>${text}</blockquote>${figcaption}</figure>`
  );
}

export function renderCode(data: Data, ctx: BlockContext): string | null {
  const code = ctx.text(data, 'code', DOC_LIMITS.maxCodeLength);
  if (code === undefined) return ctx.invalid('"code" is missing.');
  const language = own(data, 'language');
  const languageClass =
    typeof language === 'string' && /^[a-z0-9+#-]{1,20}$/i.test(language)
      ? ` class="language-${language.toLowerCase()}"`
      : '';
  return `<pre class="aix-doc-code"><code${languageClass}>${escapeHtml(code)}</code></pre>`;
}

export function renderDelimiter(): string {
  return '<hr class="aix-doc-delimiter">';
}
