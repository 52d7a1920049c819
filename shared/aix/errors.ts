/**
 * Why an .aix was refused. Every code comes with a one-line message meant for the
 * maker who uploaded the file; the server maps codes to HTTP statuses with
 * `aixErrorStatus`, the command line prints `{ error: { code, message } }`.
 */
export const AIX_ERROR_CODES = [
  'FILE_NOT_FOUND',
  'FILE_EMPTY',
  'FILE_TOO_LARGE',
  'NOT_A_ZIP',
  'ZIP_CORRUPT',
  'ZIP_UNSUPPORTED',
  'TOO_MANY_ENTRIES',
  'ZIP_BOMB',
  'UNSAFE_PATH',
  'DUPLICATE_ENTRY',
  'NO_DESCRIPTOR',
  'DESCRIPTOR_EMPTY',
  'DESCRIPTOR_INVALID',
  'BUILD_INFO_INVALID',
  'JSON_TOO_LARGE',
] as const;
export type AixErrorCode = (typeof AIX_ERROR_CODES)[number];

export class AixError extends Error {
  constructor(
    readonly code: AixErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'AixError';
  }

  toJSON(): { code: AixErrorCode; message: string } {
    return { code: this.code, message: this.message };
  }
}

export function isAixError(value: unknown): value is AixError {
  return value instanceof AixError;
}

/** HTTP status for an upload refused with this code: too big is 413, the rest 400. */
export function aixErrorStatus(code: AixErrorCode): number {
  if (code === 'FILE_TOO_LARGE') return 413;
  if (code === 'FILE_NOT_FOUND') return 404;
  return 400;
}

/** Quotes an entry name for a message: JSON escapes control characters, long names are cut. */
export function quoteName(name: string, max = 100): string {
  const cut = name.length > max ? `${name.slice(0, max)}…` : name;
  return JSON.stringify(cut);
}

/** "3.2 MB" style sizes for messages (binary megabytes, one decimal below 10). */
export function megabytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  if (mb >= 10) return `${Math.round(mb)} MB`;
  return `${Math.round(mb * 10) / 10} MB`;
}
