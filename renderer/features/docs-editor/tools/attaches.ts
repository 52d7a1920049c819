import type { BlockTool, BlockToolConstructorOptions } from '@editorjs/editorjs';
import { formatBytes } from '#shared/format-bytes';
import { el, field, fileButton, statusLine, text } from './dom';
import { errorText, type ServicesConfig } from './types';

export interface AttachesData {
  file: { url: string; name: string; extension: string; size: number };
  title: string;
}

const EMPTY_FILE: AttachesData['file'] = { url: '', name: '', extension: '', size: 0 };

/** A downloadable file (PDF, ZIP, .aia, text or image), uploaded to our storage. */
export class AttachesTool implements BlockTool {
  static get toolbox() {
    return { title: 'File attachment', icon: '<span aria-hidden="true">⇩</span>' };
  }
  static get isReadOnlySupported() {
    return true;
  }

  private file: AttachesData['file'];
  private readonly node: HTMLElement;
  private readonly info: HTMLElement;
  private readonly title: HTMLInputElement;
  private readonly status = statusLine();

  constructor({
    data,
    config,
    readOnly,
  }: BlockToolConstructorOptions<Partial<AttachesData>, ServicesConfig>) {
    const given = data.file;
    this.file =
      given && typeof given.url === 'string' ? { ...EMPTY_FILE, ...given } : EMPTY_FILE;
    this.node = el('div', 'de-card de-attaches');
    this.info = el('p', 'de-attaches__info');
    const title = field('Attachment title', text(data.title), { readOnly });
    this.title = title.input;
    this.node.append(this.info);
    if (!readOnly) {
      this.node.append(
        fileButton('Choose file', '', file => {
          void this.upload(file, config);
        }),
      );
    }
    this.node.append(this.status, title.wrapper);
    this.showInfo();
  }

  private async upload(file: File, config: ServicesConfig | undefined): Promise<void> {
    if (!config?.services) return;
    this.status.textContent = 'Uploading…';
    try {
      const uploaded = await config.services.upload(file, 'attachment');
      this.file = {
        url: uploaded.url,
        name: uploaded.name,
        extension: uploaded.extension,
        size: uploaded.size,
      };
      if (this.title.value.trim() === '') this.title.value = uploaded.name;
      this.status.textContent = '';
      this.showInfo();
    } catch (error) {
      this.status.textContent = errorText(error);
    }
  }

  private showInfo(): void {
    this.info.textContent = this.file.url
      ? `${this.file.name} · ${formatBytes(this.file.size)}`
      : 'No file chosen yet.';
  }

  render(): HTMLElement {
    return this.node;
  }

  save(): AttachesData {
    return { file: this.file, title: this.title.value.trim() };
  }

  validate(data: AttachesData): boolean {
    return data.file.url !== '';
  }
}
