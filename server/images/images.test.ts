import zlib from 'node:zlib';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkImage, ImageError, processIcon, processImage } from './images';
import { looksLikeSvg, sniffImageType, type ImageType } from './sniff';

/** Real images made by sharp: a red-to-blue gradient-ish square with an alpha corner. */
async function makeImage(type: ImageType, width = 300, height = 200): Promise<Buffer> {
  const base = sharp({
    create: {
      width,
      height,
      channels: 4,
      background: { r: 200, g: 30, b: 60, alpha: 1 },
    },
  });
  const encoded = {
    png: () => base.png(),
    jpeg: () => base.jpeg(),
    webp: () => base.webp(),
    gif: () => base.gif(),
  }[type]();
  return encoded.toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type), data]);
  const chunk = Buffer.alloc(8 + data.length + 4);
  chunk.writeUInt32BE(data.length, 0);
  body.copy(chunk, 4);
  chunk.writeUInt32BE(zlib.crc32(body), 4 + body.length);
  return chunk;
}

/** A tiny PNG whose header claims a size its 10 bytes of pixels never fill. */
function pngHeader(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', zlib.deflateSync(Buffer.alloc(10))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const SVG = Buffer.from(
  '\ufeff  <?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
);

async function errorOf(promise: Promise<unknown>): Promise<ImageError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ImageError);
  return error as ImageError;
}

const images = new Map<ImageType, Buffer>();
beforeAll(async () => {
  for (const type of ['png', 'jpeg', 'webp', 'gif'] as const)
    images.set(type, await makeImage(type));
});

describe('sniffImageType', () => {
  it('knows the four formats by their bytes and nothing else', () => {
    for (const [type, bytes] of images) expect(sniffImageType(bytes)).toBe(type);
    expect(sniffImageType(SVG)).toBeNull();
    expect(sniffImageType(Buffer.from('RIFF\0\0\0\0WAVE'))).toBeNull();
    expect(looksLikeSvg(SVG)).toBe(true);
    expect(looksLikeSvg(Buffer.from('<svg/>'))).toBe(true);
    expect(looksLikeSvg(images.get('png') ?? Buffer.alloc(0))).toBe(false);
  });
});

describe('checkImage', () => {
  it('accepts PNG, JPEG, WebP and GIF with their real size', async () => {
    for (const [type, bytes] of images) {
      await expect(checkImage(bytes)).resolves.toMatchObject({
        type,
        width: 300,
        height: 200,
      });
    }
  });

  it('refuses an SVG renamed .png, whatever the client claims', async () => {
    const error = await errorOf(checkImage(SVG));
    expect(error).toMatchObject({ code: 'IMAGE_SVG', status: 415 });
    expect(error.message).toBe(
      'SVG images are not accepted; upload a PNG, JPEG, WebP or GIF.',
    );
  });

  it('refuses other files, empty files and files over the size limit', async () => {
    expect((await errorOf(checkImage(Buffer.from('%PDF-1.7')))).code).toBe('IMAGE_TYPE');
    expect((await errorOf(checkImage(Buffer.alloc(0)))).code).toBe('IMAGE_EMPTY');
    const big = await errorOf(
      checkImage(images.get('png') ?? Buffer.alloc(0), { maxBytes: 100 }),
    );
    expect(big).toMatchObject({ code: 'IMAGE_TOO_LARGE', status: 413 });
  });

  it('refuses huge dimensions from the header, before decoding', async () => {
    const error = await errorOf(checkImage(pngHeader(100_000, 100_000)));
    expect(error.code).toBe('IMAGE_DIMENSIONS');
    expect(error.message).toContain('100000×100000');
  });

  it('refuses a damaged image with the right magic number', async () => {
    const png = images.get('png') ?? Buffer.alloc(0);
    const garbage = Buffer.concat([png.subarray(0, 8), Buffer.alloc(64, 7)]);
    expect((await errorOf(checkImage(garbage))).code).toBe('IMAGE_CORRUPT');
  });
});

