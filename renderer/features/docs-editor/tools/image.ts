import type { BlockTool, BlockToolConstructorOptions } from '@editorjs/editorjs';
import { editable, el, fileButton, INLINE_SANITIZE, statusLine, text } from './dom';
import { errorText, type ServicesConfig } from './types';

export interface ImageData {
  /** width/height as the upload measured them, so the page reserves the image's box. */
  file: { url: string; width?: number; height?: number };
  caption: string;
  withBorder: boolean;
  stretched: boolean;
  withBackground: boolean;
}

/** An uploaded image (PNG, JPEG, WebP or GIF; the server re-encodes it) with a caption. */
export class ImageTool implements BlockTool {
  static get toolbox() {
    return { title: 'Image', icon: '<span aria-hidden="true">▨</span>' };
  }
  static get sanitize() {
    return { caption: INLINE_SANITIZE };
  }
  static get isReadOnlySupported() {
    return true;
  }

  private url: string;
  private size: { width?: number; height?: number };
  private readonly data: Partial<ImageData>;
  private readonly node: HTMLElement;
  private readonly preview: HTMLElement;
  private readonly caption: HTMLElement;
  private readonly status = statusLine();

  constructor({
    data,
    config,
    readOnly,
  }: BlockToolConstructorOptions<Partial<ImageData>, ServicesConfig>) {
    this.data = data;
    this.url = text(data.file?.url);
    const { width, height } = data.file ?? {};
    this.size =
      typeof width === 'number' && typeof height === 'number' ? { width, height } : {};
    this.node = el('figure', 'de-image');
    this.preview = el('div', 'de-image__preview');
    this.caption = editable(
      'de-image__caption',
      text(data.caption),
      'Image caption',
      readOnly,
    );
    this.node.append(this.preview);
    if (!readOnly) {
      this.node.append(
        fileButton('Upload image', 'image/png,image/jpeg,image/webp,image/gif', file => {
          void this.upload(file, config);
        }),
      );
    }
    this.node.append(this.status, this.caption);
    this.showPreview();
  }

  private async upload(file: File, config: ServicesConfig | undefined): Promise<void> {
    if (!config?.services) return;
    this.status.textContent = 'Uploading…';
    try {
      const uploaded = await config.services.upload(file, 'image');
      this.url = uploaded.url;
      this.size =
        uploaded.width && uploaded.height
          ? { width: uploaded.width, height: uploaded.height }
          : {};
      this.status.textContent = '';
      this.showPreview();
    } catch (error) {
      this.status.textContent = errorText(error);
    }
  }

  private showPreview(): void {
    this.preview.replaceChildren();
    if (!this.url) return;
    const img = el('img', 'de-image__img', { src: this.url, alt: '' });
    this.preview.append(img);
  }

  render(): HTMLElement {
    return this.node;
  }

  save(): ImageData {
    return {
      file: { url: this.url, ...this.size },
      caption: this.caption.innerHTML,
      withBorder: this.data.withBorder === true,
      stretched: this.data.stretched === true,
      withBackground: this.data.withBackground === true,
    };
  }

  validate(data: ImageData): boolean {
    return data.file.url !== '';
  }
}
