/**
 * The one HTTP client of both backends, for every caller: the renderer (web and
 * desktop), the studio's main process and the command line (axios runs in browsers
 * and under Node alike). It takes the route from shared/api/routes.ts, so the route
 * decides which base URL a call goes to, never the caller; it adds the session
 * headers when a session is given and turns every failure into one ApiError.
 */
import type { AxiosAdapter, ResponseType } from 'axios';
import { HEADERS, ROUTES, type Backend, type PathParams, type Route } from '../routes';
import { ApiError, toApiError } from './api-error';
import type * as Transport from './axios-transport';

export { ApiError, toApiError };

/** Who is calling: a session token with its user id, or an access token alone. */
export interface ApiSession {
  token: string;
  /** Sent as `x-user-id` with session tokens; access tokens carry none (null). */
  userId: string | null;
}

export interface ApiClientOptions {
  /** Base URLs of the two backends ('' means the page's own origin). */
  baseUrls: Record<Backend, string>;
  /** Read on every request, so signing in or out applies at once. */
  session(): ApiSession | null;
  /** Default per-request time-out in milliseconds (20 s). */
  timeoutMs?: number;
  /**
   * Which backends' reads may carry `Cache-Control: no-cache` after this client's own
   * writes (OWN_WRITE_WINDOW_MS). Default: those at the page's own origin ('' base URL).
   */
  revalidatesAfterWrite?: (backend: Backend) => boolean;
  /**
   * How requests travel when not over the network: the server-side page render
   * answers its own API calls in process (see web/entry-server.tsx).
   */
  adapter?: AxiosAdapter;
}

export type RequestOptions<P extends string> = {
  query?: object;
  body?: unknown;
  /** Extra headers; `null` removes a session header (sign-in calls send their own). */
  headers?: Record<string, string | null>;
  signal?: AbortSignal;
  timeout?: number;
  /** 0..1 while a request body goes up. */
  onUploadProgress?: (fraction: number) => void;
  /** Bytes received so far and the total when the server sent a length. */
  onDownloadProgress?: (loaded: number, total: number | undefined) => void;
  responseType?: ResponseType;
} & ([keyof PathParams<P>] extends [never]
  ? { params?: undefined }
  : { params: PathParams<P> });

export interface ApiClient {
  request<T, P extends string = string>(
    route: Route<P>,
    options?: RequestOptions<P>,
  ): Promise<T>;
  /** The absolute (or page-relative) URL of a route, for links and downloads. */
  urlOf<P extends string>(route: Route<P>, params?: PathParams<P>): string;
  /**
   * Where a stored site path (an icon's `/private/api/files/...`) loads from: the
   * base URL of the backend whose route serves it. Other URLs come back unchanged.
   */
  resolve(this: void, url: string): string;
  /**
   * Fire and forget (analytics events): never throws, never waits. Where the
   * platform has `fetch` it goes out with it (keepalive, so a view recorded as the
   * tab closes still arrives) and loads no HTTP library: a server-rendered page that
   * only records its view needs no axios on a first visit (issue 18).
   */
  send<P extends string>(route: Route<P>, options: SendOptions<P>): void;
}

export type SendOptions<P extends string> = { body: unknown } & ([
  keyof PathParams<P>,
] extends [never]
  ? { params?: undefined }
  : { params: PathParams<P> });

/** The platform's fetch where there is one (browsers, Node 18+); shared/ has no DOM types. */
type Fetch = (
  url: string,
  init: {
    method: string;
    headers: Record<string, string>;
    body: string;
    keepalive: boolean;
  },
) => Promise<unknown>;

function fill<P extends string>(route: Route<P>, params?: PathParams<P>): string {
  // Both builder shapes are one function at run time (shared/api/routes.ts).
  const build = route.url as (params?: PathParams<P>) => string;
  return build(params);
}

/**
 * axios is not in the page's first load: a server-rendered page hydrates from
 * embedded answers and records its view with `send`, so nothing needs an HTTP
 * client until the visitor acts. The first request loads it, with the turning of
 * its failures into ApiErrors (./axios-transport.ts); web/main.tsx starts the load
 * at the visitor's first touch, key or pointer, so that request rarely waits. A
 * failed load is retried by the next request.
 */
let loadingTransport: Promise<typeof Transport> | undefined;
export function loadHttp(): Promise<typeof Transport> {
  if (!loadingTransport) {
    loadingTransport = import('./axios-transport');
    // Handled here so a failed load is reported by the request that needs it, not as unhandled.
    loadingTransport.catch(() => (loadingTransport = undefined));
  }
  return loadingTransport;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  let requester: Promise<Transport.Requester> | undefined;
  const transport = () => {
    if (!requester) {
      requester = loadHttp().then(({ createRequester }) =>
        createRequester({
          timeoutMs: options.timeoutMs ?? 20_000,
          adapter: options.adapter,
          urlOf,
          sessionHeaders: storedSessionHeaders,
          revalidates,
        }),
      );
      requester.catch(() => (requester = undefined));
    }
    return requester;
  };
  const urlOf = <P extends string>(route: Route<P>, params?: PathParams<P>) =>
    `${options.baseUrls[route.backend].replace(/\/+$/, '')}${fill(route, params)}`;

  const served = Object.values(ROUTES).map(route => ({
    backend: route.backend,
    // `/private/api/files/:namespace/:name` matches `/private/api/files/images/x.png`.
    pattern: new RegExp(`^${route.path.replace(/:\w+/g, '[^/?#]+')}(?:[?#].*)?$`),
  }));
  const revalidates =
    options.revalidatesAfterWrite ??
    ((backend: Backend) => options.baseUrls[backend] === '');
  const resolve = (url: string) => {
    if (!url.startsWith('/') || url.startsWith('//')) return url;
    const match = served.find(route => route.pattern.test(url));
    return match ? `${options.baseUrls[match.backend].replace(/\/+$/, '')}${url}` : url;
  };

  /** The stored session's headers (the exported `sessionHeaders` takes a session given). */
  const storedSessionHeaders = (): Record<string, string> => {
    const session = options.session();
    if (!session) return {};
    return {
      authorization: `Bearer ${session.token}`,
      ...(session.userId ? { [HEADERS.userId]: session.userId } : {}),
    };
  };

  const client: ApiClient = {
    urlOf,
    resolve,
    send(route, init) {
      const platformFetch = (globalThis as { fetch?: Fetch }).fetch;
      if (options.adapter || !platformFetch) {
        client.request(route, init).catch(() => undefined);
        return;
      }
      platformFetch(urlOf(route, init.params), {
        method: route.method,
        headers: { ...storedSessionHeaders(), 'content-type': 'application/json' },
        body: JSON.stringify(init.body),
        keepalive: true,
      }).catch(() => undefined);
    },
    async request<T, P extends string>(
      route: Route<P>,
      init?: RequestOptions<P>,
    ): Promise<T> {
      let request: Transport.Requester;
      try {
        request = await transport();
      } catch (error) {
        // The HTTP library did not load: an error of its own.
        throw toApiError(error);
      }
      return request<T, P>(route, init);
    },
  };
  return client;
}
