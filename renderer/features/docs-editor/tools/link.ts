import type { BlockTool, BlockToolConstructorOptions } from '@editorjs/editorjs';
import { safeLinkUrl } from '#shared/docs/safe-url';
import { el, field, statusLine, text } from './dom';
import { errorText, type LinkMeta, type ServicesConfig } from './types';

export interface LinkToolData {
  link: string;
  meta: LinkMeta;
}

/** A link card: our server fetches the page's title, description, image and site name. */
export class LinkTool implements BlockTool {
  static get toolbox() {
    return { title: 'Link card', icon: '<span aria-hidden="true">↗</span>' };
  }
  static get isReadOnlySupported() {
    return true;
  }

  private meta: LinkMeta;
  private fetched = '';
  private readonly node: HTMLElement;
  private readonly link: HTMLInputElement;
  private readonly preview: HTMLElement;
  private readonly status = statusLine();
  private readonly config: ServicesConfig | undefined;

  constructor({
    data,
    config,
    readOnly,
  }: BlockToolConstructorOptions<Partial<LinkToolData>, ServicesConfig>) {
    this.config = config;
    this.meta = data.meta ?? {};
    this.node = el('div', 'de-card de-link');
    const link = field('Link address', text(data.link), {
      type: 'url',
      placeholder: 'https://',
      readOnly,
    });
    this.link = link.input;
    this.fetched = this.link.value;
    this.link.addEventListener('change', () => void this.fetchMeta());
    this.link.addEventListener('keydown', event => {
      if (event.key === 'Enter') {
        event.preventDefault();
        event.stopPropagation();
        void this.fetchMeta();
      }
    });
    this.preview = el('div', 'de-link__preview');
    this.node.append(link.wrapper, this.status, this.preview);
    this.showPreview();
  }

  private async fetchMeta(): Promise<void> {
    const url = this.link.value.trim();
    if (url === this.fetched) return;
    this.fetched = url;
    this.meta = {};
    this.showPreview();
    if (safeLinkUrl(url) === null || !/^https?:/i.test(url)) {
      this.status.textContent = 'Enter an http(s) address.';
      return;
    }
    if (!this.config?.services) return;
    this.status.textContent = 'Fetching the page…';
    try {
      this.meta = await this.config.services.fetchLinkMeta(url);
      this.status.textContent = '';
    } catch (error) {
      this.status.textContent = `${errorText(error)} The link is kept without a preview.`;
    }
    this.showPreview();
  }

  private showPreview(): void {
    this.preview.replaceChildren();
    const title = this.meta.title ?? '';
    if (!title && !this.meta.description) return;
    const heading = el('strong', 'de-link__title');
    heading.textContent = title;
    const description = el('span', 'de-link__description');
    description.textContent = this.meta.description ?? '';
    const site = el('span', 'de-link__site');
    site.textContent = this.meta.site_name ?? '';
    this.preview.append(heading, description, site);
  }

  render(): HTMLElement {
    return this.node;
  }

  save(): LinkToolData {
    return { link: this.link.value.trim(), meta: this.meta };
  }

  validate(data: LinkToolData): boolean {
    return safeLinkUrl(data.link) !== null;
  }
}
