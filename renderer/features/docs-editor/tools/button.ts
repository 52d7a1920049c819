import type { BlockTool, BlockToolConstructorOptions } from '@editorjs/editorjs';
import type { DocTheme } from '#shared/docs/render';
import { safeLinkUrl } from '#shared/docs/safe-url';
import { el, field, readTheme, statusLine, text, themeField } from './dom';

export interface ButtonData {
  link: string;
  text: string;
  theme: DocTheme;
}

/** A call-to-action link styled as a button. */
export class ButtonTool implements BlockTool {
  static get toolbox() {
    return { title: 'Button', icon: '<span aria-hidden="true">▭</span>' };
  }
  static get isReadOnlySupported() {
    return true;
  }

  private readonly node: HTMLElement;
  private readonly link: HTMLInputElement;
  private readonly label: HTMLInputElement;
  private readonly theme: HTMLSelectElement;
  private readonly status = statusLine();

  constructor({ data, readOnly }: BlockToolConstructorOptions<Partial<ButtonData>>) {
    this.node = el('div', 'de-card de-button');
    const label = field('Button text', text(data.text), { readOnly });
    const link = field('Button link', text(data.link), {
      type: 'url',
      placeholder: 'https://',
      readOnly,
    });
    const theme = themeField(data.theme);
    theme.select.disabled = readOnly;
    this.label = label.input;
    this.link = link.input;
    this.theme = theme.select;
    this.link.addEventListener('blur', () => {
      const bad =
        this.link.value.trim() !== '' && safeLinkUrl(this.link.value.trim()) === null;
      this.status.textContent = bad ? 'Use an http(s) or mailto link.' : '';
    });
    this.node.append(label.wrapper, link.wrapper, theme.wrapper, this.status);
  }

  render(): HTMLElement {
    return this.node;
  }

  save(): ButtonData {
    return {
      link: this.link.value.trim(),
      text: this.label.value.trim(),
      theme: readTheme(this.theme.value),
    };
  }

  validate(data: ButtonData): boolean {
    return safeLinkUrl(data.link) !== null;
  }
}
