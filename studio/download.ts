/**
 * Saving a bought or free .aix to disk (studio and command line): the signed link
 * is streamed into `<name>.part` beside the target, resumed with Range when a part
 * is already there, checked against the server's sha256, and only then renamed to
 * its final name, so a half file never carries the real name.
 */
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeWebStream } from 'node:stream/web';
import type { DownloadLink } from '#shared/api/commerce';

export class DownloadError extends Error {
  override name = 'DownloadError';
}

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

/**
 * Downloads `link` (its `url` absolute) into `directory`; answers the saved path.
 * `signal` aborts mid-way and leaves the part file for a later resume.
 */
export async function downloadToDisk(
  link: DownloadLink,
  directory: string,
  options: { onProgress?: (progress: Progress) => void; signal?: AbortSignal } = {},
): Promise<{ file: string; sha256: string; resumedFrom: number }> {
  await mkdir(directory, { recursive: true });
  const target = path.join(directory, safeFileName(link.fileName));
  const part = `${target}.part`;
  let have = await sizeOf(part);
  if (have > link.size) {
    await rm(part, { force: true });
    have = 0;
  }
  const headers: Record<string, string> = {};
  if (have > 0) {
    headers.range = `bytes=${have}-`;
    // Resume only the same bytes: the ETag is the file's sha256.
    headers['if-range'] = `"${link.sha256}"`;
  }
  const response =
    have === link.size
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
    // 200 to a Range request means the server sends the whole file again.
    const resumedFrom = response.status === 206 ? have : 0;
    have = resumedFrom;
    const total = link.size;
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
  if (sha256 !== link.sha256) {
    await rm(part, { force: true });
    throw new DownloadError(
      `The downloaded file does not match the server's checksum (sha256 ${sha256}, expected ${link.sha256}). Nothing was saved; try again.`,
    );
  }
  await rename(part, target);
  return { file: target, sha256, resumedFrom: have };
}
