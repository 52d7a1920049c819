/**
 * The documentation template's two headings (spec §3: a new extension starts with
 * "Designer Properties" and "Blocks"). One place knows them, so the block reference
 * finds them however the editor saved their text, and the public page leaves out a
 * template heading the maker never filled (no empty section in the contents).
 */
export const DESIGNER_HEADER = 'Designer Properties';
export const BLOCKS_HEADER = 'Blocks';
const TEMPLATE_HEADERS = [DESIGNER_HEADER, BLOCKS_HEADER].map(text => text.toLowerCase());

/** A heading's words: markup, entities like &nbsp;, a trailing colon and case dropped. */
export function headingWords(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;|\u00a0/gi, ' ')
    .replace(/&amp;/gi, '&')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/:$/, '')
    .trim()
    .toLowerCase();
}

interface BlockLike {
  type?: unknown;
  data?: unknown;
}

function headerOf(block: unknown): { words: string; level: number } | null {
  if (typeof block !== 'object' || block === null) return null;
  const { type, data } = block as BlockLike;
  if (type !== 'header' || typeof data !== 'object' || data === null) return null;
  const { text, level } = data as { text?: unknown; level?: unknown };
  if (typeof text !== 'string') return null;
  return { words: headingWords(text), level: typeof level === 'number' ? level : 2 };
}

/** Whether a block is a header saying `text` (the template's, matched loosely). */
export function isHeaderSaying(block: unknown, text: string): boolean {
  return headerOf(block)?.words === text.toLowerCase();
}

/**
 * Indexes of template headings with nothing under them: no block before the next
 * heading of the same or a higher level (or the end).
 */
export function emptyTemplateHeadings(blocks: readonly unknown[]): Set<number> {
  const empty = new Set<number>();
  blocks.forEach((block, index) => {
    const header = headerOf(block);
    if (!header || !TEMPLATE_HEADERS.includes(header.words)) return;
    const next = blocks[index + 1];
    const nextHeader = headerOf(next);
    if (next === undefined || (nextHeader && nextHeader.level <= header.level)) {
      empty.add(index);
    }
  });
  return empty;
}
