import type { BlockTool, BlockToolConstructorOptions } from '@editorjs/editorjs';
import { editable, el, INLINE_SANITIZE } from './dom';

export interface ChecklistData {
  items: { text: string; checked: boolean }[];
}

/** Checklist: Enter adds an item, Backspace in an empty item removes it. */
export class ChecklistTool implements BlockTool {
  static get toolbox() {
    return { title: 'Checklist', icon: '<span aria-hidden="true">☑</span>' };
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

  private readonly node: HTMLElement;
  private readonly readOnly: boolean;

  constructor({ data, readOnly }: BlockToolConstructorOptions<Partial<ChecklistData>>) {
    this.readOnly = readOnly;
    this.node = el('ul', 'de-checklist', { 'aria-label': 'Checklist' });
    const items =
      Array.isArray(data.items) && data.items.length > 0
        ? data.items
        : [{ text: '', checked: false }];
    for (const item of items)
      this.node.append(this.row(item.text, item.checked === true));
  }

  private row(html: string, checked: boolean): HTMLElement {
    const li = el('li', 'de-checklist__item');
    const box = el('input', 'de-checklist__box', {
      type: 'checkbox',
      'aria-label': 'Done',
    });
    box.checked = checked;
    box.disabled = this.readOnly;
    const textNode = editable(
      'de-checklist__text',
      html,
      'Checklist item',
      this.readOnly,
    );
    textNode.addEventListener('keydown', event => this.onKeyDown(event, li, textNode));
    li.append(box, textNode);
    return li;
  }

  private onKeyDown(event: KeyboardEvent, li: HTMLElement, textNode: HTMLElement): void {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      event.stopPropagation();
      const next = this.row('', false);
      li.after(next);
      next.querySelector<HTMLElement>('.de-checklist__text')?.focus();
    } else if (
      event.key === 'Backspace' &&
      textNode.textContent === '' &&
      this.node.children.length > 1
    ) {
      event.preventDefault();
      event.stopPropagation();
      const previous = li.previousElementSibling ?? li.nextElementSibling;
      li.remove();
      previous?.querySelector<HTMLElement>('.de-checklist__text')?.focus();
    }
  }

  render(): HTMLElement {
    return this.node;
  }

  save(node: HTMLElement): ChecklistData {
    return {
      items: Array.from(node.querySelectorAll('.de-checklist__item')).map(li => ({
        text: li.querySelector('.de-checklist__text')?.innerHTML ?? '',
        checked:
          li.querySelector<HTMLInputElement>('.de-checklist__box')?.checked === true,
      })),
    };
  }

  validate(data: ChecklistData): boolean {
    return data.items.some(item => item.text.trim() !== '');
  }
}
