/**
 * How an upload arrives: a bounded number at once (per user and in all, else 429),
 * within the user's storage quota (else 413), streamed to a spool file with a size
 * cap instead of being buffered whole while it trickles in. A body that is not valid
 * multipart/form-data is the caller's fault: 400, never 500.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, open, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import {
  MAX_AIX_BYTES,
  MAX_ATTACHMENT_BYTES,
  MAX_IMAGE_BYTES,
  UPLOAD_FILE_FIELD,
  UPLOAD_PURPOSES,
  UPLOAD_PURPOSE_FIELD,
  type UploadPurpose,
} from '#shared/api/uploads';
import type { UploadsConfig } from '../../config/uploads';
import { AppError, badRequest } from '../../errors';

const MB = 1024 * 1024;
const CAPS: Record<UploadPurpose, number> = {
  aix: MAX_AIX_BYTES,
  attachment: MAX_ATTACHMENT_BYTES,
  icon: MAX_IMAGE_BYTES,
  image: MAX_IMAGE_BYTES,
};

export const tooLarge = (bytes: number) =>
  new AppError(
    413,
    'PAYLOAD_TOO_LARGE',
    `The file is larger than ${bytes / MB} MB.`,
    'file',
  );

/** `incoming`: the file that would not fit, when it is the one going past the quota. */
export function quotaFull(used: number, quota: number, incoming = false): AppError {
  const mb = (bytes: number) => `${Math.round((bytes / MB) * 10) / 10} MB`;
  const what = incoming
    ? `This file does not fit in your storage (${mb(used)} of ${mb(quota)} used).`
    : `Your storage is full (${mb(used)} of ${mb(quota)} used).`;
  return new AppError(
    413,
    'PAYLOAD_TOO_LARGE',
    `${what} Delete drafts or old versions to upload more.`,
    'file',
  );
}

/** Counts uploads in progress; `enter` refuses with 429 when a limit is reached. */
export class UploadGate {
  #total = 0;
  readonly #byUser = new Map<string, number>();

  constructor(private readonly limits: Pick<UploadsConfig, 'perUser' | 'inFlight'>) {}

  /** Returns the function that ends this upload's turn (call it exactly once). */
  enter(userId: string): () => void {
    const mine = this.#byUser.get(userId) ?? 0;
    if (mine >= this.limits.perUser) {
      throw new AppError(
        429,
        'RATE_LIMITED',
        mine === 1
          ? 'You already have an upload in progress. Wait for it to finish, then try again.'
          : `You already have ${mine} uploads in progress. Wait for one to finish, then try again.`,
      );
    }
    if (this.#total >= this.limits.inFlight) {
      throw new AppError(
        429,
        'RATE_LIMITED',
        'AIX Market is receiving many uploads right now. Try again in a minute.',
      );
    }
    this.#total += 1;
    this.#byUser.set(userId, mine + 1);
    let left = false;
    return () => {
      if (left) return;
      left = true;
      this.#total -= 1;
      const now = (this.#byUser.get(userId) ?? 1) - 1;
      if (now > 0) this.#byUser.set(userId, now);
      else this.#byUser.delete(userId);
    };
  }
}

function purposeFrom(value: unknown): UploadPurpose | undefined {
  const raw: unknown =
    typeof value === 'object' && value !== null && 'value' in value
      ? value.value
      : undefined;
  if (raw === undefined) return undefined;
  const known = UPLOAD_PURPOSES.find(purpose => purpose === raw);
  if (known) return known;
  throw badRequest(`"purpose" must be one of ${UPLOAD_PURPOSES.join(', ')}`, 'purpose');
}

/** Errors of ours and HTTP errors keep their status; a parser's error is a bad body. */
function asBadBody(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const status = (error as { statusCode?: unknown }).statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) return error;
  const code = (error as { code?: unknown }).code;
  // A disk or system failure (ENOSPC, EACCES…) is ours, not the caller's.
  if (typeof code === 'string' && /^E[A-Z]+$/.test(code)) return error;
  const why = error instanceof Error ? error.message : 'unreadable';
  return badRequest(`The upload is not valid multipart/form-data (${why}).`, 'file');
}

export interface ReceivedFile {
  purpose: UploadPurpose;
  filename: string;
  bytes: Buffer;
}

/**
 * Streams the one file part to the spool folder, stopping at the purpose's cap and
 * at `room` (what is left of the quota), then hands its bytes on. The spool file is
 * removed whatever happens.
 */
export async function receiveFile(
  request: FastifyRequest,
  options: {
    spoolDir: string;
    room: number;
    used: number;
    quota: number;
    purpose?: UploadPurpose;
  },
): Promise<ReceivedFile> {
  const spooled = path.join(options.spoolDir, randomUUID());
  try {
    const part = await request.file().catch((error: unknown) => {
      throw asBadBody(error);
    });
    if (!part || part.fieldname !== UPLOAD_FILE_FIELD) {
      throw badRequest(`No file part named "${UPLOAD_FILE_FIELD}" was sent.`, 'file');
    }
    const purpose =
      options.purpose ?? purposeFrom(part.fields[UPLOAD_PURPOSE_FIELD]) ?? 'image';
    const cap = CAPS[purpose];
    let received = 0;
    const limit = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        received += chunk.length;
        if (received > cap) return done(tooLarge(cap));
        if (received > options.room)
          return done(quotaFull(options.used, options.quota, true));
        done(null, chunk);
      },
    });
    await mkdir(options.spoolDir, { recursive: true, mode: 0o700 });
    // Created before any byte flows: a stream opened lazily could create the file
    // after a refused upload's clean-up below had already run, and leave it behind.
    const file = await open(spooled, 'w', 0o600);
    await pipeline(part.file, limit, file.createWriteStream()).catch((error: unknown) => {
      throw asBadBody(error);
    });
    // The parser's own cap (the largest purpose's) ends the stream without an error.
    if (part.file.truncated) throw tooLarge(cap);
    return { purpose, filename: part.filename, bytes: await readFile(spooled) };
  } finally {
    await rm(spooled, { force: true });
  }
}
