/**
 * Read and write PNG chunks, and App Inventor's `coDe` chunk: the blocks XML that
 * "Download Blocks as PNG" embeds and that dropping the PNG on the Blocks editor
 * imports (ai2-blocks-format.md §2). Each chunk is
 * `length (4, big-endian) | type (4) | data | CRC-32 over type + data (4)`.
 */
import { crc32 } from '../zip/crc32';

export const PNG_SIGNATURE = Uint8Array.of(
  0x89,
  0x50,
  0x4e,
  0x47,
  0x0d,
  0x0a,
  0x1a,
  0x0a,
);
/** App Inventor's private, ancillary, safe-to-copy chunk type (`CODE_PNG_CHUNK`). */
export const CODE_CHUNK = 'coDe';
/** 5669 px/m (about 144 dpi), what App Inventor writes for its 2× renders. */
export const BLOCKS_PIXELS_PER_METRE = 0x1625;

export interface PngChunk {
  type: string;
  data: Uint8Array;
  /** The CRC stored in the file (readPngChunks) or computed (makeChunk). */
  crc: number;
}

export class PngError extends Error {
  override name = 'PngError';
}

const ascii = (value: string) => Uint8Array.from(value, ch => ch.charCodeAt(0));

export function chunkCrc(type: string, data: Uint8Array): number {
  return crc32(data, crc32(ascii(type)));
}

export function makeChunk(type: string, data: Uint8Array): PngChunk {
  if (!/^[A-Za-z]{4}$/.test(type)) throw new PngError(`Bad PNG chunk type: ${type}`);
  return { type, data, crc: chunkCrc(type, data) };
}

export function isPng(bytes: Uint8Array): boolean {
  return bytes.length >= 8 && PNG_SIGNATURE.every((value, i) => bytes[i] === value);
}

/** Splits a PNG into its chunks; throws PngError on a bad signature or a truncated chunk. */
export function readPngChunks(bytes: Uint8Array): PngChunk[] {
  if (!isPng(bytes)) throw new PngError('Not a PNG file (bad signature).');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const chunks: PngChunk[] = [];
  let at = 8;
  while (at < bytes.length) {
    if (at + 12 > bytes.length) throw new PngError('Truncated PNG chunk header.');
    const length = view.getUint32(at);
    if (at + 12 + length > bytes.length) throw new PngError('Truncated PNG chunk.');
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    const data = bytes.slice(at + 8, at + 8 + length);
    chunks.push({ type, data, crc: view.getUint32(at + 8 + length) });
    at += 12 + length;
    if (type === 'IEND') break;
  }
  if (chunks[0]?.type !== 'IHDR' || chunks.at(-1)?.type !== 'IEND') {
    throw new PngError('A PNG must start with IHDR and end with IEND.');
  }
  return chunks;
}

export function writePngChunks(chunks: readonly PngChunk[]): Uint8Array {
  const size = chunks.reduce((sum, chunk) => sum + 12 + chunk.data.length, 8);
  const out = new Uint8Array(size);
  const view = new DataView(out.buffer);
  out.set(PNG_SIGNATURE, 0);
  let at = 8;
  for (const chunk of chunks) {
    view.setUint32(at, chunk.data.length);
    out.set(ascii(chunk.type), at + 4);
    out.set(chunk.data, at + 8);
    view.setUint32(at + 8 + chunk.data.length, chunkCrc(chunk.type, chunk.data));
    at += 12 + chunk.data.length;
  }
  return out;
}

/** Replaces the first chunk of `chunk.type`, or inserts it at `index`. */
function upsert(chunks: PngChunk[], chunk: PngChunk, index: number): PngChunk[] {
  const existing = chunks.findIndex(item => item.type === chunk.type);
  const next = [...chunks];
  if (existing >= 0) next[existing] = chunk;
  else next.splice(index, 0, chunk);
  return next;
}

/**
 * The PNG with `xml` in a `coDe` chunk, as App Inventor's `setCodeChunk` does: the
 * raw UTF-8 bytes, replacing an existing `coDe` chunk or inserted just before IEND.
 * With `pixelsPerMetre`, a pHYs chunk is also set (before the first IDAT).
 */
export function withCodeChunk(
  png: Uint8Array,
  xml: string,
  pixelsPerMetre: number | undefined = BLOCKS_PIXELS_PER_METRE,
): Uint8Array {
  let chunks = readPngChunks(png);
  if (pixelsPerMetre !== undefined) {
    const phys = new Uint8Array(9);
    const view = new DataView(phys.buffer);
    view.setUint32(0, pixelsPerMetre);
    view.setUint32(4, pixelsPerMetre);
    phys[8] = 1; // unit: metre
    const firstData = chunks.findIndex(chunk => chunk.type === 'IDAT');
    chunks = upsert(chunks, makeChunk('pHYs', phys), firstData < 0 ? 1 : firstData);
  }
  const code = makeChunk(CODE_CHUNK, new TextEncoder().encode(xml));
  return writePngChunks(upsert(chunks, code, chunks.length - 1));
}

/** The XML of the first `coDe` chunk (what App Inventor imports), or null. */
export function readCodeChunk(png: Uint8Array): string | null {
  const chunk = readPngChunks(png).find(item => item.type === CODE_CHUNK);
  return chunk ? new TextDecoder().decode(chunk.data) : null;
}
