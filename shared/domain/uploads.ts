/**
 * Sizes of uploads (spec §7 upload): the icon's fixed size and the largest file of
 * each kind the server takes. Kept apart from the TypeBox schemas in
 * shared/api/uploads.ts (which re-exports them) so the editor can check a file
 * before sending it without TypeBox joining the browser bundle.
 */

/** Icons are re-encoded to a fixed ICON_SIZE×ICON_SIZE PNG. */
export const ICON_SIZE = 256;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;
/** Largest .aix accepted (the biggest real build in the corpus is 3.2 MB). */
export const MAX_AIX_BYTES = 30 * 1024 * 1024;
