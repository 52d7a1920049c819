/**
 * Where uploaded files live. Files are content-addressed: the key is
 * `<namespace>/<sha256>`, so a key never points at different bytes over time and
 * storing the same file twice is free. Drivers: local disk (local.ts) and
 * S3-compatible object storage (s3.ts); config.ts picks one from the environment.
 */
import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';

export interface StoredFile {
  key: string;
  sha256: string;
  size: number;
}

export interface PutResult extends StoredFile {
  /** False when the same bytes were already stored. */
  created: boolean;
}

/** First and last byte offsets, inclusive, as in an HTTP Range header. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface PutOptions {
  /** Folder-like prefix: `aix`, `images`, … (lowercase letters, digits, dashes). */
  namespace?: string;
  contentType?: string;
}

export interface BlobStorage {
  readonly driver: 'local' | 's3';
  /** Stores bytes under their hash. Readers never see a partial file. */
  put(bytes: Uint8Array, options?: PutOptions): Promise<PutResult>;
  /** The bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Buffer | null>;
  /** A stream of the bytes (for downloads), or of `range` (inclusive offsets), or null. */
  stream(key: string, range?: ByteRange): Promise<Readable | null>;
  /** The size, or null when nothing is stored under the key. */
  head(key: string): Promise<{ size: number } | null>;
  /** Removes the file; removing a missing file is not an error. */
  delete(key: string): Promise<void>;
  /**
   * Every stored file with its last write time (local disk only), so files a crash
   * left without a registry row can be found; drivers that cannot list omit it.
   */
  listFiles?(): AsyncIterable<{ key: string; modifiedAt: Date }>;
}

export const DEFAULT_NAMESPACE = 'files';
const NAMESPACE = /^[a-z0-9][a-z0-9-]{0,31}$/;
const KEY = /^([a-z0-9][a-z0-9-]{0,31})\/([0-9a-f]{64})$/;

export class StorageKeyError extends Error {
  constructor(key: string) {
    super(`Not a storage key: ${JSON.stringify(key.slice(0, 100))}`);
    this.name = 'StorageKeyError';
  }
}

export function sha256Hex(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

export function makeKey(bytes: Uint8Array, namespace = DEFAULT_NAMESPACE): StoredFile {
  if (!NAMESPACE.test(namespace)) throw new StorageKeyError(`${namespace}/`);
  const sha256 = sha256Hex(bytes);
  return { key: `${namespace}/${sha256}`, sha256, size: bytes.length };
}

/**
 * Splits a key, refusing anything that is not exactly `<namespace>/<sha256>`: keys
 * reach the drivers from URLs and database rows, and the local driver turns them
 * into paths, so nothing else may pass.
 */
export function parseKey(key: string): { namespace: string; sha256: string } {
  const match = KEY.exec(key);
  if (!match?.[1] || !match[2]) throw new StorageKeyError(key);
  return { namespace: match[1], sha256: match[2] };
}
