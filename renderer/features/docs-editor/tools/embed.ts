import type { BlockTool, BlockToolConstructorOptions } from '@editorjs/editorjs';
import {
  embedSrc,
  type EmbedService,
  UNSUPPORTED_EMBED_MESSAGE,
  vimeoId,
  youtubeId,
} from '#shared/docs/blocks/embed';
import { editable, el, field, INLINE_SANITIZE, statusLine, text } from './dom';

export interface EmbedData {
  service: EmbedService;
  source: string;
  embed: string;
  width: number;
  height: number;
  caption: string;
}

/** Which supported service a pasted address belongs to, or null (spec §3: YouTube, Vimeo). */
export function parseEmbed(url: string): { service: EmbedService; embed: string } | null {
  const youtube = youtubeId(url);
  if (youtube) return { service: 'youtube', embed: embedSrc('youtube', youtube) };
  const vimeo = vimeoId(url);
  if (vimeo) return { service: 'vimeo', embed: embedSrc('vimeo', vimeo) };
  return null;
}

/** A YouTube or Vimeo video; any other address gets the spec's message. */
export class EmbedTool implements BlockTool {
  static get toolbox() {
    return { title: 'Video embed', icon: '<span aria-hidden="true">▶</span>' };
  }
  static get sanitize() {
    return { caption: INLINE_SANITIZE };
  }
  static get isReadOnlySupported() {
    return true;
  }

  private readonly node: HTMLElement;
  private readonly source: HTMLInputElement;
  private readonly caption: HTMLElement;
  private readonly status = statusLine();

  constructor({ data, readOnly }: BlockToolConstructorOptions<Partial<EmbedData>>) {
    this.node = el('div', 'de-card de-embed');
    const source = field('YouTube or Vimeo address', text(data.source), {
      type: 'url',
      placeholder: 'https://www.youtube.com/watch?v=…',
      readOnly,
    });
    this.source = source.input;
    this.source.addEventListener('change', () => this.check());
    this.caption = editable(
      'de-embed__caption',
      text(data.caption),
      'Video caption',
      readOnly,
    );
    this.node.append(source.wrapper, this.status, this.caption);
  }

  private check(): void {
    const value = this.source.value.trim();
    this.status.textContent =
      value !== '' && parseEmbed(value) === null ? UNSUPPORTED_EMBED_MESSAGE : '';
  }

  render(): HTMLElement {
    return this.node;
  }

  save(): EmbedData | { source: string } {
    const source = this.source.value.trim();
    const parsed = parseEmbed(source);
    if (!parsed) return { source };
    return {
      ...parsed,
      source,
      width: 580,
      height: 320,
      caption: this.caption.innerHTML,
    };
  }

  validate(data: Partial<EmbedData>): boolean {
    return data.service === 'youtube' || data.service === 'vimeo';
  }
}
