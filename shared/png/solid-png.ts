/**
 * A solid-colour RGB PNG written without a compressor (zlib "stored" blocks), so
 * pure TypeScript can make a real icon: the sample .aix builds carry one that
 * image decoders (sharp, browsers) read like any other.
 */
import { makeChunk, writePngChunks } from './png-chunks';

const STORED_BLOCK_MAX = 0xffff;

function adler32(bytes: Uint8Array): number {
  let a = 1;
  let b = 0;
  for (const byte of bytes) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  return ((b << 16) | a) >>> 0;
}

/** A zlib stream of `data` in stored (uncompressed) deflate blocks. */
export function zlibStored(data: Uint8Array): Uint8Array {
  const blocks = Math.max(1, Math.ceil(data.length / STORED_BLOCK_MAX));
  const out = new Uint8Array(2 + data.length + blocks * 5 + 4);
  const view = new DataView(out.buffer);
  out.set([0x78, 0x01], 0);
  let at = 2;
  for (let index = 0; index < blocks; index += 1) {
    const part = data.subarray(index * STORED_BLOCK_MAX, (index + 1) * STORED_BLOCK_MAX);
    out[at] = index === blocks - 1 ? 1 : 0;
    view.setUint16(at + 1, part.length, true);
    view.setUint16(at + 3, ~part.length & 0xffff, true);
    out.set(part, at + 5);
    at += 5 + part.length;
  }
  view.setUint32(at, adler32(data));
  return out;
}

/** A `size`×`size` PNG of one colour, `rgb` as [r, g, b] (0–255 each). */
export function solidPng(
  size: number,
  rgb: readonly [number, number, number],
): Uint8Array {
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, size);
  view.setUint32(4, size);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const row = 1 + size * 3;
  const pixels = new Uint8Array(row * size);
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) pixels.set(rgb, y * row + 1 + x * 3);
  }
  return writePngChunks([
    makeChunk('IHDR', header),
    makeChunk('IDAT', zlibStored(pixels)),
    makeChunk('IEND', new Uint8Array()),
  ]);
}
