/**
 * The HTTP library and what its failures mean, loaded together by http.ts on the
 * first request (never on a first visit that only reads): an axios instance per
 * client, and every axios failure as one ApiError, the server's 400s in plain
 * sentences (friendly-validation.ts).
 */
import axios, { type AxiosAdapter, type AxiosError, type AxiosInstance } from 'axios';
import { isApiErrorBody } from '../../errors';
import { ApiError, toApiError } from './api-error';
import { friendlyValidationMessage } from './friendly-validation';

export function createAxios(options: {
  timeoutMs: number;
  adapter: AxiosAdapter | undefined;
}): AxiosInstance {
  return axios.create({
    timeout: options.timeoutMs,
    ...(options.adapter ? { adapter: options.adapter } : {}),
  });
}

export function fromAxiosError(error: unknown): ApiError {
  if (!axios.isAxiosError(error)) return toApiError(error);
  const failed: AxiosError = error;
  const body: unknown = failed.response?.data;
  if (failed.response && isApiErrorBody(body)) {
    const message =
      failed.response.status === 400
        ? friendlyValidationMessage(body.error.message, body.error.field)
        : body.error.message;
    return new ApiError(
      message,
      failed.response.status,
      body.error.code,
      body.error.field,
    );
  }
  if (failed.response) {
    return new ApiError(
      `The server answered ${failed.response.status}`,
      failed.response.status,
      'INTERNAL',
    );
  }
  if (failed.code === 'ERR_CANCELED') {
    return new ApiError('The request was cancelled.', 0, 'NETWORK');
  }
  return new ApiError(
    'Cannot reach AIX Market. Check your connection and try again.',
    0,
    'NETWORK',
  );
}
