/**
 * API paths the renderer calls (spec §7). Schema-free on purpose: the
 * shared/api contract files import TypeBox, which must stay out of the
 * browser's chunks; they re-export these paths from here.
 */
export const API_ROUTES = {
  listAll: '/private/api/extension/list-all',
  countFilter: '/private/api/extension/count-filter',
  weeklyTrending: '/private/api/extension/weekly-trending',
  aboutAll: '/private/api/extension/about-all',
  extension: (slugOrId: string) =>
    `/private/api/extension/${encodeURIComponent(slugOrId)}`,
  user: (username: string) => `/private/api/user/${encodeURIComponent(username)}`,
  checkUsername: '/private/api/user/check-username',
  exchangeRates: '/private/api/exchange-rates',
  getUser: '/authenticated/api/user/get-user',
  recordEvent: '/api/events',
} as const;

/** Publishing (shared/api/publishing.ts has the schemas). */
export const PUBLISHING_ROUTES = {
  createExtension: '/api/create-extension',
  updateExtension: '/api/update-extension',
  /** The caller's own extensions (any extension for an admin), by id, for the editor. */
  getExtensions: '/api/get-extensions',
  deleteMyExtension: '/api/delete-my-extension',
  /** Removes one version and its file (spec name kept). */
  deleteVersion: '/api/delete-aix-from-firebase',
  myExtensions: '/authenticated/api/extension/my-extensions',
  updateLike: '/api/update-extension-like',
  /** GET `?url=`; answers in the shape Editor.js's link tool expects. */
  linkPreview: '/authenticated/api/link-preview',
} as const;

/** Uploads and stored files (shared/api/uploads.ts has the schemas). */
export const UPLOAD_ROUTES = {
  upload: '/authenticated/api/upload/cloudinary',
  /** Public, immutable, content-addressed: `/private/api/files/images/<sha256>.webp`. */
  file: (namespace: string, name: string) =>
    `/private/api/files/${encodeURIComponent(namespace)}/${encodeURIComponent(name)}`,
  /** An uploaded .aix, for its uploader or an admin only (Content-Disposition: attachment). */
  aixDownload: (uploadId: string) =>
    `/authenticated/api/upload/aix/${encodeURIComponent(uploadId)}`,
} as const;
