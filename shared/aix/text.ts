/** Decoding descriptor bytes and turning helpString HTML into plain text. */
import { AixError, type AixErrorCode } from './errors';

export type TextEncodingName = 'utf-8' | 'gbk' | 'windows-1252';

export interface DecodedText {
  text: string;
  encoding: TextEncodingName;
}

const BOM = [0xef, 0xbb, 0xbf];

/**
 * UTF-8 first; some Chinese builds are GBK (aix-format.md §0.4), and anything else
 * still parses as JSON through windows-1252 because JSON syntax is ASCII.
 */
export function decodeText(bytes: Uint8Array): DecodedText {
  const hasBom = bytes.length >= 3 && BOM.every((b, i) => bytes[i] === b);
  const body = hasBom ? bytes.subarray(3) : bytes;
  for (const encoding of ['utf-8', 'gbk'] as const) {
    try {
      return { text: new TextDecoder(encoding, { fatal: true }).decode(body), encoding };
    } catch {
      // Not this encoding: try the next one.
    }
  }
  return { text: new TextDecoder('windows-1252').decode(body), encoding: 'windows-1252' };
}

/** Parses a JSON file of the archive; `code` says which kind of file failed. */
export function parseJsonFile(
  bytes: Uint8Array,
  path: string,
  code: AixErrorCode,
): { value: unknown; encoding: TextEncodingName } {
  const { text, encoding } = decodeText(bytes);
  if (text.trim() === '') {
    throw new AixError(
      code === 'DESCRIPTOR_INVALID' ? 'DESCRIPTOR_EMPTY' : code,
      `${path} is empty.`,
    );
  }
  try {
    return { value: JSON.parse(text) as unknown, encoding };
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : 'bad syntax';
    throw new AixError(code, `${path} is not valid JSON (${reason}).`);
  }
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function decodeEntities(text: string): string {
  return text.replace(
    /&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z]{2,8});/gi,
    (whole, body: string) => {
      if (body.startsWith('#')) {
        const code =
          body[1] === 'x' || body[1] === 'X'
            ? parseInt(body.slice(2), 16)
            : parseInt(body.slice(1), 10);
        return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
      }
      return ENTITIES[body.toLowerCase()] ?? whole;
    },
  );
}

/** Plain text of an HTML help string: line breaks kept, tags dropped, entities decoded. */
export function htmlToText(html: string): string {
  const withBreaks = html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<li(\s[^>]*)?>/gi, '\n• ')
    .replace(/<\/?(p|div|li|ul|ol|h[1-6]|tr|table)(\s[^>]*)?>/gi, '\n');
  const stripped = decodeEntities(withBreaks.replace(/<[^>]*>/g, ''));
  return stripped
    .split('\n')
    .map(line => line.replace(/[ \t\r\f\v]+/g, ' ').trim())
    .filter((line, index, lines) => line !== '' || (index > 0 && lines[index - 1] !== ''))
    .join('\n')
    .trim();
}

/**
 * A listing description from a helpString: links go with their labels ("Docs",
 * "Click here" mean nothing out of place), then one line, cut at a word boundary
 * with an ellipsis when longer than `max`.
 */
export function summaryFromHelp(html: string, max: number): string {
  const withoutLinks = html.replace(/<a\b[^>]*>[\s\S]*?<\/a\s*>/gi, ' ');
  const flat = htmlToText(withoutLinks)
    .replace(/\s+/g, ' ')
    .replace(/\s+([.,;:!?])/g, '$1')
    // Separators the links stood between ("Docs | Forum") are left dangling.
    .replace(/(\s+[^\p{L}\p{N}\s]+)+$/u, '')
    .replace(/[\s:,;(-]+$/, '')
    .trim();
  if (flat.length <= max) return flat;
  const room = flat.slice(0, max - 1);
  const space = room.lastIndexOf(' ');
  // A single huge word has no boundary to cut at: cut it where it must be cut.
  const cut = space > max / 2 ? room.slice(0, space) : room;
  return `${cut.replace(/[\s.,;:!?(-]+$/, '')}…`;
}
