/**
 * HTTP contract of the public extension catalogue (spec §7, cloud-functions
 * backend). The server validates requests against these schemas and the
 * renderer types its client with the same Static types.
 */
import Type from 'typebox';
import { CATEGORIES, CURRENCIES, LIMITS, PLATFORMS } from '../constants';
import { SORTS, TYPE_FILTERS } from '../domain/listing';
import type { ComponentReference } from '../aix/block-reference';
import { IsoDate, Line, Int } from './common';
import { VersionSignatureSchema } from './signing';

export { SORTS, SORT_LABELS, TYPE_FILTERS } from '../domain/listing';
export type { Sort, TypeFilter } from '../domain/listing';

const SearchText = Line({ maxLength: LIMITS.searchText });
// Type.Enum keeps the literal union in Static (a Union over `.map(...)` widened to never).
const TypeFilterSchema = Type.Enum(TYPE_FILTERS);
const CategorySchema = Type.Enum(CATEGORIES);
const PlatformSchema = Type.Enum(PLATFORMS);

/** The spec's client sends "" for an unset list filter: it means the default. */
const UNSET = '' as const;

export const ListAllBodySchema = Type.Object(
  {
    searchText: Type.Optional(SearchText),
    typeFilter: Type.Optional(Type.Enum([UNSET, ...TYPE_FILTERS])),
    /** Narrows a free/paid typeFilter to one category. */
    category: Type.Optional(CategorySchema),
    platform: Type.Optional(PlatformSchema),
    /** Reported working with this builder: more reviews there say it works than not. */
    worksWith: Type.Optional(PlatformSchema),
    skip: Type.Optional(Int({ minimum: 0, maximum: LIMITS.maxSkip })),
    limit: Type.Optional(Int({ minimum: 1, maximum: LIMITS.pageSize })),
    sort: Type.Optional(Type.Enum([UNSET, ...SORTS])),
  },
  { additionalProperties: false },
);
export type ListAllBody = Type.Static<typeof ListAllBodySchema>;

export const CountFilterQuerySchema = Type.Object(
  {
    search: Type.Optional(SearchText),
    type: Type.Optional(TypeFilterSchema),
    category: Type.Optional(CategorySchema),
    platform: Type.Optional(PlatformSchema),
    worksWith: Type.Optional(PlatformSchema),
  },
  { additionalProperties: false },
);
export type CountFilterQuery = Type.Static<typeof CountFilterQuerySchema>;

export const PriceSchema = Type.Object({
  isFree: Type.Boolean(),
  /** Major units (rupees or dollars); 0 when free. */
  price: Type.Number({ minimum: 0 }),
  currency: Type.Enum(CURRENCIES),
  /** 'Free' or the formatted price in its own currency. */
  value: Type.String(),
  sourceURL: Type.String(),
});
export type Price = Type.Static<typeof PriceSchema>;

export const AuthorSchema = Type.Object({
  id: Type.String(),
  username: Type.String(),
  name: Type.String(),
  avatar: Type.String(),
});
export type Author = Type.Static<typeof AuthorSchema>;

export const ExtensionSummarySchema = Type.Object({
  extensionId: Type.String(),
  slug: Type.String(),
  name: Type.String(),
  description: Type.String(),
  icon: Type.String(),
  packageName: Type.String(),
  category: Type.String(),
  platforms: Type.Array(PlatformSchema),
  tags: Type.Array(Type.String()),
  type: PriceSchema,
  likes: Type.Integer({ description: 'Number of users who liked it' }),
  downloads: Type.Integer(),
  /** Visible reviews and their average stars (null when none). */
  rating: Type.Object({
    average: Type.Union([Type.Number(), Type.Null()]),
    count: Type.Integer({ minimum: 0 }),
  }),
  latestVersion: Type.Union([Type.String(), Type.Null()]),
  author: AuthorSchema,
  createdAt: IsoDate,
  updatedAt: IsoDate,
});
export type ExtensionSummary = Type.Static<typeof ExtensionSummarySchema>;

const summary = ExtensionSummarySchema.properties;

/**
 * One search result: what its card shows and nothing more, so a page of 12 stays
 * under 8 KB (package name, tags, avatar and the update date are on the extension's
 * own page). The icon is a stored file's immutable URL, never inline data.
 */
