import type { BlockTool, BlockToolConstructorOptions } from '@editorjs/editorjs';
import { editable, el, INLINE_SANITIZE, text } from './dom';

export interface QuoteData {
  text: string;
  caption: string;
  alignment: 'left' | 'center';
}

export class QuoteTool implements BlockTool {
  static get toolbox() {
    return { title: 'Quote', icon: '<span aria-hidden="true">❝</span>' };
  }
  static get sanitize() {
    return { text: INLINE_SANITIZE, caption: INLINE_SANITIZE };
  }
  static get isReadOnlySupported() {
    return true;
  }

  private readonly node: HTMLElement;
  private readonly quote: HTMLElement;
  private readonly caption: HTMLElement;
  private readonly alignment: QuoteData['alignment'];

  constructor({ data, readOnly }: BlockToolConstructorOptions<Partial<QuoteData>>) {
    this.alignment = data.alignment === 'center' ? 'center' : 'left';
    this.node = el('figure', 'de-quote');
    this.quote = editable('de-quote__text', text(data.text), 'Quote', readOnly);
    this.caption = editable(
      'de-quote__caption',
      text(data.caption),
      'Quote author',
      readOnly,
    );
    const frame = el('blockquote', 'de-quote__frame');
    frame.append(this.quote);
    this.node.append(frame, this.caption);
  }

  render(): HTMLElement {
    return this.node;
  }

  save(): QuoteData {
    return {
      text: this.quote.innerHTML,
      caption: this.caption.innerHTML,
      alignment: this.alignment,
    };
  }

  validate(data: QuoteData): boolean {
    return data.text.trim() !== '' || data.caption.trim() !== '';
  }
}
