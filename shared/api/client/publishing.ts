/** Typed calls of publishing (shared/api/publishing.ts) and uploads (shared/api/uploads.ts). */
import type {
  CreateExtensionBody,
  DeleteResponse,
  DeleteVersionBody,
  EditorExtension,
  ExtensionResponse,
  GetExtensionsResponse,
  LinkPreviewResponse,
  MyExtensionsBody,
  MyExtensionsResponse,
  MyLikesResponse,
  UpdateExtensionBody,
  UpdateLikeBody,
  UpdateLikeResponse,
} from '../publishing';
import type { UploadPurpose, UploadResponse } from '../uploads';
import { ROUTES } from '../routes';
import type { ApiClient } from './http';

/**
 * Uploads one file (a browser File/Blob, or a Blob made from bytes under Node);
 * `onProgress` gets 0..1 while the bytes go up.
 */
export function uploadFile(
  api: ApiClient,
  file: Blob,
  fileName: string,
  purpose: UploadPurpose,
  onProgress?: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<UploadResponse> {
  const form = new FormData();
  // The server reads the purpose part before the file part.
  form.append('purpose', purpose);
  form.append('file', file, fileName);
  return api.request(ROUTES.upload, {
    body: form,
    signal,
    // Large .aix builds on slow links take longer than the default timeout.
    timeout: 120_000,
    onUploadProgress: onProgress,
  });
}

export async function createExtension(
  api: ApiClient,
  body: CreateExtensionBody,
): Promise<EditorExtension> {
  const response = await api.request<ExtensionResponse>(ROUTES.createExtension, { body });
  return response.extension;
}

export async function updateExtension(
  api: ApiClient,
  body: UpdateExtensionBody,
): Promise<EditorExtension> {
  const response = await api.request<ExtensionResponse>(ROUTES.updateExtension, { body });
  return response.extension;
}

export async function getMyExtension(
  api: ApiClient,
  extensionId: string,
  signal?: AbortSignal,
): Promise<EditorExtension> {
  const response = await api.request<GetExtensionsResponse>(ROUTES.getExtensions, {
    body: { extensionIds: [extensionId] },
    signal,
  });
  const [extension] = response.extensions;
  if (!extension) throw new Error('The extension was not found.');
  return extension;
}

export function deleteMyExtension(
  api: ApiClient,
  extensionId: string,
): Promise<DeleteResponse> {
  return api.request(ROUTES.deleteMyExtension, { body: { extensionId } });
}

export async function deleteVersion(
  api: ApiClient,
  body: DeleteVersionBody,
): Promise<EditorExtension> {
  const response = await api.request<ExtensionResponse>(ROUTES.deleteVersion, { body });
  return response.extension;
}

export function listMyExtensions(
  api: ApiClient,
  body: MyExtensionsBody,
  signal?: AbortSignal,
): Promise<MyExtensionsResponse> {
  return api.request(ROUTES.myExtensions, { body, signal });
}

export function linkPreview(api: ApiClient, url: string): Promise<LinkPreviewResponse> {
  return api.request(ROUTES.linkPreview, { query: { url } });
}

/** The ids of the extensions the caller liked. */
export function myLikes(api: ApiClient, signal?: AbortSignal): Promise<MyLikesResponse> {
  return api.request(ROUTES.myLikes, { signal });
}

/** A public like (omit `like` to toggle). */
export function updateLike(
  api: ApiClient,
  body: UpdateLikeBody,
): Promise<UpdateLikeResponse> {
  return api.request(ROUTES.updateLike, { body });
}
