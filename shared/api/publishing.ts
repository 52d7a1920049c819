/**
 * HTTP contract of publishing (issue 4; spec §3 Extension, §5 Extension form, §7):
 * the maker's editor, versions, My Extensions, likes and the docs link tool.
 *
 * Every route here needs a session (`Authorization: Bearer <token>` + `x-user-id`).
 * Only the author of an extension or an admin may read it through the editor calls,
 * change it or delete it: others get 403, unknown ids 404. Failures are
 * `{ error: { code, message, field? } }`:
 * - 400 with `field` and the spec §5 message (MESSAGES of shared/domain/validation.ts:
 *   'Required field', 'must have minimum 4 characters and maximum 25', …) for the
 *   form fields, or a readable message for other bad values;
 * - 409 with code 11000 and `field` (`slug`, `packageName` or `aixVersions`) for a
 *   duplicate key: the form shows MESSAGES.alreadyExists ('Already exists') there.
 *
 * Versions: the extension's `.aix` builds. Upload the file first
 * (shared/api/uploads.ts, purpose `aix`), then pass its `aixUploadId` to
 * create-extension (the first version) or update-extension (adds a version; the
 * package name must match). Version name, code, size, sha256, min SDK,
 * permissions and block reference always come from the server's own read.
 */
import Type from 'typebox';
import { CATEGORIES, CURRENCIES, LIMITS, PLATFORMS } from '../constants';
import { MAX_DEV_NOTES, MAX_PRICE, MAX_RELEASE_NOTES } from '../domain/publishing';
import { ExtensionDetailSchema } from './extensions';
import { IsoDate, Line, Text, Int, Num } from './common';

export * from '../domain/publishing';

export const DocumentationInputSchema = Type.Object(
  {
    /** Show a table of contents above the docs. */
    toc: Type.Boolean(),
    /**
     * The Editor.js document `{ time, blocks }`. The server renders and sanitises it
     * with shared/docs; a block the renderer refuses (unknown type, unsupported embed,
     * bad data) fails the save with 400, field `documentation`, and the renderer's
     * message. The stored html is always the server's rendering.
     */
    blocks: Type.Object({
      time: Type.Optional(Num({ minimum: 0, maximum: 8.64e15 })),
      blocks: Type.Array(Type.Unknown(), { maxItems: 500 }),
      version: Type.Optional(Line({ maxLength: 40 })),
    }),
  },
  { additionalProperties: false },
);
export type DocumentationInput = Type.Static<typeof DocumentationInputSchema>;

export const PriceInputSchema = Type.Object(
  {
    isFree: Type.Boolean(),
    /** Major units; ignored (stored as 0) when free, more than 0 when paid. */
    price: Num({ minimum: 0, maximum: MAX_PRICE }),
    currency: Type.Enum(CURRENCIES),
  },
  { additionalProperties: false },
);
export type PriceInput = Type.Static<typeof PriceInputSchema>;

/**
 * The editable fields. Lengths and patterns of slug, name and description are
 * checked by the server with validateExtensionForm (not by the schema), so the
 * answer carries the spec's exact message and the field name.
 */
const editableFields = {
  slug: Line({ maxLength: 200 }),
  name: Line({ maxLength: 200 }),
  description: Line({ maxLength: 1000 }),
  /** A URL this server gave out for an `icon` upload (or the .aix's icon). */
  icon: Line({ maxLength: 300 }),
  /** One of the 9 categories. */
  category: Type.Enum(CATEGORIES),
  /** Builder platforms it works with (the 7 of shared/constants.ts), no repeats. */
  platforms: Type.Array(Type.Enum(PLATFORMS), { maxItems: PLATFORMS.length }),
  /** Up to LIMITS.tags tags of 1 to LIMITS.tagLength characters; stored lower-case. */
  tags: Type.Array(Line({ minLength: 1, maxLength: LIMITS.tagLength }), {
    maxItems: LIMITS.tags,
  }),
  type: PriceInputSchema,
  /** '' or an http(s) URL of the source code. */
  sourceURL: Line({ maxLength: 500 }),
  devNotes: Text({ maxLength: MAX_DEV_NOTES }),
  documentation: DocumentationInputSchema,
  /** false keeps it a draft (not listed); true publishes it. */
  published: Type.Boolean(),
};

