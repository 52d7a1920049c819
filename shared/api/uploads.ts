/**
 * HTTP contract of uploads (spec §7 `POST /authenticated/api/upload/cloudinary`,
 * the spec's name kept) and of serving stored files.
 *
 * Upload: `multipart/form-data` with exactly one file part named `file`. The purpose
 * (default `image`) comes from the query (`?purpose=icon`, handy for Editor.js tool
 * endpoints) or from a text part `purpose` sent BEFORE the file part:
 * - `icon`: PNG, JPEG, WebP or GIF (judged by the bytes, never the name; SVG is
 *   refused), re-encoded to a fixed ICON_SIZE×ICON_SIZE PNG.
 * - `image`: the same types, re-encoded to WebP no larger than 2048 px (docs images).
 * - `attachment`: a docs file attachment: any image above (re-encoded), a PDF, a ZIP
 *   (.zip/.aia/.aix bytes) or plain text, at most MAX_ATTACHMENT_BYTES; served as a
 *   download.
 * - `aix`: an extension build. The server reads it completely with the .aix reader
 *   BEFORE anything is stored; refused files get `{ error: { code, message } }` with
 *   the reader's one-line message (400, 413 when too large). An accepted file becomes
 *   an upload draft owned by the caller (`aix.uploadId`) that create-extension or
 *   update-extension attach as a version. All metadata comes from our own parse.
 *
 * The success body is also what Editor.js image and attaches tools expect
 * (`{ success: 1, file: { url, ... } }`), so the editor can point them here directly.
 */
import Type from 'typebox';
import type { ComponentReference } from '../aix/block-reference';
import { Line } from './common';

export * from '../domain/uploads';

export const UPLOAD_PURPOSES = ['icon', 'image', 'attachment', 'aix'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

/** Name of the multipart file part. */
export const UPLOAD_FILE_FIELD = 'file';
/** Name of the optional multipart text part choosing the purpose. */
export const UPLOAD_PURPOSE_FIELD = 'purpose';

export const UploadQuerySchema = Type.Object(
  { purpose: Type.Optional(Type.Enum(UPLOAD_PURPOSES)) },
  { additionalProperties: false },
);
export type UploadQuery = Type.Static<typeof UploadQuerySchema>;

export const UploadedFileSchema = Type.Object({
  /** Root-relative URL to show or link the file with. */
  url: Type.String(),
  /** The original file name, cut to 200 characters (attachments show it). */
  name: Type.String(),
  /** Bytes as stored (after re-encoding, for images). */
  size: Type.Integer(),
  /** Lower-case extension of the stored file without the dot: png, webp, pdf, aix… */
  extension: Type.String(),
  mime: Type.String(),
  sha256: Type.String(),
  /** Images only. */
  width: Type.Optional(Type.Integer()),
  height: Type.Optional(Type.Integer()),
});
export type UploadedFile = Type.Static<typeof UploadedFileSchema>;

/** Block reference of an .aix (shared/aix/block-reference.ts), passed through as is. */
export const BlockReferenceSchema = Type.Unsafe<ComponentReference[]>({
  type: 'array',
  items: { type: 'object', additionalProperties: true },
});

/** What the editor prefills from an uploaded .aix; every value comes from our parse. */
export const AixUploadInfoSchema = Type.Object({
  /** Pass to create-extension / update-extension as `aixUploadId`. */
  uploadId: Type.String(),
  sha256: Type.String(),
  fileSize: Type.Integer(),
  packageName: Type.String(),
  /** First component's simple name (e.g. `CustomWebView`). */
  name: Type.String(),
  /** First component's description as plain text, cut to 150 characters. */
  description: Type.String(),
  /** Android permission names without the `android.permission.` prefix. */
  permissions: Type.Array(Type.String()),
  /** Min SDK of the build, or null when the file does not say. */
  minSdk: Type.Union([Type.Integer(), Type.Null()]),
  versionName: Type.String(),
  versionCode: Type.Integer(),
  /** URL of the packed icon, re-encoded like an `icon` upload, or null. */
  icon: Type.Union([Type.String(), Type.Null()]),
  /** "Rush 1.2.4", "FAST 6.1.0", "App Inventor (ant extensions target)", "unknown". */
  buildTool: Type.String(),
  componentCount: Type.Integer(),
  blockReference: BlockReferenceSchema,
  /** Oddities that did not stop the read, one line each. */
  warnings: Type.Array(Type.String()),
  /** The caller's extension with this package name, when one exists (add a version there). */
  existingExtensionId: Type.Union([Type.String(), Type.Null()]),
});
export type AixUploadInfo = Type.Static<typeof AixUploadInfoSchema>;

export const UploadResponseSchema = Type.Object({
  /** Always 1 (Editor.js tools check it). */
  success: Type.Literal(1),
  purpose: Type.Enum(UPLOAD_PURPOSES),
  file: UploadedFileSchema,
  /** Present for `aix` uploads only. */
  aix: Type.Optional(AixUploadInfoSchema),
});
export type UploadResponse = Type.Static<typeof UploadResponseSchema>;

export const FileParamsSchema = Type.Object(
  {
    namespace: Line({ pattern: '^[a-z0-9][a-z0-9-]{0,31}$' }),
    /** `<sha256>` optionally followed by `.<extension>`. */
    name: Line({ pattern: '^[0-9a-f]{64}(\\.[a-z0-9]{1,8})?$' }),
  },
  { additionalProperties: false },
);

export const UploadIdParamsSchema = Type.Object(
  { uploadId: Line({ minLength: 1, maxLength: 64 }) },
  { additionalProperties: false },
);
