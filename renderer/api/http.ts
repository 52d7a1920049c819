/**
 * The two backends of the spec as axios instances. One interceptor adds
 * `Authorization: Bearer <token>` and the user id header whenever a profile is
 * stored, for both. Errors become ApiError with the server's message.
 */
import axios, { AxiosError, type AxiosInstance } from 'axios';
import { isApiErrorBody, type ErrorCode } from '#shared/errors';
import type { Platform, StoredProfile } from '../platform/types';

export const USER_ID_HEADER = 'x-user-id';

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

function toApiError(error: unknown): ApiError {
  if (error instanceof AxiosError) {
    const body: unknown = error.response?.data;
    if (error.response && isApiErrorBody(body)) {
      return new ApiError(
        body.error.message,
        error.response.status,
        body.error.code,
        body.error.field,
      );
    }
    if (error.response) {
      return new ApiError(
        `The server answered ${error.response.status}`,
        error.response.status,
        'INTERNAL',
      );
    }
    return new ApiError(
      'Cannot reach AIX Market. Check your connection and try again.',
      0,
      'NETWORK',
    );
  }
  return new ApiError(
    error instanceof Error ? error.message : 'Unexpected error',
    0,
    'INTERNAL',
  );
}

export interface ApiClients {
  functions: AxiosInstance;
  app: AxiosInstance;
}

/** Builds both clients; `getProfile` is read on every request so sign-in/out apply at once. */
export function createApiClients(
  platform: Pick<Platform, 'functionsBaseUrl' | 'appBaseUrl'>,
  getProfile: () => StoredProfile | null,
): ApiClients {
  const make = (baseURL: string) => {
    const instance = axios.create({ baseURL, timeout: 20_000 });
    instance.interceptors.request.use(config => {
      const profile = getProfile();
      if (profile) {
        config.headers.set('Authorization', `Bearer ${profile.token}`);
        config.headers.set(USER_ID_HEADER, profile.id);
      }
      return config;
    });
    instance.interceptors.response.use(
      response => response,
      (error: unknown) => Promise.reject(toApiError(error)),
    );
    return instance;
  };
  return { functions: make(platform.functionsBaseUrl), app: make(platform.appBaseUrl) };
}