export const CreateExtensionBodySchema = Type.Object(
  {
    ...editableFields,
    /** uploadId of the caller's `aix` upload: the first version. Required ('AIX'). */
    aixUploadId: Line({ maxLength: 64 }),
    /** Release notes of that first version. */
    releaseNotes: Type.Optional(Text({ maxLength: MAX_RELEASE_NOTES })),
  },
  { additionalProperties: false },
);
export type CreateExtensionBody = Type.Static<typeof CreateExtensionBodySchema>;

/** Changes only the fields sent; `aixUploadId` adds a new version. */
export const UpdateExtensionBodySchema = Type.Object(
  {
    extensionId: Line({ minLength: 1, maxLength: 64 }),
    slug: Type.Optional(editableFields.slug),
    name: Type.Optional(editableFields.name),
    description: Type.Optional(editableFields.description),
    icon: Type.Optional(editableFields.icon),
    category: Type.Optional(editableFields.category),
    platforms: Type.Optional(editableFields.platforms),
    tags: Type.Optional(editableFields.tags),
    type: Type.Optional(editableFields.type),
    sourceURL: Type.Optional(editableFields.sourceURL),
    devNotes: Type.Optional(editableFields.devNotes),
    documentation: Type.Optional(editableFields.documentation),
    published: Type.Optional(editableFields.published),
    /** uploadId of a new `aix` upload of the same package: added as the newest version. */
    aixUploadId: Type.Optional(Line({ maxLength: 64 })),
    /** Release notes of that new version. */
    releaseNotes: Type.Optional(Text({ maxLength: MAX_RELEASE_NOTES })),
  },
  { additionalProperties: false },
);
export type UpdateExtensionBody = Type.Static<typeof UpdateExtensionBodySchema>;

/**
 * An extension as the editor sees it: the public detail plus its real `published`
 * flag (drafts included). Each of `aixVersions` carries `buildTool`,
 * `permissionDiff` and `blockReference`; versions are newest first.
 */
export const EditorExtensionSchema = ExtensionDetailSchema;
export type EditorExtension = Type.Static<typeof EditorExtensionSchema>;

export const ExtensionResponseSchema = Type.Object({
  extension: EditorExtensionSchema,
});
export type ExtensionResponse = Type.Static<typeof ExtensionResponseSchema>;

export const ExtensionIdBodySchema = Type.Object(
  { extensionId: Line({ minLength: 1, maxLength: 64 }) },
  { additionalProperties: false },
);
export type ExtensionIdBody = Type.Static<typeof ExtensionIdBodySchema>;

export const GetExtensionsBodySchema = Type.Object(
  {
    extensionIds: Type.Array(Line({ minLength: 1, maxLength: 64 }), {
      minItems: 1,
      maxItems: 50,
    }),
  },
  { additionalProperties: false },
);
export type GetExtensionsBody = Type.Static<typeof GetExtensionsBodySchema>;

/** In the order asked; an unknown id answers 404, somebody else's 403 (unless admin). */
export const GetExtensionsResponseSchema = Type.Object({
  extensions: Type.Array(EditorExtensionSchema),
});
export type GetExtensionsResponse = Type.Static<typeof GetExtensionsResponseSchema>;

export const DeleteResponseSchema = Type.Object({ deleted: Type.Literal(true) });
export type DeleteResponse = Type.Static<typeof DeleteResponseSchema>;

export const DeleteVersionBodySchema = Type.Object(
  {
    extensionId: Line({ minLength: 1, maxLength: 64 }),
    versionName: Line({ minLength: 1, maxLength: 100 }),
  },
  { additionalProperties: false },
);
export type DeleteVersionBody = Type.Static<typeof DeleteVersionBodySchema>;
/**
 * The last remaining version cannot be deleted (400, field `aixVersions`): upload
 * another first, or delete the extension. Answers the extension after the change.
 */
