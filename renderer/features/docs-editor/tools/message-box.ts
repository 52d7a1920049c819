import type { BlockTool, BlockToolConstructorOptions } from '@editorjs/editorjs';
import type { DocTheme } from '#shared/docs/render';
import { editable, el, plainText, readTheme, text, themeField } from './dom';

export interface MessageBoxData {
  header: string;
  body: string;
  theme: DocTheme;
}

/** A coloured note with a header, a body and one of the four themes. Text only. */
export class MessageBoxTool implements BlockTool {
  static get toolbox() {
    return { title: 'Message box', icon: '<span aria-hidden="true">ⓘ</span>' };
  }
  static get isReadOnlySupported() {
    return true;
  }

  private readonly node: HTMLElement;
  private readonly header: HTMLElement;
  private readonly body: HTMLElement;
  private readonly theme: HTMLSelectElement;

  constructor({ data, readOnly }: BlockToolConstructorOptions<Partial<MessageBoxData>>) {
    this.node = el('div', `de-message de-message--${readTheme(data.theme)}`);
    this.header = editable('de-message__header', '', 'Message header', readOnly);
    this.header.textContent = text(data.header);
    this.body = editable('de-message__body', '', 'Message body', readOnly);
    this.body.textContent = text(data.body);
    const theme = themeField(data.theme);
    this.theme = theme.select;
    this.theme.disabled = readOnly;
    this.theme.addEventListener('change', () => {
      this.node.className = `de-message de-message--${readTheme(this.theme.value)}`;
    });
    this.node.append(this.header, this.body, theme.wrapper);
  }

  render(): HTMLElement {
    return this.node;
  }

  save(): MessageBoxData {
    return {
      header: plainText(this.header),
      body: plainText(this.body),
      theme: readTheme(this.theme.value),
    };
  }

  validate(data: MessageBoxData): boolean {
    return data.header !== '' || data.body !== '';
  }
}
