/**
 * Renders a stored Editor.js document to HTML for the extension page (spec §3).
 *
 * The input is whatever a maker's client sent, so it is treated as hostile and untyped:
 * each block's data is checked, text is escaped, inline HTML goes through the allow-list
 * sanitizer and URLs through the allow-lists of safe-url.ts. Bad blocks are skipped and
 * described in `errors`; the function itself never throws.
 */
import type { DocBlock } from '../api/extensions';
import { renderAttaches } from './blocks/attaches';
import { renderButton, renderLinkTool, renderMessageBox } from './blocks/cards';
import { renderEmbed } from './blocks/embed';
import { renderChecklist, renderList } from './blocks/lists';
import { renderBlocksDiagram, renderImage } from './blocks/media';
import { renderTable } from './blocks/table';
import {
  renderCode,
  renderDelimiter,
  renderHeader,
  renderParagraph,
  renderQuote,
} from './blocks/text';
import {
  BlockContext,
  type Data,
  DocState,
  isRecord,
  own,
  type TocEntry,
} from './context';
import { DOC_LIMITS } from './limits';

export type { TocEntry } from './context';
export { ATTACHMENT_COLORS, attachmentColor } from './blocks/attaches';
export { DOC_THEMES, type DocTheme } from './blocks/cards';
export { assertSupportedEmbed, UNSUPPORTED_EMBED_MESSAGE } from './blocks/embed';
export { DOC_LIMITS } from './limits';

export interface RenderOptions {
  /** Forces one palette; without it the output follows the page's theme. */
  theme?: 'light' | 'dark';
  /** Where site paths of stored files load from (the functions backend's base URL). */
  resolveUrl?: (url: string) => string;
}

export interface RenderedDocumentation {
  html: string;
  toc: TocEntry[];
  errors: string[];
}

type BlockRenderer = (data: Data, ctx: BlockContext) => string | null;

// A Map, not an object literal: a block type of "constructor" or "__proto__" must miss.
const RENDERERS = new Map<string, BlockRenderer>([
  ['header', renderHeader],
  ['paragraph', renderParagraph],
  ['list', renderList],
  ['image', renderImage],
  ['quote', renderQuote],
  ['code', renderCode],
  ['delimiter', renderDelimiter],
  ['table', renderTable],
  ['checklist', renderChecklist],
  ['embed', renderEmbed],
  ['messageBox', renderMessageBox],
  ['button', renderButton],
  ['linkTool', renderLinkTool],
  ['attaches', renderAttaches],
  ['blocksDiagram', renderBlocksDiagram],
]);

/** Block types the renderer knows, in the order of spec §3. */
export const DOC_BLOCK_TYPES: readonly string[] = [...RENDERERS.keys()];

const ALIGNMENTS = ['left', 'center', 'right', 'justify'];

function alignmentOf(block: Data, ctx: BlockContext): string | null {
  const tunes = own(block, 'tunes');
  if (tunes === undefined || tunes === null) return null;
  const tune = isRecord(tunes) ? own(tunes, 'alignment') : undefined;
  if (tune === undefined) return null;
  const value = isRecord(tune) ? own(tune, 'alignment') : undefined;
  if (typeof value === 'string' && ALIGNMENTS.includes(value)) return value;
  ctx.warn('the alignment must be left, center, right or justify.');
  return null;
}

function describeType(type: unknown): string {
  const text = typeof type === 'string' ? type : typeof type;
  return JSON.stringify(text.length > 40 ? `${text.slice(0, 40)}…` : text);
}

function renderBlock(block: unknown, index: number, doc: DocState): string | null {
  if (!isRecord(block)) {
    doc.report(`Block ${index + 1} is not an object.`);
    return null;
  }
  const type = own(block, 'type');
  const renderer = typeof type === 'string' ? RENDERERS.get(type) : undefined;
  if (typeof type !== 'string' || renderer === undefined) {
    doc.report(`Block ${index + 1} has an unknown type ${describeType(type)}.`);
    return null;
  }
  const ctx = new BlockContext(doc, index, type);
  const rawData = own(block, 'data') ?? {};
  if (!isRecord(rawData)) return ctx.invalid('"data" must be an object.');
  const html = renderer(rawData, ctx);
  if (html === null) return null;
  const alignment = alignmentOf(block, ctx);
  const alignClass = alignment ? ` aix-doc-align--${alignment}` : '';
  return `<div class="aix-doc-block aix-doc-block--${type}${alignClass}">${html}</div>`;
}

/**
 * Renders a document `{ time, blocks }`. Never throws: anything unusable is skipped and
 * explained in `errors` (one line per problem, at most DOC_LIMITS.maxErrors).
 */
export function renderDocumentation(
  doc: unknown,
  options?: RenderOptions,
): RenderedDocumentation {
  const state = new DocState(options?.resolveUrl);
  try {
    const html = renderBlocks(doc, state, options);
    return { html, toc: state.toc, errors: state.finishErrors() };
  } catch {
    // Only a hostile non-JSON value (a throwing getter or proxy) gets here.
    state.report('The documentation could not be read.');
    return { html: '', toc: [], errors: state.finishErrors() };
  }
}

function renderBlocks(doc: unknown, state: DocState, options?: RenderOptions): string {
  const blocks = isRecord(doc) ? own(doc, 'blocks') : undefined;
  if (!Array.isArray(blocks)) {
    state.report('The documentation must be an object with a "blocks" list.');
    return '';
  }
  if (blocks.length > DOC_LIMITS.maxBlocks) {
    state.report(
      `Only the first ${DOC_LIMITS.maxBlocks} of ${blocks.length} blocks were rendered.`,
    );
  }
  const parts: string[] = [];
  blocks.slice(0, DOC_LIMITS.maxBlocks).forEach((block: unknown, index) => {
    try {
      const html = renderBlock(block, index, state);
      if (html !== null) parts.push(html);
    } catch {
      // Renderers validate before they read, so this is a bug, never the caller's fault.
      state.report(`Block ${index + 1} could not be rendered.`);
    }
  });
  if (parts.length === 0) return '';
  const theme =
    options?.theme === 'light' || options?.theme === 'dark' ? options.theme : null;
  const rootClass = theme ? `aix-doc aix-doc--${theme}` : 'aix-doc';
  return `<div class="${rootClass}">${parts.join('')}</div>`;
}

/**
 * Spec §3: a new extension's documentation has two level-2 headers. Frozen, so a caller
 * that wants to edit it must copy it (structuredClone) instead of changing everyone's.
 */
export const DEFAULT_DOCUMENTATION: Readonly<{
  time: number;
  blocks: readonly DocBlock[];
}> = deepFreeze({
  time: 0,
  blocks: [
    {
      id: 'designer-properties',
      type: 'header',
      data: { text: 'Designer Properties', level: 2 },
    },
    { id: 'blocks', type: 'header', data: { text: 'Blocks', level: 2 } },
  ],
});

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    Object.values(value).forEach(deepFreeze);
    Object.freeze(value);
  }
  return value;
}
