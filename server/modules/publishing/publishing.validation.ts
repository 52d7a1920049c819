/**
 * The Extension form rules of spec §5 on the server, with the same functions and
 * messages as the client (shared/domain/validation.ts), plus what the form does
 * not show: price, tags, source URL, icon and documentation. The first problem
 * found is reported with its field, so the editor can put it under that field.
 */
import { emptyTemplateHeadings } from '#shared/docs/template';
import {
  MAX_DOCUMENTATION_BYTES,
  type DocumentationInput,
  type PriceInput,
} from '#shared/api/publishing';
import { DOC_LIMITS, renderDocumentation } from '#shared/docs/render';
import {
  DOCUMENT_TOO_DEEP,
  nestsDeeperThan,
  sanitizeDocumentHtml,
} from '#shared/docs/sanitize-document';
import {
  MESSAGES,
  isSafeHttpUrl,
  validateExtensionForm,
  type ExtensionFormField,
  type ExtensionFormValues,
} from '#shared/domain/validation';
import { priceProblem, toMinor } from '#shared/domain/pricing';
import { badRequest } from '../../errors';

const FIELD_ORDER: readonly ExtensionFormField[] = [
  'aixVersions',
  'name',
  'description',
  'slug',
  'icon',
  'packageName',
  'author',
];

/** Throws the first §5 error, with its field and the spec's message. */
export function assertExtensionForm(values: ExtensionFormValues): void {
  const errors = validateExtensionForm(values);
  const field = FIELD_ORDER.find(name => errors[name] !== undefined);
  if (field) {
    throw badRequest(errors[field] ?? MESSAGES.required, field);
  }
}

/** Icons are files this server re-encoded: an `icon` or `image` upload URL. */
export const ICON_URL = /^\/private\/api\/files\/images\/([0-9a-f]{64})\.(png|webp)$/;

export function iconStorageKey(url: string): string | null {
  const match = ICON_URL.exec(url);
  return match?.[1] ? `images/${match[1]}` : null;
}

export interface PriceColumns {
  is_free: 0 | 1;
  price_minor: number;
  currency: string;
  price_sort: number;
}

/** `usdPerInr`: units of USD one rupee buys, for the cross-currency price sort. */
export function priceColumns(price: PriceInput, usdPerInr: number): PriceColumns {
  if (price.isFree) {
    return { is_free: 1, price_minor: 0, currency: price.currency, price_sort: 0 };
  }
  const problem = priceProblem(price.price, price.currency);
  if (problem) throw badRequest(problem, 'price');
  const minor = toMinor(price.price);
  const sort = price.currency === 'USD' ? Math.round(minor / usdPerInr) : minor;
  return { is_free: 0, price_minor: minor, currency: price.currency, price_sort: sort };
}

const TAG = /^[\p{L}\p{N}][\p{L}\p{N} ._+#-]*$/u;

export function cleanTags(tags: readonly string[]): string[] {
  const clean = new Set<string>();
  for (const raw of tags) {
    const tag = raw.trim().replace(/\s+/g, ' ').toLowerCase();
    if (!TAG.test(tag)) {
      throw badRequest(
        `tag ${JSON.stringify(raw.slice(0, 30))} may only hold letters, digits, spaces and . _ + # -`,
        'tags',
      );
    }
    clean.add(tag);
  }
  return [...clean];
}

export function cleanSourceUrl(url: string): string {
  const trimmed = url.trim();
  if (trimmed !== '' && !isSafeHttpUrl(trimmed))
    throw badRequest(MESSAGES.website, 'sourceURL');
  return trimmed;
}

/** Keeps line breaks and tabs; drops other control characters. */
export function cleanNotes(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '').trim();
}

export interface DocumentationColumns {
  documentation_html: string;
  documentation_toc: 0 | 1;
  documentation_blocks: string;
}

/**
 * Renders the document with the shared, sanitising renderer. A block it cannot use
 * fails the save with the renderer's message, so what is stored always renders; the
 * blocks themselves are stored with their markup sanitised too.
 */
/**
 * `published`: the listing is (or becomes) public, so the template's headings the
 * maker left empty are dropped rather than published as empty sections.
 */
export function documentationColumns(
  doc: DocumentationInput,
  published = false,
): DocumentationColumns {
  if (nestsDeeperThan(doc.blocks.blocks, DOC_LIMITS.maxDepth)) {
    throw badRequest(DOCUMENT_TOO_DEEP, 'documentation');
  }
  // Kept clean, not only rendered clean: the editor puts block text back into the page.
  const clean = sanitizeDocumentHtml(doc.blocks.blocks);
  const empty = published ? emptyTemplateHeadings(clean) : new Set<number>();
  const blocks = clean.filter((_, index) => !empty.has(index));
  const stored = { time: doc.blocks.time ?? Date.now(), blocks };
  const json = JSON.stringify(stored);
  if (json.length > MAX_DOCUMENTATION_BYTES) {
    throw badRequest(
      `The documentation is too long (${Math.ceil(json.length / 1024)} KB; the limit is ${MAX_DOCUMENTATION_BYTES / 1024} KB).`,
      'documentation',
    );
  }
  const rendered = renderDocumentation(stored);
  const problem = rendered.errors[0];
  if (problem !== undefined) throw badRequest(problem, 'documentation');
  return {
    documentation_html: rendered.html,
    documentation_toc: doc.toc ? 1 : 0,
    documentation_blocks: json,
  };
}
