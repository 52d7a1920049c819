/**
 * Error codes the server answers with and the UI understands. Every expected
 * error is `{ error: { code, message, field? } }`; numeric codes keep the
 * spec's backend numbers (11000 duplicate key, 6555 reserved username).
 */
export const ERROR_CODES = [
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'GONE',
  'RANGE_NOT_SATISFIABLE',
  'PROVIDER_ERROR',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number] | 11000 | 6555;

export interface ApiErrorBody {
  error: {
    code: ErrorCode;
    message: string;
    /** The form field a duplicate key or validation error belongs to. */
    field?: string;
  };
}

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const { error } = value;
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    'message' in error &&
    typeof error.message === 'string'
  );
}
