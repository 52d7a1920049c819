/**
 * What an upload route does with an .aix: read it completely first, and only when
 * it passes, store its bytes (content-addressed). Also hands out the palette icon
 * packed inside, for the image pipeline to check and re-encode.
 */
import {
  AixError,
  quoteName,
  resolveLimits,
  type AixLimits,
  type AixMetadata,
} from '#shared/aix/index';
import type { BlobStorage, PutResult } from '../storage/storage';
import { readAix } from './read-aix';
import { openZip } from './zip-reader';

export const AIX_CONTENT_TYPE = 'application/zip';
const MAX_ICON_BYTES = 2 * 1024 * 1024;

export interface IngestedAix {
  metadata: AixMetadata;
  file: PutResult;
}

/** Reads, then stores. A refused file throws `AixError` and nothing is written. */
export async function ingestAix(
  storage: BlobStorage,
  bytes: Uint8Array,
  limits: Partial<AixLimits> = {},
): Promise<IngestedAix> {
  const metadata = await readAix(bytes, limits);
  const file = await storage.put(bytes, {
    namespace: 'aix',
    contentType: AIX_CONTENT_TYPE,
  });
  return { metadata, file };
}

/**
 * Bytes of the first component's packed icon (`aiwebres/…`), or null when the icon
 * is a URL, built in, or missing. Only call with a file `readAix` accepted.
 */
export async function readPackedIcon(
  bytes: Uint8Array,
  metadata: AixMetadata,
): Promise<Buffer | null> {
  const icon = metadata.components.find(
    component => component.icon.kind === 'asset',
  )?.icon;
  if (icon?.kind !== 'asset' || !icon.present) return null;
  const buffer = Buffer.isBuffer(bytes)
    ? bytes
    : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
  const zip = openZip(buffer, {
    label: 'The file',
    maxEntries: resolveLimits().maxEntries,
    maxEntryBytes: Number.MAX_SAFE_INTEGER,
    maxTotalBytes: Number.MAX_SAFE_INTEGER,
    checkNames: true,
    duplicates: 'reject',
  });
  const record = zip.directory.records.find(entry => entry.name === icon.path);
  if (!record) return null;
  if (record.size > MAX_ICON_BYTES) {
    throw new AixError(
      'ZIP_BOMB',
      `The icon ${quoteName(icon.path)} is larger than ${MAX_ICON_BYTES / 1024 / 1024} MB.`,
    );
  }
  return zip.read(record, true);
}
