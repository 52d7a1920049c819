/**
 * Typed calls of publishing (shared/api/publishing.ts) and uploads
 * (shared/api/uploads.ts). `import type` keeps the TypeBox schemas out of the bundle.
 */
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
  UpdateExtensionBody,
} from '#shared/api/publishing';
import type { UploadPurpose, UploadResponse } from '#shared/api/uploads';
import { PUBLISHING_ROUTES, UPLOAD_ROUTES } from '#shared/api/routes';
import type { ApiClients } from './http';

const ROUTES = {
  ...PUBLISHING_ROUTES,
  upload: UPLOAD_ROUTES.upload,
} as const;

/** Uploads one file; `onProgress` gets 0..1 while the bytes go up. */
export function uploadFile(
  api: ApiClients,
  file: File,
  purpose: UploadPurpose,
  onProgress?: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<UploadResponse> {
  const form = new FormData();
  // The server reads the purpose part before the file part.
  form.append('purpose', purpose);
  form.append('file', file, file.name);
  return api.functions
    .post<UploadResponse>(ROUTES.upload, form, {
      signal,
      // Large .aix builds on slow links take longer than the default timeout.
      timeout: 120_000,
      onUploadProgress: event => {
        if (onProgress && event.total) onProgress(event.loaded / event.total);
      },
    })
    .then(response => response.data);
}

export function createExtension(
  api: ApiClients,
  body: CreateExtensionBody,
): Promise<EditorExtension> {
  return api.functions
    .post<ExtensionResponse>(ROUTES.createExtension, body)
    .then(response => response.data.extension);
}

export function updateExtension(
  api: ApiClients,
  body: UpdateExtensionBody,
): Promise<EditorExtension> {
  return api.functions
    .post<ExtensionResponse>(ROUTES.updateExtension, body)
    .then(response => response.data.extension);
}

export function getMyExtension(
  api: ApiClients,
  extensionId: string,
  signal?: AbortSignal,
): Promise<EditorExtension> {
  return api.functions
    .post<GetExtensionsResponse>(
      ROUTES.getExtensions,
      { extensionIds: [extensionId] },
      { signal },
    )
    .then(response => {
      const [extension] = response.data.extensions;
      if (!extension) throw new Error('The extension was not found.');
      return extension;
    });
}

export function deleteMyExtension(
  api: ApiClients,
  extensionId: string,
): Promise<DeleteResponse> {
  return api.functions
    .post<DeleteResponse>(ROUTES.deleteMyExtension, { extensionId })
    .then(response => response.data);
}

export function deleteVersion(
  api: ApiClients,
  body: DeleteVersionBody,
): Promise<EditorExtension> {
  return api.functions
    .post<ExtensionResponse>(ROUTES.deleteVersion, body)
    .then(response => response.data.extension);
}

export function listMyExtensions(
  api: ApiClients,
  body: MyExtensionsBody,
  signal?: AbortSignal,
): Promise<MyExtensionsResponse> {
  return api.functions
    .post<MyExtensionsResponse>(ROUTES.myExtensions, body, { signal })
    .then(response => response.data);
}

export function linkPreview(api: ApiClients, url: string): Promise<LinkPreviewResponse> {
  return api.functions
    .get<LinkPreviewResponse>(ROUTES.linkPreview, { params: { url } })
    .then(response => response.data);
}
