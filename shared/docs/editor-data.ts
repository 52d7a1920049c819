/**
 * Conversion between what the Editor.js editor saves (OutputData) and the stored
 * documentation document `{ time, blocks }` that `render.ts` draws. Both sides are
 * Editor.js-shaped, so the work is normalisation: older or foreign block shapes become
 * the shapes our editor tools read, and whatever the editor saves is trimmed to the
 * block kinds the renderer knows. Pure, so the server and tests can use it too.
 */
import type { DocBlock } from '../api/extensions';
import { isRecord, own, type Data } from './context';
import { DEFAULT_DOCUMENTATION, DOC_BLOCK_TYPES } from './render';
import { sanitizeDocumentHtml } from './sanitize-document';

/** The stored documentation document (spec §3 `documentation.blocks`). */
export interface StoredDocument {
  time: number;
  blocks: DocBlock[];
}

/** The subset of Editor.js OutputData this module reads and writes. */
export interface EditorBlockData {
  id?: string;
  type: string;
  data: Record<string, unknown>;
  tunes?: Record<string, unknown>;
}
export interface EditorOutput {
  time?: number;
  version?: string;
  blocks: EditorBlockData[];
}

export const ALIGNMENTS = ['left', 'center', 'right', 'justify'] as const;
export type Alignment = (typeof ALIGNMENTS)[number];

/** A fresh, editable copy of the default document (two level-2 headers). */
export function defaultDocument(): StoredDocument {
  return JSON.parse(JSON.stringify(DEFAULT_DOCUMENTATION)) as StoredDocument;
}

/** Block data is JSON (it came from JSON or goes to JSON), so a JSON copy is exact. */
function clone(value: Data): Record<string, unknown> {
  return JSON.parse(JSON.stringify(value)) as Record<string, unknown>;
}

/** The alignment tune, when it holds a non-default alignment. */
export function alignmentTune(tunes: unknown): Alignment | null {
  const tune = isRecord(tunes) ? own(tunes, 'alignment') : undefined;
  const value = isRecord(tune) ? own(tune, 'alignment') : undefined;
  const known = ALIGNMENTS.find(name => name === value);
  return known && known !== 'left' ? known : null;
}

interface EditorListItem {
  content: string;
  meta: Record<string, unknown>;
  items: EditorListItem[];
}

function listItem(item: unknown): EditorListItem {
  if (!isRecord(item)) {
    return { content: typeof item === 'string' ? item : '', meta: {}, items: [] };
  }
  const content = own(item, 'content') ?? own(item, 'text');
  const children = own(item, 'items');
  const meta = own(item, 'meta');
  return {
    content: typeof content === 'string' ? content : '',
    meta: isRecord(meta) ? clone(meta) : {},
    items: Array.isArray(children) ? children.map(listItem) : [],
  };
}

function pick(data: Data, keys: readonly string[]): unknown {
  for (const key of keys) {
    const value = own(data, key);
    if (value !== undefined && value !== null) return value;
  }
  return undefined;
}

/** Maps a stored block's data to the shape our editor tool of that type reads. */
function dataForEditor(type: string, data: Data): Record<string, unknown> {
  switch (type) {
    case 'list': {
      const items = own(data, 'items');
      return {
        ...clone(data),
        style: own(data, 'style') === 'ordered' ? 'ordered' : 'unordered',
        items: Array.isArray(items) ? items.map(listItem) : [],
      };
    }
    case 'messageBox':
      return {
        header: pick(data, ['header', 'title']) ?? '',
        body: pick(data, ['body', 'message', 'text']) ?? '',
        theme: pick(data, ['theme', 'type']) ?? 'info',
      };
    case 'button':
      return {
        link: pick(data, ['link', 'url']) ?? '',
        text: own(data, 'text') ?? '',
        theme: pick(data, ['theme', 'type']) ?? 'info',
      };
    case 'image': {
      const file = own(data, 'file');
      const url = isRecord(file) ? own(file, 'url') : own(data, 'url');
      return { ...clone(data), file: { url: typeof url === 'string' ? url : '' } };
    }
    default:
      return clone(data);
  }
}

/**
 * A stored document as editor input. Unknown block types and malformed blocks are
 * dropped (the renderer would skip them anyway); an empty document becomes the default.
 */
export function toEditorData(doc: unknown): EditorOutput {
  // Documents saved before markup was cleaned on save are cleaned here, on the way in.
  const blocks = isRecord(doc) ? safeBlocks(own(doc, 'blocks')) : undefined;
  const time = isRecord(doc) ? own(doc, 'time') : undefined;
  const out: EditorBlockData[] = [];
  for (const block of Array.isArray(blocks) ? blocks : []) {
    if (!isRecord(block)) continue;
    const type = own(block, 'type');
    const data = own(block, 'data') ?? {};
    if (typeof type !== 'string' || !DOC_BLOCK_TYPES.includes(type)) continue;
    if (!isRecord(data)) continue;
    const converted: EditorBlockData = { type, data: dataForEditor(type, data) };
    const id = own(block, 'id');
    if (typeof id === 'string' && id !== '') converted.id = id;
    const alignment = alignmentTune(own(block, 'tunes'));
    if (alignment) converted.tunes = { alignment: { alignment } };
    out.push(converted);
  }
  if (out.length === 0) return { time: 0, blocks: defaultDocument().blocks };
  return { time: typeof time === 'number' ? time : 0, blocks: out };
}

function safeBlocks(blocks: unknown): unknown {
  try {
    return sanitizeDocumentHtml(blocks);
  } catch {
    return []; // Nested past any real document: open it empty rather than at all.
  }
}

function isEmptyBlock(block: EditorBlockData): boolean {
  if (block.type !== 'paragraph' && block.type !== 'header') return false;
  const text = own(block.data, 'text');
  return (
    typeof text !== 'string' || text.replace(/<br\s*\/?>|&nbsp;/gi, '').trim() === ''
  );
}

/**
 * What the editor saved, as the stored document. Keeps only block kinds the renderer
 * knows, drops empty paragraphs and headers, and keeps the alignment tune only when it
 * is not the default. `now` is the save time (passed in so the function stays pure).
 */
export function fromEditorData(output: EditorOutput, now: number): StoredDocument {
  const blocks: DocBlock[] = [];
  for (const block of output.blocks) {
    if (!DOC_BLOCK_TYPES.includes(block.type) || isEmptyBlock(block)) continue;
    const stored: DocBlock = { type: block.type, data: clone(block.data) };
    if (block.id) stored.id = block.id;
    const alignment = alignmentTune(block.tunes);
    if (alignment) stored.tunes = { alignment: { alignment } };
    blocks.push(stored);
  }
  return { time: output.time ?? now, blocks };
}
