/**
 * Typed calls of the public catalogue (spec §7). Types come from the shared
 * contract; `import type` keeps the TypeBox schemas out of the browser bundle.
 */
import { API_ROUTES } from '#shared/api/routes';
import type {
  AboutAllResponse,
  CountFilterQuery,
  CountResponse,
  ExtensionDetail,
  ListAllBody,
  ListAllResponse,
  TrendingResponse,
} from '#shared/api/extensions';
import type { ExchangeRatesResponse } from '#shared/api/rates';
import type { ApiClients } from './http';

export function listAll(
  api: ApiClients,
  body: ListAllBody,
  signal?: AbortSignal,
): Promise<ListAllResponse> {
  return api.functions
    .post<ListAllResponse>(API_ROUTES.listAll, body, { signal })
    .then(response => response.data);
}

export function countFilter(
  api: ApiClients,
  query: CountFilterQuery,
  signal?: AbortSignal,
): Promise<CountResponse> {
  return api.functions
    .get<CountResponse>(API_ROUTES.countFilter, { params: query, signal })
    .then(response => response.data);
}

export function weeklyTrending(
  api: ApiClients,
  signal?: AbortSignal,
): Promise<TrendingResponse> {
  return api.functions
    .get<TrendingResponse>(API_ROUTES.weeklyTrending, { signal })
    .then(response => response.data);
}

export function aboutAll(
  api: ApiClients,
  signal?: AbortSignal,
): Promise<AboutAllResponse> {
  return api.functions
    .get<AboutAllResponse>(API_ROUTES.aboutAll, { signal })
    .then(response => response.data);
}

/** One extension by slug or id; rejects with ApiError status 404 when unknown. */
export function getExtension(
  api: ApiClients,
  slugOrId: string,
  signal?: AbortSignal,
): Promise<ExtensionDetail> {
  return api.functions
    .get<ExtensionDetail>(API_ROUTES.extension(slugOrId), { signal })
    .then(response => response.data);
}

/** Served by the app backend (spec §7 "Public, app backend"). */
export function getExchangeRates(
  api: ApiClients,
  signal?: AbortSignal,
): Promise<ExchangeRatesResponse> {
  return api.app
    .get<ExchangeRatesResponse>(API_ROUTES.exchangeRates, { signal })
    .then(response => response.data);
}
