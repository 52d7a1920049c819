import type { BlockTool, BlockToolConstructorOptions } from '@editorjs/editorjs';
import { el, field, nextId, text } from './dom';

export interface CodeData {
  code: string;
  language?: string;
}

export class CodeTool implements BlockTool {
  static get toolbox() {
    return { title: 'Code', icon: '<span aria-hidden="true">{ }</span>' };
  }
  static get isReadOnlySupported() {
    return true;
  }
  // Enter belongs to the textarea (new line), not to Editor.js (new block).
  static get enableLineBreaks() {
    return true;
  }

  private readonly node: HTMLElement;
  private readonly area: HTMLTextAreaElement;
  private readonly language: HTMLInputElement;

  constructor({ data, readOnly }: BlockToolConstructorOptions<Partial<CodeData>>) {
    this.node = el('div', 'de-code');
    const id = nextId('de-code');
    const label = el('label', 'de-field__label', { for: id });
    label.textContent = 'Code';
    this.area = el('textarea', 'de-code__area', { id, spellcheck: 'false', rows: '4' });
    this.area.value = text(data.code);
    this.area.readOnly = readOnly;
    const language = field('Language (optional)', text(data.language), { readOnly });
    this.language = language.input;
    this.node.append(label, this.area, language.wrapper);
  }

  render(): HTMLElement {
    return this.node;
  }

  save(): CodeData {
    const language = this.language.value.trim();
    return language ? { code: this.area.value, language } : { code: this.area.value };
  }

  validate(data: CodeData): boolean {
    return data.code.trim() !== '';
  }
}