export const ListedExtensionSchema = Type.Object({
  extensionId: summary.extensionId,
  slug: summary.slug,
  name: summary.name,
  description: summary.description,
  icon: summary.icon,
  category: summary.category,
  platforms: summary.platforms,
  type: summary.type,
  likes: summary.likes,
  downloads: summary.downloads,
  rating: summary.rating,
  latestVersion: summary.latestVersion,
  author: Type.Object({ username: Type.String(), name: Type.String() }),
  createdAt: summary.createdAt,
});
export type ListedExtension = Type.Static<typeof ListedExtensionSchema>;

export const ListAllResponseSchema = Type.Object({
  extensions: Type.Array(ListedExtensionSchema),
  total: Type.Integer(),
  skip: Type.Integer(),
  limit: Type.Integer(),
});
export type ListAllResponse = Type.Static<typeof ListAllResponseSchema>;

export const CountResponseSchema = Type.Object({ count: Type.Integer() });
export type CountResponse = Type.Static<typeof CountResponseSchema>;

/** The strip's cards: the same card data as a search result, no more. */
export const TrendingResponseSchema = Type.Object({
  extensions: Type.Array(ListedExtensionSchema),
  since: IsoDate,
});
export type TrendingResponse = Type.Static<typeof TrendingResponseSchema>;

export const AboutAllResponseSchema = Type.Object({
  extensions: Type.Integer(),
  makers: Type.Integer(),
  downloads: Type.Integer(),
  likes: Type.Integer(),
  freeExtensions: Type.Integer(),
  paidExtensions: Type.Integer(),
  categories: Type.Record(Type.String(), Type.Integer()),
  platforms: Type.Record(Type.String(), Type.Integer()),
});
export type AboutAllResponse = Type.Static<typeof AboutAllResponseSchema>;

export const VersionSchema = Type.Object({
  versionName: Type.String(),
  versionCode: Type.Integer(),
  fileSize: Type.Integer(),
  sha256: Type.String(),
  minSdk: Type.Integer(),
  permissions: Type.Array(Type.String()),
  releaseNotes: Type.String(),
  uploadedAt: IsoDate,
  /** "Rush 1.2.4", "FAST 6.1.0", …, from our own read of the build (publishing). */
  buildTool: Type.Optional(Type.String()),
  /** Permissions added and removed compared with the previous version (oldest: all added). */
  permissionDiff: Type.Optional(
    Type.Object({ added: Type.Array(Type.String()), removed: Type.Array(Type.String()) }),
  ),
  /** The server's Ed25519 signature of this version (issue 21 §3); absent until signed. */
  signed: Type.Optional(VersionSignatureSchema),
  /** The generated block reference of this build (shared/aix/block-reference.ts). */
  blockReference: Type.Optional(
    Type.Unsafe<ComponentReference[]>({
      type: 'array',
      items: { type: 'object', additionalProperties: true },
    }),
  ),
});
export type Version = Type.Static<typeof VersionSchema>;

/** An Editor.js block as stored; the docs renderer validates each kind's data. */
export const DocBlockSchema = Type.Object({
  id: Type.Optional(Type.String()),
  type: Type.String(),
  data: Type.Record(Type.String(), Type.Unknown()),
  tunes: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
});
export type DocBlock = Type.Static<typeof DocBlockSchema>;

export const DocumentationSchema = Type.Object({
  html: Type.String(),
  toc: Type.Boolean(),
  blocks: Type.Object({ time: Type.Number(), blocks: Type.Array(DocBlockSchema) }),
});
export type Documentation = Type.Static<typeof DocumentationSchema>;

export const ExtensionDetailSchema = Type.Intersect([
  ExtensionSummarySchema,
  Type.Object({
    devNotes: Type.String(),
    minSdkVersion: Type.Integer(),
    /** Android permission names without the android.permission. prefix. */
    permissions: Type.Array(Type.String()),
    aixVersions: Type.Array(VersionSchema),
    documentation: DocumentationSchema,
    source: Type.String(),
    published: Type.Boolean(),
  }),
]);
export type ExtensionDetail = Type.Static<typeof ExtensionDetailSchema>;

export const SlugOrIdParamsSchema = Type.Object(
  { slugOrId: Line({ minLength: 1, maxLength: 64 }) },
  { additionalProperties: false },
);
