/**
 * Saving a bought or free .aix to disk (studio and command line): the signed link
 * is streamed into `<name>.part` beside the target, resumed with Range when a part
 * is already there, checked against the server's signed manifest (Ed25519 signature
 * by a published key, then sha256 and size: studio/verify-download.ts), and only
 * then renamed to its final name, so a half or forged file never carries the real
 * name. Anything refused leaves no part file behind.
 */
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeWebStream } from 'node:stream/web';
import type { DownloadLink } from '#shared/api/commerce';
import { SIGNATURE_HEADERS, type SigningKeysResponse } from '#shared/api/signing';
import type { VersionManifest } from '#shared/domain/signed-manifest';
import { DownloadError } from './download-error';
import {
  SignatureError,
  checkBytes,
  fetchSigningKeys,
  signingKeysUrl,
  verifySignedManifest,
} from './verify-download';

export { DownloadError };

export interface Progress {
  received: number;
  total: number;
}

async function sizeOf(file: string): Promise<number> {
  try {
    return (await stat(file)).size;
  } catch {
    return 0;
  }
}

async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

/** A file name from the server, reduced to one safe path segment. */
export function safeFileName(name: string): string {
  const base = path.basename(name.replace(/\\/g, '/'));
  const clean = base.replace(/[^A-Za-z0-9._-]+/g, '_').replace(/^\.+/, '');
  return clean.length > 0 ? clean.slice(0, 120) : 'extension.aix';
}

/** The file's own X-Aix-* headers, when sent, must repeat the link's signed manifest. */
function assertSameSignature(response: Response, link: DownloadLink): void {
  const manifest = response.headers.get(SIGNATURE_HEADERS.manifest);
  if (manifest === null) return;
  const same =
    Buffer.from(manifest, 'base64url').toString('utf8') === link.signed.manifest &&
    response.headers.get(SIGNATURE_HEADERS.signature) === link.signed.signature &&
    response.headers.get(SIGNATURE_HEADERS.keyId) === link.signed.keyId;
  if (!same) {
    throw new SignatureError(
      'The file arrived with a different signature than the download answer gave. Nothing was saved.',
    );
  }
}

/**
 * Downloads `link` (its `url` absolute) into `directory`; answers the saved path.
 * `keys` are the server's published signing keys (fetched from the link's server
 * when not given). `signal` aborts mid-way and leaves the part file for a resume.
 */
export async function downloadToDisk(
  link: DownloadLink,
  directory: string,
  options: {
    onProgress?: (progress: Progress) => void;
    signal?: AbortSignal;
    keys?: SigningKeysResponse;
  } = {},
): Promise<{ file: string; sha256: string; resumedFrom: number; keyId: string }> {
  await mkdir(directory, { recursive: true });
  const target = path.join(directory, safeFileName(link.fileName));
  const part = `${target}.part`;
  const refuse = async (error: unknown): Promise<never> => {
    await rm(part, { force: true });
    throw error;
  };
  const keys =
    options.keys ?? (await fetchSigningKeys(signingKeysUrl(link.url), options.signal));
  // Checked before a byte is fetched: a forged answer never reaches the disk.
  let manifest: VersionManifest;
  try {
    manifest = verifySignedManifest(link.signed, keys);
  } catch (error) {
    return refuse(error);
  }
  let have = await sizeOf(part);
  if (have > manifest.size) {
    await rm(part, { force: true });
    have = 0;
  }
  const headers: Record<string, string> = {};
  if (have > 0) {
    headers.range = `bytes=${have}-`;
    // Resume only the same bytes: the ETag is the file's sha256.
    headers['if-range'] = `"${manifest.sha256}"`;
  }
  const response =
    have === manifest.size
      ? null
      : await fetch(link.url, {
          headers,
          ...(options.signal ? { signal: options.signal } : {}),
        });
  if (response) {
    if (response.status === 410 || response.status === 403) {
      throw new DownloadError(
        'The download link expired. Ask for a new one and try again.',
      );
    }
    if (!response.ok || !response.body) {
      throw new DownloadError(`The server answered ${response.status} to the download.`);
    }
    try {
      assertSameSignature(response, link);
    } catch (error) {
      await response.body.cancel();
      return refuse(error);
    }
    // 200 to a Range request means the server sends the whole file again.
    const resumedFrom = response.status === 206 ? have : 0;
    have = resumedFrom;
    const total = manifest.size;
    let received = have;
    // fetch's body is Node's web stream at run time; the DOM lib types it apart.
    const counted = Readable.fromWeb(response.body as NodeWebStream<Uint8Array>).on(
      'data',
      (chunk: Buffer) => {
        received += chunk.length;
        options.onProgress?.({ received, total });
      },
    );
    await pipeline(
      counted,
      createWriteStream(part, { flags: resumedFrom > 0 ? 'a' : 'w' }),
    );
  }
  const sha256 = await sha256Of(part);
  try {
    checkBytes(manifest, { sha256, size: await sizeOf(part) });
  } catch (error) {
    return refuse(error);
  }
  await rename(part, target);
  return { file: target, sha256, resumedFrom: have, keyId: link.signed.keyId };
}
