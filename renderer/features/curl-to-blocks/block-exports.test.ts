import { beforeAll, describe, expect, it } from 'vitest';
import { curlToBlocks, type Conversion } from '#shared/curl/index';
import { makeChunk, readCodeChunk, writePngChunks } from '#shared/png/png-chunks';
import { crc32 } from '#shared/zip/crc32';
import { blockExports, blocksZip, XML_NAME } from './block-exports';

// A chunk-valid 1×1 PNG stands in for Blockly's canvas render (no canvas in Node);
// the shared PNG and zip tests check decoding with real tools.
const IHDR = Uint8Array.of(0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0);
const rendered = writePngChunks([
  makeChunk('IHDR', IHDR),
  makeChunk('IDAT', Uint8Array.of(1, 2, 3)),
  makeChunk('IEND', new Uint8Array()),
]);
const renderedTypes: string[] = [];
const render = (type: string) => {
  renderedTypes.push(type);
  return Promise.resolve(rendered);
};

/** The stored entries of a zip, walked through its local headers. */
function storedEntries(
  zip: Uint8Array,
): { name: string; data: Uint8Array; crc: number }[] {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const entries = [];
  let at = 0;
  while (view.getUint32(at, true) === 0x04034b50) {
    expect(view.getUint16(at + 8, true)).toBe(0); // stored
    const crc = view.getUint32(at + 14, true);
    const size = view.getUint32(at + 18, true);
    const nameLength = view.getUint16(at + 26, true);
    const start = at + 30 + nameLength + view.getUint16(at + 28, true);
    const name = new TextDecoder().decode(zip.subarray(at + 30, at + 30 + nameLength));
    entries.push({ name, data: zip.subarray(start, start + size), crc });
    at = start + size;
  }
  return entries;
}

let result: Conversion;
beforeAll(() => {
  const converted = curlToBlocks(`curl -u ada:pw https://api.example.com/me`, {
    target: 'kodular',
  });
  if (!converted.ok) throw new Error(converted.reason);
  result = converted;
});

describe('block exports', () => {
  it('names one PNG per top-level block after what the Blocks editor shows', () => {
    expect(
      blockExports(result).map(item => [item.type, item.title, item.fileName]),
    ).toEqual([
      ['procedures_defnoreturn', 'to sendCurlRequest', 'sendCurlRequest.png'],
      ['component_event', 'when Web1.GotText', 'Web1.GotText.png'],
    ]);
  });

  it('zips each rendered block with its own one-block XML, plus the workspace XML', async () => {
    const entries = storedEntries(await blocksZip(result, render));
    expect(renderedTypes).toEqual(['procedures_defnoreturn', 'component_event']);
    expect(entries.map(entry => entry.name)).toEqual([
      'sendCurlRequest.png',
      'Web1.GotText.png',
      XML_NAME,
    ]);
    for (const entry of entries) expect(entry.crc).toBe(crc32(entry.data));
    expect(readCodeChunk(entries[0]!.data)).toBe(result.procedureXml);
    expect(readCodeChunk(entries[1]!.data)).toBe(result.handlerXml);
    expect(new TextDecoder().decode(entries[2]!.data)).toBe(result.xml);
  });
});