describe('processIcon', () => {
  it('re-encodes every format to a 256×256 PNG with transparent padding', async () => {
    for (const bytes of images.values()) {
      const icon = await processIcon(bytes);
      expect(icon).toMatchObject({ mime: 'image/png', width: 256, height: 256 });
      const meta = await sharp(icon.data).metadata();
      expect(meta).toMatchObject({
        format: 'png',
        width: 256,
        height: 256,
        hasAlpha: true,
      });
      // The 300×200 source is letterboxed: the top row is transparent padding.
      const { data } = await sharp(icon.data).raw().toBuffer({ resolveWithObject: true });
      expect(data[3]).toBe(0);
    }
  });

  it('blows a small icon up by whole pixels (crisp, no blur) and centres it', async () => {
    // A 16×16 checkerboard of 4×4 cells: pixel art.
    const raw = Buffer.alloc(16 * 16 * 4);
    for (let y = 0; y < 16; y += 1) {
      for (let x = 0; x < 16; x += 1) {
        const dark = (Math.floor(x / 4) + Math.floor(y / 4)) % 2 === 0;
        raw.set(dark ? [0, 0, 0, 255] : [255, 255, 255, 255], (y * 16 + x) * 4);
      }
    }
    const small = await sharp(raw, { raw: { width: 16, height: 16, channels: 4 } })
      .png()
      .toBuffer();
    const icon = await processIcon(small);
    expect(icon).toMatchObject({ width: 256, height: 256 });
    const { data } = await sharp(icon.data).raw().toBuffer({ resolveWithObject: true });
    const colours = new Set<string>();
    for (let i = 0; i < data.length; i += 4) colours.add(`${data[i]},${data[i + 3]}`);
    // Only the two source colours: no in-between greys a smoothing kernel makes.
    expect([...colours].sort()).toEqual(['0,255', '255,255']);

    // 24×24 is ×10 = 240 pixels, centred with 8 transparent pixels each side.
    const odd = await sharp({
      create: { width: 24, height: 24, channels: 4, background: '#ff0000' },
    })
      .png()
      .toBuffer();
    const centred = await processIcon(odd);
    const pixels = (await sharp(centred.data).raw().toBuffer()) as Buffer;
    const alphaAt = (x: number, y: number) => pixels[(y * 256 + x) * 4 + 3];
    expect([
      alphaAt(7, 128),
      alphaAt(8, 128),
      alphaAt(247, 128),
      alphaAt(248, 128),
    ]).toEqual([0, 255, 255, 0]);
  });

  it('can produce WebP and other sizes, and drops trailing smuggled bytes', async () => {
    const smuggled = Buffer.concat([
      images.get('jpeg') ?? Buffer.alloc(0),
      Buffer.from('<?php evil(); ?>'),
    ]);
    const icon = await processIcon(smuggled, { size: 64, format: 'webp' });
    expect(icon).toMatchObject({ mime: 'image/webp', width: 64, height: 64 });
    expect(icon.data.includes(Buffer.from('evil'))).toBe(false);
  });

  it('refuses an image whose pixels are missing when decoding it', async () => {
    await expect(checkImage(pngHeader(50, 50))).resolves.toMatchObject({ width: 50 });
    expect((await errorOf(processIcon(pngHeader(50, 50)))).code).toBe('IMAGE_CORRUPT');
  });

  it('refuses an SVG posing as an icon', async () => {
    expect((await errorOf(processIcon(SVG))).code).toBe('IMAGE_SVG');
  });
});

describe('processImage', () => {
  it('shrinks large pictures to fit and never enlarges small ones', async () => {
    const large = await makeImage('png', 3000, 1000);
    await expect(processImage(large)).resolves.toMatchObject({
      mime: 'image/webp',
      width: 2048,
      height: 683,
    });
    const small = await processImage(images.get('gif') ?? Buffer.alloc(0));
    expect(small).toMatchObject({ width: 300, height: 200 });
  });
});
