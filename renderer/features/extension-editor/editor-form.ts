/**
 * The extension form's values and rules, without React: prefill from an .aix,
 * load from a saved extension, validate with the shared spec §5 rules, build the
 * API bodies and put server errors on the right field.
 */
import type {
  CreateExtensionBody,
  EditorExtension,
  UpdateExtensionBody,
} from '#shared/api/publishing';
import type { AixUploadInfo } from '#shared/api/uploads';
import { prefillListing, slugify } from '#shared/aix/listing-prefill';
import {
  CATEGORIES,
  type Category,
  type Currency,
  DEFAULT_CURRENCY,
  LIMITS,
  type Platform,
} from '#shared/constants';
import type { StoredDocument } from '#shared/docs/editor-data';
import { priceProblem } from '#shared/domain/pricing';
import {
  DUPLICATE_KEY_CODE,
  MESSAGES,
  validateExtensionForm,
  validateWebsite,
} from '#shared/domain/validation';

export interface EditorValues {
  packageName: string;
  name: string;
  description: string;
  slug: string;
  icon: string;
  category: Category;
  platforms: Platform[];
  tags: string[];
  isFree: boolean;
  /** As typed, so a half-typed "12." survives re-renders. */
  price: string;
  currency: Currency;
  sourceURL: string;
  devNotes: string;
  releaseNotes: string;
  toc: boolean;
  /** Upload id of a build not yet attached (the first one, or a new version). */
  aixUploadId: string | null;
  /** Versions already saved on the server. */
  savedVersions: number;
  /** The prefilled name came from the package (the component name was too short). */
  nameFromPackage: boolean;
  /** The maker typed a slug, so it no longer follows the name. */
  slugEdited: boolean;
  /** The .aix packs no icon, so a generated tile stands in until the maker uploads one. */
  iconGenerated: boolean;
}

/** Form fields that can show an error; `aix` covers aixVersions and packageName. */
export type EditorField =
  | 'aix'
  | 'name'
  | 'description'
  | 'slug'
  | 'icon'
  | 'author'
  | 'category'
  | 'platforms'
  | 'tags'
  | 'price'
  | 'sourceURL'
  | 'devNotes'
  | 'documentation'
  | 'form';

export type EditorErrors = Partial<Record<EditorField, string>>;

export const EMPTY_VALUES: EditorValues = {
  packageName: '',
  name: '',
  description: '',
  slug: '',
  icon: '',
  category: 'Tools',
  platforms: [],
  tags: [],
  isFree: true,
  price: '',
  currency: DEFAULT_CURRENCY,
  sourceURL: '',
  devNotes: '',
  releaseNotes: '',
  toc: false,
  aixUploadId: null,
  savedVersions: 0,
  nameFromPackage: false,
  slugEdited: false,
  iconGenerated: false,
};

export { readableName, slugify } from '#shared/aix/listing-prefill';

/**
 * Fills the form from a parsed .aix. The build's own facts (package, version) always
 * win; what a maker may already have typed (name, description, slug, icon) is kept.
 * A name too short for the rules is lengthened from the package (see prefillListing),
 * and `nameFromPackage` says so beside the field.
 */
export function applyAix(values: EditorValues, info: AixUploadInfo): EditorValues {
  const prefill = prefillListing(info.name, info.packageName);
  const name = values.name || prefill.name;
  return {
    ...values,
    aixUploadId: info.uploadId,
    packageName: info.packageName,
    name,
    nameFromPackage: !values.name && prefill.fromPackage,
    description: values.description || info.description,
    slug: values.slug || (values.name ? slugify(name) : prefill.slug),
    icon: values.icon || (info.icon ?? ''),
  };
}

/** A name edit: the slug follows the name until the maker edits the slug itself. */
export function withName(values: EditorValues, name: string): EditorValues {
  return {
    ...values,
    name,
    nameFromPackage: false,
    slug: values.slugEdited ? values.slug : slugify(name),
  };
}

function isCategory(value: string): value is Category {
  return CATEGORIES.some(category => category === value);
}

export function valuesFromExtension(extension: EditorExtension): EditorValues {
  return {
    ...EMPTY_VALUES,
    packageName: extension.packageName,
    name: extension.name,
    description: extension.description,
    slug: extension.slug,
    icon: extension.icon,
    category: isCategory(extension.category) ? extension.category : 'Tools',
    platforms: [...extension.platforms],
    tags: [...extension.tags],
    isFree: extension.type.isFree,
    price: extension.type.isFree ? '' : String(extension.type.price),
    currency: extension.type.currency,
    sourceURL: extension.type.sourceURL,
    devNotes: extension.devNotes,
    toc: extension.documentation.toc,
    savedVersions: extension.aixVersions.length,
    // A saved listing's slug is its address: it stays put when the name changes.
    slugEdited: true,
  };
}

