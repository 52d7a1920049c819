/** Expected errors carry a code from shared/errors.ts and become clean JSON responses. */
import type { ErrorCode } from '#shared/errors';
import { isUniqueViolation } from './db/executor';

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, field?: string) =>
  new AppError(400, 'BAD_REQUEST', message, field);
export const notFound = (message: string) => new AppError(404, 'NOT_FOUND', message);
export const unauthorized = (message = 'Sign in to continue') =>
  new AppError(401, 'UNAUTHORIZED', message);
export const forbidden = (message = 'You are not allowed to do this') =>
  new AppError(403, 'FORBIDDEN', message);

/** A unique-key violation in the spec's shape: code 11000 with the offending field. */
export const duplicateKey = (field: string) =>
  new AppError(409, 11000, `${field} already exists`, field);

/**
 * The column a unique violation is about: SQLite names `table.column` or, for an
 * expression index, the index (`<table>_lower_<column>_unique` by our convention);
 * PostgreSQL's detail names the key, `(column)` or `(lower(column::text))`.
 */
const UNIQUE_COLUMN =
  /UNIQUE constraint failed: (?:\w+\.(\w+)|index '\w+?_lower_(\w+?)_unique')|Key \((?:lower\()?(\w+)(?:::\w+)?\)?\)=/;

/** Maps SQLite's and PostgreSQL's unique-violation errors to a duplicate-key AppError. */
export function fromUniqueViolation(
  error: unknown,
  fieldOf: (column: string) => string = c => c,
): AppError | undefined {
  if (!(error instanceof Error)) return undefined;
  if (!isUniqueViolation(error)) return undefined;
  const rawDetail = (error as { detail?: unknown }).detail;
  const detail = `${error.message} ${typeof rawDetail === 'string' ? rawDetail : ''}`;
  const match = UNIQUE_COLUMN.exec(detail);
  const column = match?.[1] ?? match?.[2] ?? match?.[3] ?? 'key';
  return duplicateKey(fieldOf(column));
}
