/**
 * Documentation blocks generated from an .aix block reference, so a maker documents
 * every event, method and property with one click. Reference text is plain text from
 * the .aix and table cells are inline HTML, so every value is escaped here.
 */
import type { DocBlock } from '../api/extensions';
import type {
  ComponentReference,
  ReferenceParam,
  ReferenceType,
} from '../aix/block-reference';
import { escapeHtml } from './html';
import { BLOCKS_HEADER, DESIGNER_HEADER, isHeaderSaying } from './template';

/** Marks generated blocks so a second insert replaces them instead of duplicating. */
export const REFERENCE_ID_PREFIX = 'aix-ref-';

function typeLabel(type: ReferenceType | null): string {
  if (!type) return '';
  return type.options
    ? `${type.label} (${type.options.map(o => o.name).join(', ')})`
    : type.label;
}

function paramsCell(params: readonly ReferenceParam[]): string {
  return params.length === 0
    ? '—'
    : params
        .map(p => `${escapeHtml(p.name)}: <i>${escapeHtml(typeLabel(p))}</i>`)
        .join('<br>');
}

function table(id: string, head: string[], rows: string[][]): DocBlock {
  return {
    id,
    type: 'table',
    data: { withHeadings: true, content: [head, ...rows] },
  };
}

function heading(id: string, text: string, level: number): DocBlock {
  return { id, type: 'header', data: { text: escapeHtml(text), level } };
}

function componentBlocks(component: ComponentReference, several: boolean): DocBlock[] {
  const key = `${REFERENCE_ID_PREFIX}${component.name.replace(/[^A-Za-z0-9]/g, '')}`;
  const out: DocBlock[] = [];
  if (several) out.push(heading(`${key}-title`, component.name, 3));
  if (component.description.trim() !== '' && several) {
    out.push({
      id: `${key}-description`,
      type: 'paragraph',
      data: { text: escapeHtml(component.description) },
    });
  }
  const sub = several ? 4 : 3;
  if (component.events.length > 0) {
    out.push(heading(`${key}-events-title`, 'Events', sub));
    out.push(
      table(
        `${key}-events`,
        ['Event', 'Parameters', 'Description'],
        component.events.map(e => [
          `<b>${escapeHtml(e.name)}</b>`,
          paramsCell(e.params),
          escapeHtml(e.description),
        ]),
      ),
    );
  }
  if (component.methods.length > 0) {
    out.push(heading(`${key}-methods-title`, 'Methods', sub));
    out.push(
      table(
        `${key}-methods`,
        ['Method', 'Parameters', 'Returns', 'Description'],
        component.methods.map(m => [
          `<b>${escapeHtml(m.name)}</b>`,
          paramsCell(m.params),
          escapeHtml(typeLabel(m.returns) || '—'),
          escapeHtml(m.description),
        ]),
      ),
    );
  }
  if (component.properties.length > 0) {
    out.push(heading(`${key}-properties-title`, 'Properties', sub));
    out.push(
      table(
        `${key}-properties`,
        ['Property', 'Type', 'Access', 'Description'],
        component.properties.map(p => [
          `<b>${escapeHtml(p.name)}</b>`,
          escapeHtml(typeLabel(p)),
          escapeHtml(p.access),
          escapeHtml(p.description),
        ]),
      ),
    );
  }
  return out;
}

function designerBlocks(components: readonly ComponentReference[]): DocBlock[] {
  const rows = components.flatMap(component =>
    component.designerProperties.map(p => [
      `<b>${escapeHtml(p.name)}</b>`,
      escapeHtml(p.editorType),
      escapeHtml(p.defaultValue || '—'),
      ...(components.length > 1 ? [escapeHtml(component.name)] : []),
    ]),
  );
  if (rows.length === 0) return [];
  const head = ['Property', 'Editor', 'Default'];
  if (components.length > 1) head.push('Component');
  return [table(`${REFERENCE_ID_PREFIX}designer`, head, rows)];
}

export interface ReferenceBlocks {
  designer: DocBlock[];
  blocks: DocBlock[];
}

/** The generated reference, split by the two default headers it belongs under. */
export function referenceBlocks(
  reference: readonly ComponentReference[],
): ReferenceBlocks {
  const several = reference.length > 1;
  return {
    designer: designerBlocks(reference),
    blocks: reference.flatMap(component => componentBlocks(component, several)),
  };
}

function headerIndex(blocks: readonly DocBlock[], text: string): number {
  return blocks.findIndex(block => isHeaderSaying(block, text));
}

/**
 * Inserts the reference under the "Designer Properties" and "Blocks" headers (adding
 * a header when the maker removed it). Blocks from an earlier insert are replaced.
 */
export function insertReference(
  blocks: readonly DocBlock[],
  reference: ReferenceBlocks,
): DocBlock[] {
  const kept = blocks.filter(block => !block.id?.startsWith(REFERENCE_ID_PREFIX));
  const out = [...kept];
  const place = (text: string, items: DocBlock[]) => {
    if (items.length === 0) return;
    const at = headerIndex(out, text);
    if (at === -1) out.push(heading(`${REFERENCE_ID_PREFIX}${text}`, text, 2), ...items);
    else out.splice(at + 1, 0, ...items);
  };
  place(DESIGNER_HEADER, reference.designer);
  place(BLOCKS_HEADER, reference.blocks);
  return out;
}
