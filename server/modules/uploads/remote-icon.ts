/**
 * An .aix that names its icon only by a web address (common with Rush and FAST
 * builds) still gets its icon (issue 20 item 13): fetched through the link-preview
 * guard (public addresses only, checked at every redirect; a deadline; a size cap),
 * judged by its bytes like an uploaded icon, and stored like one. Any failure is a
 * warning on the upload, and the editor falls back to a generated tile.
 */
import { MAX_IMAGE_BYTES } from '#shared/api/uploads';
import type { AixMetadata } from '#shared/aix/types';
import {
  fetchImage,
  LinkPreviewError,
  type FetchPageOptions,
} from '../link-preview/fetch-page';

/** Large enough for any real icon; smaller than an image upload, as nobody chose it. */
export const MAX_REMOTE_ICON_BYTES = Math.min(MAX_IMAGE_BYTES, 2 * 1024 * 1024);
const REMOTE_ICON_TIMEOUT_MS = 5000;

/** The first web address a component names as its icon, if any. */
export function remoteIconUrl(metadata: AixMetadata): string | undefined {
  for (const component of metadata.components) {
    if (component.icon.kind === 'url') return component.icon.url;
  }
  return undefined;
}

/** The icon's bytes, unjudged (prepareIcon decides whether they are an image). */
export async function fetchRemoteIcon(
  url: string,
  options: FetchPageOptions = {},
): Promise<Buffer> {
  try {
    return await fetchImage(url, {
      timeoutMs: REMOTE_ICON_TIMEOUT_MS,
      maxRedirects: 3,
      ...options,
      maxBytes: options.maxBytes ?? MAX_REMOTE_ICON_BYTES,
    });
  } catch (error) {
    // The guard speaks of link cards; here it is an icon being fetched.
    if (error instanceof LinkPreviewError) {
      throw new Error(error.message.replace(/\bpreviewed\b/g, 'fetched'), {
        cause: error,
      });
    }
    throw error;
  }
}
