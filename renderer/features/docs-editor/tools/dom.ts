/**
 * DOM helpers shared by the Editor.js tools. Every control they make carries a
 * label (visible or aria-label), so the editor stays keyboard usable and axe-clean.
 */
import type { BlockTool, BlockTune, SanitizerConfig } from '@editorjs/editorjs';
import { DOC_THEMES, type DocTheme } from '#shared/docs/render';
import { sanitizeInline } from '#shared/docs/sanitize';

/** What renderSettings() and a tune's render() return (Editor.js does not export MenuConfig). */
export type SettingsMenu = ReturnType<NonNullable<BlockTool['renderSettings']>>;
export type TuneMenu = ReturnType<BlockTune['render']>;

export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className?: string,
  attrs: Record<string, string> = {},
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, value);
  return node;
}

/**
 * Writes block markup into the editor through the renderer's inline allow-list: the
 * text may come from anybody's stored document, and innerHTML would run or apply a
 * <meta refresh>, <style> or <link> in it.
 */
export function setInlineHtml(node: HTMLElement, html: string): void {
  node.innerHTML = sanitizeInline(html);
}

/** A rich-text field (inline HTML kept through the allow-list). */
export function editable(
  className: string,
  html: string,
  label: string,
  readOnly: boolean,
  tag: keyof HTMLElementTagNameMap = 'div',
): HTMLElement {
  // Headings and quotes keep their own role (axe: aria-allowed-role); plain fields are textboxes.
  const attrs: Record<string, string> =
    tag === 'div'
      ? { role: 'textbox', 'aria-label': label, 'data-placeholder': label }
      : { 'data-placeholder': label };
  const node = el(tag, `de-editable ${className}`, attrs);
  node.contentEditable = readOnly ? 'false' : 'true';
  setInlineHtml(node, html);
  return node;
}

/** Text only: what a plain field holds, markup removed by the browser. */
export function plainText(node: HTMLElement): string {
  return (node.textContent ?? '').trim();
}

let uid = 0;
export function nextId(prefix: string): string {
  uid += 1;
  return `${prefix}-${uid}`;
}

/** A labelled <input>; returns the wrapper to mount and the input to read. */
export function field(
  label: string,
  value: string,
  options: { type?: string; placeholder?: string; readOnly?: boolean } = {},
): { wrapper: HTMLElement; input: HTMLInputElement } {
  const id = nextId('de-field');
  const wrapper = el('div', 'de-field');
  const caption = el('label', 'de-field__label', { for: id });
  caption.textContent = label;
  const input = el('input', 'de-field__input', { id, type: options.type ?? 'text' });
  input.value = value;
  if (options.placeholder) input.placeholder = options.placeholder;
  input.readOnly = options.readOnly ?? false;
  wrapper.append(caption, input);
  return { wrapper, input };
}

export function selectField<T extends string>(
  label: string,
  choices: readonly { value: T; label: string }[],
  value: T,
): { wrapper: HTMLElement; select: HTMLSelectElement } {
  const id = nextId('de-select');
  const wrapper = el('div', 'de-field');
  const caption = el('label', 'de-field__label', { for: id });
  caption.textContent = label;
  const select = el('select', 'de-field__input', { id });
  for (const choice of choices) {
    const option = el('option', undefined, { value: choice.value });
    option.textContent = choice.label;
    select.append(option);
  }
  select.value = value;
  wrapper.append(caption, select);
  return { wrapper, select };
}

export function readTheme(value: unknown): DocTheme {
  return DOC_THEMES.find(theme => theme === value) ?? 'info';
}

export function themeField(value: unknown): {
  wrapper: HTMLElement;
  select: HTMLSelectElement;
} {
  return selectField(
    'Theme',
    DOC_THEMES.map(theme => ({
      value: theme,
      label: theme[0]!.toUpperCase() + theme.slice(1),
    })),
    readTheme(value),
  );
}

export function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** A file chooser button (a real <input type=file> behind a label, so Enter works). */
export function fileButton(
  label: string,
  accept: string,
  onFile: (file: File) => void,
): HTMLElement {
  const id = nextId('de-file');
  const wrapper = el('div', 'de-file');
  const input = el('input', 'de-file__input', { id, type: 'file', accept });
  const caption = el('label', 'de-file__label btn btn--secondary btn--sm', { for: id });
  caption.textContent = label;
  input.addEventListener('change', () => {
    const file = input.files?.[0];
    if (file) onFile(file);
    input.value = '';
  });
  wrapper.append(input, caption);
  return wrapper;
}

export function statusLine(): HTMLElement {
  return el('p', 'de-status', { role: 'status', 'aria-live': 'polite' });
}

export const INLINE_SANITIZE: SanitizerConfig = {
  b: true,
  strong: true,
  i: true,
  em: true,
  u: true,
  code: true,
  mark: true,
  br: true,
  a: { href: true, target: '_blank', rel: 'noopener noreferrer nofollow' },
};
