/**
 * Lists and checklists. Accepts the three Editor.js list shapes: @editorjs/list 1.x
 * (items are strings), @editorjs/nested-list ({ content, items }) and @editorjs/list 2.x
 * ({ content, meta, items }, style "checklist" included).
 */
import { type BlockContext, type Data, isRecord, own } from '../context';
import { attr } from '../html';
import { DOC_LIMITS } from '../limits';
import { sanitizeInline } from '../sanitize';

const COUNTER_TYPES = [
  'numeric',
  'lower-roman',
  'upper-roman',
  'lower-alpha',
  'upper-alpha',
];

type ListStyle = 'ordered' | 'unordered' | 'checklist';

interface ListWalk {
  ctx: BlockContext;
  style: ListStyle;
  /** Items still allowed in this block. */
  budget: number;
  depthCut: boolean;
  countCut: boolean;
}

function checkBox(checked: boolean): string {
  const label = checked ? 'Done' : 'Not done';
  return `<span class="aix-doc-checkbox" role="img"${attr('aria-label', label)}></span>`;
}

function renderItem(item: unknown, depth: number, walk: ListWalk): string | null {
  const { ctx } = walk;
  let content: unknown = item;
  let children: unknown;
  let checked = false;
  if (isRecord(item)) {
    content = own(item, 'content') ?? own(item, 'text');
    children = own(item, 'items');
    const meta = own(item, 'meta');
    checked =
      own(item, 'checked') === true || (isRecord(meta) && own(meta, 'checked') === true);
  } else if (typeof item !== 'string') {
    ctx.warn('a list item must be text or an object with "content".');
    return null;
  }
  walk.budget -= 1;
  const html = sanitizeInline(ctx.textValue(content, 'A list item') ?? '');
  const nested =
    Array.isArray(children) && children.length > 0
      ? renderLevel(children, depth + 1, walk)
      : '';
  const box = walk.style === 'checklist' ? checkBox(checked) : '';
  const className = walk.style === 'checklist' && checked ? ' class="is-checked"' : '';
  return `<li${className}>${box}<span class="aix-doc-list__text">${html}</span>${nested}</li>`;
}

function renderLevel(
  items: unknown[],
  depth: number,
  walk: ListWalk,
  attrs = '',
): string {
  if (depth > DOC_LIMITS.maxListDepth) {
    if (!walk.depthCut)
      walk.ctx.warn(
        `lists nested deeper than ${DOC_LIMITS.maxListDepth} levels were cut.`,
      );
    walk.depthCut = true;
    return '';
  }
  const parts: string[] = [];
  for (const item of items) {
    if (walk.budget <= 0) {
      walk.countCut = true;
      break;
    }
    const html = renderItem(item, depth, walk);
    if (html !== null) parts.push(html);
  }
  const tag = walk.style === 'ordered' ? 'ol' : 'ul';
  return parts.length > 0 ? `<${tag}${attrs}>${parts.join('')}</${tag}>` : '';
}

function startAttributes(
  data: Data,
  style: ListStyle,
): { start: string; counter: string } {
  const meta = own(data, 'meta');
  if (style !== 'ordered' || !isRecord(meta)) return { start: '', counter: '' };
  const start = own(meta, 'start');
  const counterType = own(meta, 'counterType');
  return {
    start:
      typeof start === 'number' && Number.isInteger(start) && start > 1 && start < 1e6
        ? attr('start', String(start))
        : '',
    counter:
      typeof counterType === 'string' && COUNTER_TYPES.includes(counterType)
        ? ` aix-doc-list--${counterType}`
        : '',
  };
}

export function renderList(data: Data, ctx: BlockContext): string | null {
  const items = own(data, 'items');
  if (!Array.isArray(items)) return ctx.invalid('"items" must be a list.');
  const rawStyle = own(data, 'style') ?? 'unordered';
  if (rawStyle !== 'ordered' && rawStyle !== 'unordered' && rawStyle !== 'checklist') {
    return ctx.invalid('"style" must be ordered, unordered or checklist.');
  }
  const walk: ListWalk = {
    ctx,
    style: rawStyle,
    budget: DOC_LIMITS.maxListItems,
    depthCut: false,
    countCut: false,
  };
  const { start, counter } = startAttributes(data, rawStyle);
  // The outer list carries the classes; nested levels inherit their look from it.
  const attrs = ` class="aix-doc-list aix-doc-list--${rawStyle}${counter}"${start}`;
  const html = renderLevel(items, 1, walk, attrs);
  if (walk.countCut)
    ctx.warn(`lists longer than ${DOC_LIMITS.maxListItems} items were cut.`);
  return html === '' ? null : html;
}

export function renderChecklist(data: Data, ctx: BlockContext): string | null {
  const items = own(data, 'items');
  if (!Array.isArray(items)) return ctx.invalid('"items" must be a list.');
  if (items.length > DOC_LIMITS.maxChecklistItems) {
    ctx.warn(`checklists longer than ${DOC_LIMITS.maxChecklistItems} items were cut.`);
  }
  const parts: string[] = [];
  for (const item of items.slice(0, DOC_LIMITS.maxChecklistItems)) {
    if (!isRecord(item)) {
      ctx.warn('a checklist item must be an object with "text".');
      continue;
    }
    const checked = own(item, 'checked') === true;
    const html = ctx.inline(item, 'text');
    const className = checked
      ? 'aix-doc-checklist__item is-checked'
      : 'aix-doc-checklist__item';
    parts.push(`<li class="${className}">${checkBox(checked)}<span>${html}</span></li>`);
  }
  return parts.length > 0 ? `<ul class="aix-doc-checklist">${parts.join('')}</ul>` : null;
}
