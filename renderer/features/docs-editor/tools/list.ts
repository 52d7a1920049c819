import type { BlockTool, BlockToolConstructorOptions } from '@editorjs/editorjs';
import { el, INLINE_SANITIZE, setInlineHtml } from './dom';
import type { SettingsMenu } from './dom';

export interface ListItem {
  content: string;
  meta: Record<string, unknown>;
  items: ListItem[];
}
export interface ListData {
  style: 'ordered' | 'unordered';
  meta: Record<string, unknown>;
  items: ListItem[];
}

function isNested(node: Node): node is HTMLOListElement | HTMLUListElement {
  return node instanceof HTMLOListElement || node instanceof HTMLUListElement;
}

/** Reads one level of the editable list back into items (nested lists become children). */
export function readItems(list: HTMLElement): ListItem[] {
  const items: ListItem[] = [];
  for (const child of Array.from(list.children)) {
    if (!(child instanceof HTMLLIElement)) continue;
    const holder = document.createElement('div');
    let children: ListItem[] = [];
    for (const node of Array.from(child.childNodes)) {
      if (isNested(node)) children = children.concat(readItems(node));
      else holder.append(node.cloneNode(true));
    }
    items.push({ content: holder.innerHTML.trim(), meta: {}, items: children });
  }
  return items;
}

/**
 * Ordered or bulleted list with nesting. Tab nests the current item under the one
 * before it, Shift+Tab moves it out a level; Enter adds an item.
 */
export class NestedListTool implements BlockTool {
  static get toolbox() {
    return [
      {
        title: 'Bulleted list',
        icon: '<span aria-hidden="true">•</span>',
        data: { style: 'unordered' },
      },
      {
        title: 'Numbered list',
        icon: '<span aria-hidden="true">1.</span>',
        data: { style: 'ordered' },
      },
    ];
  }
  static get sanitize() {
    return { items: INLINE_SANITIZE };
  }
  static get isReadOnlySupported() {
    return true;
  }
  static get enableLineBreaks() {
    return true;
  }

  private style: ListData['style'];
  private readonly meta: Record<string, unknown>;
  private node: HTMLElement;
  private readonly readOnly: boolean;

  constructor({ data, readOnly }: BlockToolConstructorOptions<Partial<ListData>>) {
    this.readOnly = readOnly;
    this.style = data.style === 'ordered' ? 'ordered' : 'unordered';
    this.meta = data.meta ?? {};
    const items = Array.isArray(data.items) && data.items.length > 0 ? data.items : [];
    this.node = this.make(
      items.length > 0 ? items : [{ content: '', meta: {}, items: [] }],
    );
  }

  private list(items: readonly ListItem[]): HTMLElement {
    const list = el(this.style === 'ordered' ? 'ol' : 'ul', 'de-list__level');
    for (const item of items) {
      const li = el('li', 'de-list__item');
      setInlineHtml(li, item.content);
      if (item.items.length > 0) li.append(this.list(item.items));
      list.append(li);
    }
    return list;
  }

  private make(items: readonly ListItem[]): HTMLElement {
    const root = this.list(items);
    root.classList.add('de-list');
    root.setAttribute('role', 'textbox');
    root.setAttribute('aria-multiline', 'true');
    root.setAttribute(
      'aria-label',
      `${this.style === 'ordered' ? 'Numbered' : 'Bulleted'} list; Tab nests an item, Shift+Tab moves it out`,
    );
    root.contentEditable = this.readOnly ? 'false' : 'true';
    root.addEventListener('keydown', event => this.onKeyDown(event));
    return root;
  }

  private currentItem(): HTMLLIElement | null {
    const anchor = window.getSelection()?.anchorNode ?? null;
    const element = anchor instanceof Element ? anchor : (anchor?.parentElement ?? null);
    const li = element?.closest('li');
    return li instanceof HTMLLIElement && this.node.contains(li) ? li : null;
  }

  private onKeyDown(event: KeyboardEvent): void {
    if (event.key !== 'Tab') return;
    const li = this.currentItem();
    if (!li) return;
    const moved = event.shiftKey ? this.outdent(li) : this.indent(li);
    if (!moved) return;
    event.preventDefault();
    event.stopPropagation();
    const range = document.createRange();
    range.selectNodeContents(
      li.firstChild && !isNested(li.firstChild) ? li.firstChild : li,
    );
    range.collapse(false);
    window.getSelection()?.removeAllRanges();
    window.getSelection()?.addRange(range);
  }

  private indent(li: HTMLLIElement): boolean {
    const previous = li.previousElementSibling;
    if (!(previous instanceof HTMLLIElement)) return false;
    let nested = Array.from(previous.children).find(isNested);
    if (!nested) {
      nested = el(this.style === 'ordered' ? 'ol' : 'ul', 'de-list__level');
      previous.append(nested);
    }
    nested.append(li);
    return true;
  }

  private outdent(li: HTMLLIElement): boolean {
    const parentList = li.parentElement;
    const parentItem = parentList?.parentElement;
    if (!parentList || !(parentItem instanceof HTMLLIElement)) return false;
    parentItem.after(li);
    if (parentList.children.length === 0) parentList.remove();
    return true;
  }

  render(): HTMLElement {
    return this.node;
  }

  renderSettings(): SettingsMenu {
    return (['unordered', 'ordered'] as const).map(style => ({
      title: style === 'ordered' ? 'Numbered' : 'Bulleted',
      icon: style === 'ordered' ? '1.' : '•',
      isActive: this.style === style,
      closeOnActivate: true,
      onActivate: () => {
        const items = readItems(this.node);
        this.style = style;
        const next = this.make(items);
        this.node.replaceWith(next);
        this.node = next;
      },
    }));
  }

  save(node: HTMLElement): ListData {
    return { style: this.style, meta: this.meta, items: readItems(node) };
  }

  validate(data: ListData): boolean {
    return data.items.some(item => item.content !== '' || item.items.length > 0);
  }
}
