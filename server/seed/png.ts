/**
 * A minimal PNG encoder for seeded documentation images. The docs renderer accepts
 * only raster data: images (an SVG data URL can carry script), so banners are drawn
 * here as RGB pixels: a background, a lighter band and a few coloured bars.
 */
import { deflateSync } from 'node:zlib';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

type Rgb = readonly [number, number, number];

function hexToRgb(hex: string): Rgb {
  const value = parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** A width × height banner in `colour` with bars whose heights come from `seed`. */
export function bannerPng(
  colour: string,
  seed: number,
  width = 320,
  height = 120,
): string {
  const base = hexToRgb(colour);
  const light: Rgb = [
    Math.min(255, base[0] + 60),
    Math.min(255, base[1] + 60),
    Math.min(255, base[2] + 60),
  ];
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x += 1) {
      const bar = Math.floor(x / 40);
      const barHeight = 20 + ((seed >>> (bar * 3)) & 7) * 10;
      const inBar = x % 40 >= 8 && x % 40 < 32 && y >= height - barHeight;
      const pixel = inBar ? [255, 255, 255] : y < height / 3 ? light : base;
      row.set(pixel, 1 + x * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const png = Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', new Uint8Array()),
  ]);
  return `data:image/png;base64,${png.toString('base64')}`;
}
