/**
 * Checking and re-encoding uploaded images with sharp. Every image is judged by
 * its bytes (sniff.ts), its header dimensions are bounded before any pixel is
 * decoded, and what is stored is always sharp's own re-encoding: metadata (EXIF,
 * GPS) is dropped and anything smuggled after the image data is gone.
 */
import sharp, { type Metadata, type Sharp } from 'sharp';
import { IMAGE_MIME, looksLikeSvg, sniffImageType, type ImageType } from './sniff';

export type ImageErrorCode =
  | 'IMAGE_EMPTY'
  | 'IMAGE_TOO_LARGE'
  | 'IMAGE_TYPE'
  | 'IMAGE_SVG'
  | 'IMAGE_DIMENSIONS'
  | 'IMAGE_CORRUPT';

const STATUS: Record<ImageErrorCode, number> = {
  IMAGE_EMPTY: 400,
  IMAGE_TOO_LARGE: 413,
  IMAGE_TYPE: 415,
  IMAGE_SVG: 415,
  IMAGE_DIMENSIONS: 400,
  IMAGE_CORRUPT: 400,
};

export class ImageError extends Error {
  readonly status: number;
  constructor(
    readonly code: ImageErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'ImageError';
    this.status = STATUS[code];
  }
}

export interface ImageLimits {
  maxBytes: number;
  /** Width × height, checked from the header before decoding. */
  maxPixels: number;
}

export const DEFAULT_IMAGE_LIMITS: ImageLimits = {
  maxBytes: 5 * 1024 * 1024,
  maxPixels: 25_000_000,
};

export interface ImageInfo {
  type: ImageType;
  mime: string;
  width: number;
  height: number;
  animated: boolean;
  frames: number;
}

const ACCEPTED = 'upload a PNG, JPEG, WebP or GIF';
const SHARP_SECONDS = 10;

export async function checkImage(
  bytes: Uint8Array,
  overrides: Partial<ImageLimits> = {},
): Promise<ImageInfo> {
  const limits = { ...DEFAULT_IMAGE_LIMITS, ...overrides };
  if (bytes.length === 0) throw new ImageError('IMAGE_EMPTY', 'The image is empty.');
  if (bytes.length > limits.maxBytes) {
    const mb = (n: number) => `${Math.round((n / 1024 / 1024) * 10) / 10} MB`;
    throw new ImageError(
      'IMAGE_TOO_LARGE',
      `The image is ${mb(bytes.length)}; the limit is ${mb(limits.maxBytes)}.`,
    );
  }
  const type = sniffImageType(bytes);
  if (!type) {
    if (looksLikeSvg(bytes)) {
      throw new ImageError('IMAGE_SVG', `SVG images are not accepted; ${ACCEPTED}.`);
    }
    throw new ImageError(
      'IMAGE_TYPE',
      `This file is not a supported image; ${ACCEPTED}.`,
    );
  }
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageError('IMAGE_CORRUPT', `The ${type.toUpperCase()} image is damaged.`);
  }
  const { width, height } = metadata;
  if (metadata.format !== type || !width || !height) {
    throw new ImageError('IMAGE_CORRUPT', `The ${type.toUpperCase()} image is damaged.`);
  }
  const pageHeight = metadata.pageHeight ?? height;
  if (width * pageHeight > limits.maxPixels) {
    throw new ImageError(
      'IMAGE_DIMENSIONS',
      `The image is ${width}×${pageHeight} pixels; the limit is ${limits.maxPixels.toLocaleString('en-US')} pixels.`,
    );
  }
  return {
    type,
    mime: IMAGE_MIME[type],
    width,
    height: pageHeight,
    animated: (metadata.pages ?? 1) > 1,
    frames: metadata.pages ?? 1,
  };
}

export interface EncodedImage {
  data: Buffer;
  mime: string;
  width: number;
  height: number;
}

async function encode(pipeline: Sharp, format: 'png' | 'webp'): Promise<EncodedImage> {
  try {
    const out = pipeline.timeout({ seconds: SHARP_SECONDS });
    const { data, info } = await (
      format === 'png' ? out.png() : out.webp({ quality: 90 })
    ).toBuffer({
      resolveWithObject: true,
    });
    return {
      data,
      mime: format === 'png' ? 'image/png' : 'image/webp',
      width: info.width,
      height: info.height,
    };
  } catch {
    throw new ImageError('IMAGE_CORRUPT', 'The image is damaged and could not be read.');
  }
}

/**
 * An extension icon: checked, the first frame of an animation, turned upright,
 * fitted inside a `size`×`size` transparent square.
 */
export async function processIcon(
  bytes: Uint8Array,
  options: { size?: number; format?: 'png' | 'webp' } & Partial<ImageLimits> = {},
): Promise<EncodedImage & { source: ImageInfo }> {
  const { size = 256, format = 'png', ...limits } = options;
  const source = await checkImage(bytes, limits);
  const open = () =>
    sharp(bytes, {
      failOn: 'error',
      limitInputPixels: limits.maxPixels ?? DEFAULT_IMAGE_LIMITS.maxPixels,
    }).autoOrient();
  const clear = { r: 0, g: 0, b: 0, alpha: 0 };
  const longest = Math.max(source.width, source.height);
  if (longest * 2 > size) {
    const pipeline = open().resize(size, size, { fit: 'contain', background: clear });
    return { ...(await encode(pipeline, format)), source };
  }
  // A small icon (often pixel art): blown up by a whole factor with the nearest
  // pixel, so edges stay crisp instead of a blurred smear, then centred.
  const upright = await open()
    .png()
    .toBuffer({ resolveWithObject: true })
    .catch(() => {
      throw new ImageError(
        'IMAGE_CORRUPT',
        'The image is damaged and could not be read.',
      );
    });
  const { width, height } = upright.info;
  const factor = Math.max(1, Math.floor(size / Math.max(width, height)));
  const [w, h] = [width * factor, height * factor];
  const pipeline = sharp(upright.data)
    .resize(w, h, { kernel: 'nearest' })
    .extend({
      top: Math.floor((size - h) / 2),
      bottom: Math.ceil((size - h) / 2),
      left: Math.floor((size - w) / 2),
      right: Math.ceil((size - w) / 2),
      background: clear,
    });
  return { ...(await encode(pipeline, format)), source };
}

/** Any other picture (screenshots, docs): checked, upright, no larger than `maxDimension`. */
export async function processImage(
  bytes: Uint8Array,
  options: { maxDimension?: number } & Partial<ImageLimits> = {},
): Promise<EncodedImage & { source: ImageInfo }> {
  const { maxDimension = 2048, ...limits } = options;
  const source = await checkImage(bytes, limits);
  const maxPixels = limits.maxPixels ?? DEFAULT_IMAGE_LIMITS.maxPixels;
  // Animations stay animated while all their frames together fit the pixel budget.
  const animated =
    source.animated && source.width * source.height * source.frames <= maxPixels;
  const pipeline = sharp(bytes, {
    failOn: 'error',
    animated,
    limitInputPixels: maxPixels,
  })
    .autoOrient()
    .resize(maxDimension, maxDimension, { fit: 'inside', withoutEnlargement: true });
  return { ...(await encode(pipeline, 'webp')), source };
}
