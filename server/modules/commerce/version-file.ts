/**
 * Serving one stored .aix version over a signed link: the stored bytes with
 * Content-Disposition, Content-Length, the sha256 as ETag and Range (resume). Shared
 * by a buyer's order links (delivery.ts) and a maker's links to their own builds
 * (own-download.ts), which differ only in who may ask for the link. The signed
 * manifest rides along in X-Aix-Manifest (base64url), X-Aix-Signature, X-Aix-Key-Id.
 */
import type { FastifyReply } from 'fastify';
import { SIGNATURE_HEADERS } from '#shared/api/signing';
import type { SignedManifest } from '#shared/domain/signed-manifest';
import { AppError, notFound } from '../../errors';
import type { BlobStorage, ByteRange } from '../../storage/storage';

/** One `bytes=a-b` range of a file of `size` bytes; undefined for the whole file. */
export function parseRange(
  header: string | undefined,
  size: number,
): ByteRange | undefined {
  if (!header) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  const unsatisfiable = new AppError(
    416,
    'RANGE_NOT_SATISFIABLE',
    'Range not satisfiable',
  );
  if (!match || (match[1] === '' && match[2] === '')) throw unsatisfiable;
  let start: number;
  let end: number;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) throw unsatisfiable;
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (!Number.isSafeInteger(start) || start >= size || end < start) throw unsatisfiable;
  return { start, end };
}

export interface VersionFile {
  storage_key: string;
  sha256: string;
  fileName: string;
  /** The version's signed manifest, repeated in X-Aix-* headers (issue 21 §3). */
  signed: SignedManifest;
}

export async function sendVersionFile(
  storage: BlobStorage,
  version: VersionFile,
  request: { range: string | undefined; ifRange: string | undefined },
  reply: FastifyReply,
) {
  const stored = await storage.head(version.storage_key);
  if (!stored) throw notFound('This file is missing from storage.');
  const size = stored.size;
  const etag = `"${version.sha256}"`;
  const ifRange = request.ifRange;
  const range =
    ifRange && ifRange !== etag
      ? undefined
      : (() => {
          try {
            return parseRange(request.range, size);
          } catch (error) {
            void reply.header('content-range', `bytes */${size}`);
            throw error;
          }
        })();
  const body = await storage.stream(version.storage_key, range);
  if (!body) throw notFound('This file is missing from storage.');
  void reply
    .header('content-type', 'application/octet-stream')
    .header('content-disposition', `attachment; filename="${version.fileName}"`)
    .header('etag', etag)
    .header('accept-ranges', 'bytes')
    .header('cache-control', 'private, no-store')
    .header('x-content-sha256', version.sha256)
    .header(
      SIGNATURE_HEADERS.manifest,
      Buffer.from(version.signed.manifest, 'utf8').toString('base64url'),
    )
    .header(SIGNATURE_HEADERS.signature, version.signed.signature)
    .header(SIGNATURE_HEADERS.keyId, version.signed.keyId);
  if (range) {
    void reply
      .status(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
      .header('content-length', range.end - range.start + 1);
  } else {
    void reply.header('content-length', size);
  }
  return reply.send(body);
}
