/** Small HTML text helpers of the documentation renderer (no DOM, so they run anywhere). */

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  '`': '&#96;',
};

/** Escapes text for element content and for double-quoted attribute values alike. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"'`]/g, char => ESCAPES[char] ?? char);
}

// The named references that matter for URLs and for readable TOC text. Anything not
// listed stays as written, which only makes a URL *less* likely to pass the allow-list.
const NAMED = new Map<string, string>([
  ['amp', '&'],
  ['lt', '<'],
  ['gt', '>'],
  ['quot', '"'],
  ['apos', "'"],
  ['nbsp', '\u00a0'],
  ['colon', ':'],
  ['tab', '\t'],
  ['newline', '\n'],
  ['sol', '/'],
  ['bsol', '\\'],
  ['period', '.'],
  ['lpar', '('],
  ['rpar', ')'],
  ['excl', '!'],
  ['num', '#'],
  ['percnt', '%'],
  ['quest', '?'],
  ['equals', '='],
  ['plus', '+'],
  ['commat', '@'],
  ['semi', ';'],
  ['comma', ','],
  ['lowbar', '_'],
  ['grave', '`'],
  ['ndash', '\u2013'],
  ['mdash', '\u2014'],
  ['hellip', '\u2026'],
  ['lsquo', '\u2018'],
  ['rsquo', '\u2019'],
  ['ldquo', '\u201c'],
  ['rdquo', '\u201d'],
  ['laquo', '\u00ab'],
  ['raquo', '\u00bb'],
  ['middot', '\u00b7'],
  ['bull', '\u2022'],
  ['times', '\u00d7'],
  ['copy', '\u00a9'],
  ['reg', '\u00ae'],
  ['trade', '\u2122'],
]);

function fromCodePoint(code: number): string {
  if (!Number.isFinite(code) || code <= 0 || code > 0x10ffff) return '\ufffd';
  if (code >= 0xd800 && code <= 0xdfff) return '\ufffd';
  return String.fromCodePoint(code);
}

/**
 * Decodes character references the way a browser would before it uses an attribute
 * value: numeric ones with or without the semicolon and the common named ones.
 */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(
    /&(?:#[xX]([0-9a-fA-F]{1,8});?|#([0-9]{1,10});?|([a-zA-Z][a-zA-Z0-9]{1,31});)/g,
    (
      match,
      hex: string | undefined,
      dec: string | undefined,
      name: string | undefined,
    ) => {
      if (hex !== undefined) return fromCodePoint(parseInt(hex, 16));
      if (dec !== undefined) return fromCodePoint(parseInt(dec, 10));
      const named = name === undefined ? undefined : NAMED.get(name.toLowerCase());
      return named ?? match;
    },
  );
}

/** Visible text of sanitized inline HTML: tags dropped, references decoded, spaces folded. */
export function htmlToPlainText(html: string): string {
  const withoutTags = html.replace(/<br\s*\/?>/gi, ' ').replace(/<[^>]*>/g, '');
  return decodeEntities(withoutTags)
    .replace(/[\s\u00a0]+/g, ' ')
    .trim();
}

/** `name="value"` with the value escaped; the only way block renderers write attributes. */
export function attr(name: string, value: string): string {
  return ` ${name}="${escapeHtml(value)}"`;
}
