import zlib from 'node:zlib';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CODE_CHUNK,
  PngError,
  makeChunk,
  readCodeChunk,
  readPngChunks,
  withCodeChunk,
  writePngChunks,
} from './png-chunks';

const XML =
  '<xml xmlns="http://www.w3.org/1999/xhtml"><block type="component_event"><mutation component_type="Web" is_generic="false" instance_name="Web1" event_name="GotText"></mutation><field name="COMPONENT_SELECTOR">Web1</field></block></xml>';

let png: Uint8Array;
beforeAll(async () => {
  png = new Uint8Array(
    await sharp({
      create: { width: 8, height: 5, channels: 4, background: '#7C5385' },
    })
      .png()
      .toBuffer(),
  );
});

/** Every chunk's stored CRC, recomputed independently with zlib. */
function expectValidCrcs(bytes: Uint8Array) {
  for (const chunk of readPngChunks(bytes)) {
    const typeAndData = Buffer.concat([Buffer.from(chunk.type, 'latin1'), chunk.data]);
    expect(chunk.crc, chunk.type).toBe(zlib.crc32(typeAndData));
  }
}

describe('PNG coDe chunk', () => {
  it('writes the XML as raw UTF-8 just before IEND, with a correct CRC', () => {
    const out = withCodeChunk(png, XML);
    const types = readPngChunks(out).map(chunk => chunk.type);
    expect(types.at(-1)).toBe('IEND');
    expect(types.at(-2)).toBe(CODE_CHUNK);
    expect(types.indexOf('pHYs')).toBeLessThan(types.indexOf('IDAT'));
    expectValidCrcs(out);
    const code = readPngChunks(out).find(chunk => chunk.type === CODE_CHUNK)!;
    expect(Buffer.from(code.data).toString('utf8')).toBe(XML);
    expect(readCodeChunk(out)).toBe(XML);
  });

  it('keeps the image decodable and identical', async () => {
    const out = withCodeChunk(png, XML);
    const before = await sharp(Buffer.from(png)).raw().toBuffer();
    const after = await sharp(Buffer.from(out)).raw().toBuffer();
    expect(after.equals(before)).toBe(true);
    const meta = await sharp(Buffer.from(out)).metadata();
    expect(meta.density).toBe(144);
  });

  it('replaces an existing coDe chunk instead of adding a second one', () => {
    const once = withCodeChunk(png, XML);
    const twice = withCodeChunk(once, '<xml>é second</xml>');
    const codes = readPngChunks(twice).filter(chunk => chunk.type === CODE_CHUNK);
    expect(codes).toHaveLength(1);
    expect(readCodeChunk(twice)).toBe('<xml>é second</xml>');
    expect(readPngChunks(twice).filter(chunk => chunk.type === 'pHYs')).toHaveLength(1);
  });

  it('round-trips chunks byte for byte', () => {
    expect(writePngChunks(readPngChunks(png))).toEqual(png);
    expect(readCodeChunk(png)).toBeNull();
  });

  it('refuses what is not a PNG or is truncated', () => {
    expect(() => readPngChunks(new TextEncoder().encode('GIF89a....'))).toThrow(PngError);
    expect(() => readPngChunks(png.subarray(0, png.length - 6))).toThrow(PngError);
    expect(() => makeChunk('bad!', new Uint8Array())).toThrow(PngError);
  });
});