export function parseTags(text: string): string[] {
  const tags = text
    .split(',')
    .map(tag => tag.trim().toLowerCase())
    .filter(Boolean);
  return [...new Set(tags)];
}

/** Client-side checks: the shared spec §5 rules plus this form's own fields. */
/** The form's rules; `publishing` adds what only a published listing needs. */
export function validateEditor(
  values: EditorValues,
  author: string,
  publishing = false,
): EditorErrors {
  const shared = validateExtensionForm({
    aixVersions: values.savedVersions > 0 || values.aixUploadId ? [true] : [],
    name: values.name,
    description: values.description,
    slug: values.slug,
    icon: values.icon,
    packageName: values.packageName,
    author,
  });
  const errors: EditorErrors = {};
  const aix = shared.aixVersions ?? shared.packageName;
  if (aix) errors.aix = aix;
  for (const field of ['name', 'description', 'slug', 'icon', 'author'] as const) {
    const message = shared[field];
    if (message) errors[field] = message;
  }
  if (!values.isFree) {
    const price = Number(values.price);
    if (values.price.trim() === '') errors.price = MESSAGES.required;
    else if (!Number.isFinite(price)) errors.price = 'must be a number';
    else {
      const problem = priceProblem(price, values.currency);
      if (problem) errors.price = problem;
    }
  }
  const sourceUrlError = validateWebsite(values.sourceURL.trim());
  if (sourceUrlError) errors.sourceURL = sourceUrlError;
  if (values.tags.length > LIMITS.tags) errors.tags = `at most ${LIMITS.tags} tags`;
  else if (values.tags.some(tag => tag.length > LIMITS.tagLength)) {
    errors.tags = `each tag at most ${LIMITS.tagLength} characters`;
  }
  if (publishing && values.platforms.length === 0) errors.platforms = MESSAGES.worksWith;
  return errors;
}

function common(values: EditorValues, documentation: StoredDocument) {
  return {
    slug: values.slug.trim(),
    name: values.name.trim(),
    description: values.description.trim(),
    icon: values.icon,
    category: values.category,
    platforms: values.platforms,
    tags: values.tags,
    type: {
      isFree: values.isFree,
      price: values.isFree ? 0 : Number(values.price),
      currency: values.currency,
    },
    sourceURL: values.sourceURL.trim(),
    devNotes: values.devNotes,
    documentation: { toc: values.toc, blocks: documentation },
  };
}

export function createBody(
  values: EditorValues,
  documentation: StoredDocument,
  published: boolean,
): CreateExtensionBody {
  const body: CreateExtensionBody = {
    ...common(values, documentation),
    published,
    aixUploadId: values.aixUploadId ?? '',
  };
  if (values.releaseNotes.trim()) body.releaseNotes = values.releaseNotes.trim();
  return body;
}

export function updateBody(
  extensionId: string,
  values: EditorValues,
  documentation: StoredDocument,
  published: boolean,
): UpdateExtensionBody {
  const body: UpdateExtensionBody = {
    extensionId,
    ...common(values, documentation),
    published,
  };
  if (values.aixUploadId) {
    body.aixUploadId = values.aixUploadId;
    if (values.releaseNotes.trim()) body.releaseNotes = values.releaseNotes.trim();
  }
  return body;
}

const FIELD_OF_SERVER: Readonly<Record<string, EditorField>> = {
  aixVersions: 'aix',
  packageName: 'aix',
  aixUploadId: 'aix',
  name: 'name',
  description: 'description',
  slug: 'slug',
  icon: 'icon',
  author: 'author',
  category: 'category',
  platforms: 'platforms',
  tags: 'tags',
  type: 'price',
  price: 'price',
  sourceURL: 'sourceURL',
  devNotes: 'devNotes',
  documentation: 'documentation',
};

/** Puts a failed save on its field: 11000 becomes 'Already exists' (spec §5). */
export function serverErrors(error: {
  message: string;
  code?: unknown;
  field?: string | undefined;
}): EditorErrors {
  const field =
    error.field && Object.hasOwn(FIELD_OF_SERVER, error.field)
      ? FIELD_OF_SERVER[error.field]
      : undefined;
  const duplicate = error.code === DUPLICATE_KEY_CODE;
  if (!field) {
    return { form: duplicate ? `${MESSAGES.alreadyExists}.` : error.message };
  }
  return { [field]: duplicate ? MESSAGES.alreadyExists : error.message };
}

/** The order fields appear on screen, so focus goes to the first error. */
export const FIELD_ORDER: readonly EditorField[] = [
  'aix',
  'icon',
  'name',
  'slug',
  'description',
  'category',
  'platforms',
  'tags',
  'price',
  'sourceURL',
  'devNotes',
  'documentation',
  'author',
  'form',
];
