/**
 * The one error every API call fails with, whatever went wrong: the server's
 * answer (its code, message and field), no answer (NETWORK), or a fault of ours.
 * Without axios: the browser's first load has no HTTP library (see http.ts), and
 * axios's own failures are turned into ApiErrors where it is loaded
 * (axios-transport.ts).
 */
import type { ErrorCode } from '../../errors';

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: ErrorCode | 'NETWORK',
    readonly field?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** An ApiError as it is; anything else as an INTERNAL one with its message. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  return new ApiError(
    error instanceof Error ? error.message : 'Unexpected error',
    0,
    'INTERNAL',
  );
}
