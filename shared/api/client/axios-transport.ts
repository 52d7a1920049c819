/**
 * How a request travels, loaded by http.ts with the HTTP library on the first
 * request (never on a first visit that only reads): an axios instance per client,
 * the session and revalidation headers, the mark of this tab's own writes, and
 * every axios failure as one ApiError, the server's 400s in plain sentences
 * (friendly-validation.ts).
 */
import axios, { type AxiosAdapter, type AxiosError } from 'axios';
import { isApiErrorBody } from '../../errors';
import { ROUTES, type Backend, type PathParams, type Route } from '../routes';
import { ApiError, toApiError } from './api-error';
import { friendlyValidationMessage } from './friendly-validation';
import type { RequestOptions } from './http';

/**
 * Public reads may come from the browser's cache for up to max-age +
 * stale-while-revalidate (server/plugins/http-cache.ts). For that long after this
 * client changed something, its reads ask past the cache, so a maker sees their own
 * edit and a buyer their own like. Only towards the page's own origin: a request
 * header a separate backend's CORS does not list would fail there.
 */
export const OWN_WRITE_WINDOW_MS = 330_000;
const WROTE_AT_KEY = 'aix-market:wrote-at';
/** A browser's sessionStorage, where there is one (shared/ has no DOM types). */
const tabStorage = ():
  | { getItem(key: string): string | null; setItem(key: string, value: string): void }
  | undefined =>
  (
    globalThis as {
      sessionStorage?: {
        getItem(key: string): string | null;
        setItem(key: string, value: string): void;
      };
    }
  ).sessionStorage;

function storedWriteAt(): number {
  try {
    return Number(tabStorage()?.getItem(WROTE_AT_KEY) ?? '') || -Infinity;
  } catch {
    return Number.NEGATIVE_INFINITY;
  }
}

function storeWriteAt(at: number): void {
  try {
    tabStorage()?.setItem(WROTE_AT_KEY, String(at));
  } catch {
    // No storage (Node, a locked-down browser): the in-memory mark still works.
  }
}

/** Calls that change nothing a public read shows: reads with a body, page-view events, messages. */
const CHANGES_NO_PUBLIC_READ: ReadonlySet<Route> = new Set<Route>([
  ROUTES.listAll,
  ROUTES.myExtensions,
  ROUTES.getExtensions,
  ROUTES.orders,
  ROUTES.favouritesById,
  ROUTES.recordEvent,
  ROUTES.contactUs,
  ROUTES.feedback,
  ROUTES.reportExtension,
  ROUTES.aiCreateCurl,
  ROUTES.aiCreateCurlSignedIn,
]);

/** A client's requests, once the library is here. */
export type Requester = <T, P extends string>(
  route: Route<P>,
  init?: RequestOptions<P>,
) => Promise<T>;

export function createRequester(options: {
  timeoutMs: number;
  adapter: AxiosAdapter | undefined;
  urlOf: <P extends string>(route: Route<P>, params?: PathParams<P>) => string;
  /** The stored session's headers, read on every request. */
  sessionHeaders: () => Record<string, string>;
  revalidates: (backend: Backend) => boolean;
}): Requester {
  const http = axios.create({
    timeout: options.timeoutMs,
    ...(options.adapter ? { adapter: options.adapter } : {}),
  });
  // Kept in the tab's sessionStorage too (where there is one): a maker who unpublishes
  // and reloads must not get the published page back from the browser's cache.
  let wroteAt = storedWriteAt();
  return async <T, P extends string>(route: Route<P>, init?: RequestOptions<P>) => {
    const headers = options.sessionHeaders();
    const recentWrite =
      Date.now() - Math.max(wroteAt, storedWriteAt()) < OWN_WRITE_WINDOW_MS;
    if (route.method === 'GET' && recentWrite && options.revalidates(route.backend)) {
      headers['cache-control'] = 'no-cache';
    }
    for (const [name, value] of Object.entries(init?.headers ?? {})) {
      const key = name.toLowerCase();
      if (value === null) delete headers[key];
      else headers[key] = value;
    }
    try {
      const response = await http.request<T>({
        method: route.method,
        url: options.urlOf(route, init?.params),
        params: init?.query,
        data: init?.body,
        headers,
        signal: init?.signal,
        timeout: init?.timeout,
        responseType: init?.responseType,
        onUploadProgress: init?.onUploadProgress
          ? event => {
              if (event.total) init.onUploadProgress?.(event.loaded / event.total);
            }
          : undefined,
        onDownloadProgress: init?.onDownloadProgress
          ? event => init.onDownloadProgress?.(event.loaded, event.total)
          : undefined,
      });
      if (route.method !== 'GET' && !CHANGES_NO_PUBLIC_READ.has(route)) {
        wroteAt = Date.now();
        storeWriteAt(wroteAt);
      }
      return response.data;
    } catch (error) {
      throw fromAxiosError(error);
    }
  };
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
