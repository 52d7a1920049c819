/**
 * The one place inline HTML from a document is let through: the text of paragraphs,
 * headers, list items, quotes, table cells, checklist items and captions. Editor.js
 * stores those as small HTML fragments (bold, links, marker...), so they are filtered
 * with the `xss` package against a short allow-list instead of escaped.
 */
import { FilterXSS } from 'xss';
import { escapeHtml } from './html';
import { safeUrlFromHtml } from './safe-url';

/** Tags kept, each with the attributes it may keep (checked again in onTagAttr). */
const ALLOWED_TAGS: Readonly<Record<string, string[]>> = {
  a: ['href'],
  b: [],
  strong: [],
  i: [],
  em: [],
  u: [],
  s: [],
  mark: ['class'],
  code: ['class'],
  br: [],
  sub: [],
  sup: [],
  span: ['class'],
};

/** Classes the Editor.js inline tools write (Marker, InlineCode). */
export const ALLOWED_INLINE_CLASSES: readonly string[] = ['cdx-marker', 'inline-code'];

/** Tags dropped together with everything inside them (not only the tag itself). */
const DROP_WITH_CONTENT = [
  'script',
  'style',
  'template',
  'noscript',
  'textarea',
  'title',
  'xmp',
  'iframe',
  'noembed',
  'noframes',
  'object',
  'svg',
  'math',
  'select',
  'plaintext',
];

export const LINK_REL = 'noopener noreferrer nofollow';

/**
 * href plus, for other sites, a new tab without opener, referrer or SEO credit.
 * A same-origin "/path" (a marketplace page) opens in place.
 */
export function linkAttributes(url: string): string {
  const href = ` href="${escapeHtml(url)}"`;
  return url.startsWith('/') ? href : `${href} rel="${LINK_REL}" target="_blank"`;
}

const filter = new FilterXSS({
  whiteList: ALLOWED_TAGS,
  stripIgnoreTag: true,
  stripIgnoreTagBody: DROP_WITH_CONTENT,
  stripBlankChar: true,
  allowCommentTag: false,
  css: false,
  onTagAttr(tag, name, value) {
    if (tag === 'a' && name === 'href') {
      const url = safeUrlFromHtml(value, 'link');
      // A link whose target is dropped keeps its text and loses the attribute.
      if (url === null) return '';
      return linkAttributes(url).trim();
    }
    if (name === 'class' && (tag === 'span' || tag === 'mark' || tag === 'code')) {
      const kept = value
        .split(/\s+/)
        .filter(token => ALLOWED_INLINE_CLASSES.includes(token));
      return kept.length > 0 ? `class="${kept.join(' ')}"` : '';
    }
    // Everything else (on*, style, srcset, id, name...) goes to onIgnoreTagAttr: removed.
    return undefined;
  },
});

// Same filter with nothing allowed: the text of fields that take no formatting.
const textFilter = new FilterXSS({
  whiteList: {},
  stripIgnoreTag: true,
  stripIgnoreTagBody: DROP_WITH_CONTENT,
  stripBlankChar: true,
  allowCommentTag: false,
  css: false,
});

const VOID_TAGS = new Set(['br']);

/**
 * Closes tags the author left open and drops stray closing tags, so an unclosed <a> or
 * <b> cannot spill into the next block. Input is filter output: every "<" left in it
 * starts an allowed tag, anything else was escaped.
 */
function balance(html: string): string {
  const open: string[] = [];
  const out = html.replace(
    /<(\/?)([a-z0-9]+)([^>]*)>/g,
    (tagHtml, slash, tag: string) => {
      if (VOID_TAGS.has(tag)) return slash ? '' : `<${tag}>`;
      if (!slash) {
        open.push(tag);
        return tagHtml;
      }
      const at = open.lastIndexOf(tag);
      if (at === -1) return '';
      const closers = open
        .splice(at)
        .reverse()
        .map(name => `</${name}>`);
      return closers.join('');
    },
  );
  return (
    out +
    open
      .reverse()
      .map(name => `</${name}>`)
      .join('')
  );
}

function prepare(html: string): string {
  return (
    html
      // The filter marks dropped bodies with these words; keep an author's own copy as text.
      .replace(/\[(\/?removed\])/g, '&#91;$1')
      // A "<" that cannot start a tag is text to a browser ("a < b"); keep it as text.
      .replace(/<(?![a-zA-Z/!?])/g, '&lt;')
  );
}

const MARKERS = /\[\/?removed\]/g;

/** Safe inline HTML from an untrusted fragment. */
export function sanitizeInline(html: string): string {
  if (html.length === 0) return '';
  return balance(filter.process(prepare(html)).replace(MARKERS, ''));
}

/**
 * The text of a field that takes no formatting, ready for element content. Editor.js
 * stores such fields as HTML too ("Tom &amp; Jerry"), so tags are removed and character
 * references kept, instead of escaping the markup into visible "&lt;b&gt;".
 */
export function sanitizeText(html: string): string {
  if (html.length === 0) return '';
  return textFilter.process(prepare(html)).replace(MARKERS, '');
}