export const DeleteVersionResponseSchema = ExtensionResponseSchema;

export const MyExtensionsBodySchema = Type.Object(
  {
    /** Narrow to these of the caller's extensions; omitted or empty: all of them. */
    extensionIds: Type.Optional(
      Type.Array(Line({ minLength: 1, maxLength: 64 }), { maxItems: 100 }),
    ),
    skip: Type.Optional(Int({ minimum: 0, maximum: LIMITS.maxSkip })),
    limit: Type.Optional(Int({ minimum: 1, maximum: LIMITS.pageSize })),
  },
  { additionalProperties: false },
);
export type MyExtensionsBody = Type.Static<typeof MyExtensionsBodySchema>;

export const EXTENSION_STATUSES = ['published', 'draft'] as const;
export type ExtensionStatus = (typeof EXTENSION_STATUSES)[number];

export const MyExtensionSchema = Type.Object({
  extensionId: Type.String(),
  slug: Type.String(),
  name: Type.String(),
  description: Type.String(),
  icon: Type.String(),
  packageName: Type.String(),
  published: Type.Boolean(),
  status: Type.Enum(EXTENSION_STATUSES),
  /** Number of versions. */
  versions: Type.Integer(),
  latestVersion: Type.Union([Type.String(), Type.Null()]),
  downloads: Type.Integer(),
  likes: Type.Integer(),
  createdAt: IsoDate,
  updatedAt: IsoDate,
  /** Why a moderator unpublished it (after a report); null once it is published again. */
  moderationMessage: Type.Union([Type.String(), Type.Null()]),
});
export type MyExtension = Type.Static<typeof MyExtensionSchema>;

/** Newest first (last updated). Default limit LIMITS.defaultPageSize. */
export const MyExtensionsResponseSchema = Type.Object({
  extensions: Type.Array(MyExtensionSchema),
  total: Type.Integer(),
  skip: Type.Integer(),
  limit: Type.Integer(),
});
export type MyExtensionsResponse = Type.Static<typeof MyExtensionsResponseSchema>;

export const UpdateLikeBodySchema = Type.Object(
  {
    extensionId: Line({ minLength: 1, maxLength: 64 }),
    /** true likes, false unlikes; omitted toggles. */
    like: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type UpdateLikeBody = Type.Static<typeof UpdateLikeBodySchema>;

/** Only published extensions can be liked (404 otherwise). */
export const UpdateLikeResponseSchema = Type.Object({
  extensionId: Type.String(),
  liked: Type.Boolean(),
  likes: Type.Integer(),
});
export type UpdateLikeResponse = Type.Static<typeof UpdateLikeResponseSchema>;

/** The caller's likes, newest first (at most 1000). */
export const MyLikesResponseSchema = Type.Object({
  extensionIds: Type.Array(Type.String()),
});
export type MyLikesResponse = Type.Static<typeof MyLikesResponseSchema>;

export const LinkPreviewQuerySchema = Type.Object(
  { url: Line({ minLength: 1, maxLength: 2048 }) },
  { additionalProperties: false },
);
export type LinkPreviewQuery = Type.Static<typeof LinkPreviewQuerySchema>;

/**
 * Editor.js link tool shape. Refused addresses (not http(s), private, loopback,
 * link-local…) answer 400; pages that cannot be read (timeout, too large, not
 * HTML, HTTP error) answer 422; both as `{ error: { code, message } }`.
 * Missing values are '' (image.url '' when the page has no og:image).
 */
export const LinkPreviewResponseSchema = Type.Object({
  success: Type.Literal(1),
  /** The final URL after redirects. */
  link: Type.String(),
  meta: Type.Object({
    title: Type.String(),
    description: Type.String(),
    image: Type.Object({ url: Type.String() }),
    site_name: Type.String(),
  }),
});
export type LinkPreviewResponse = Type.Static<typeof LinkPreviewResponseSchema>;
