/** Services the editor tools get from the screen through each tool's `config`. */
import type { UploadedFile } from '#shared/api/uploads';

export type UploadFn = (
  file: File,
  purpose: 'image' | 'attachment',
) => Promise<UploadedFile>;

export interface LinkMeta {
  title?: string;
  description?: string;
  site_name?: string;
  image?: { url: string };
}
export type FetchLinkMetaFn = (url: string) => Promise<LinkMeta>;

export interface EditorServices {
  upload: UploadFn;
  fetchLinkMeta: FetchLinkMetaFn;
}

/** The `config` object Editor.js passes to a tool's constructor. */
export interface ServicesConfig {
  services?: EditorServices;
}

export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : 'Something went wrong.';
}
