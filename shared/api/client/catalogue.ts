/**
 * Typed calls of the public catalogue (spec §7) and public profiles. `import type`
 * keeps the TypeBox schemas out of the browser bundle.
 */
import type {
  AboutAllResponse,
  CountFilterQuery,
  CountResponse,
  ExtensionDetail,
  ListAllBody,
  ListAllResponse,
  TrendingResponse,
} from '../extensions';
import type { ExchangeRatesResponse } from '../rates';
import type { PublicProfileResponse } from '../users';
import { ROUTES } from '../routes';
import type { ApiClient } from './http';

export function listAll(
  api: ApiClient,
  body: ListAllBody,
  signal?: AbortSignal,
): Promise<ListAllResponse> {
  return api.request(ROUTES.listAll, { body, signal });
}

export function countFilter(
  api: ApiClient,
  query: CountFilterQuery,
  signal?: AbortSignal,
): Promise<CountResponse> {
  return api.request(ROUTES.countFilter, { query, signal });
}

export function weeklyTrending(
  api: ApiClient,
  signal?: AbortSignal,
): Promise<TrendingResponse> {
  return api.request(ROUTES.weeklyTrending, { signal });
}

export function aboutAll(
  api: ApiClient,
  signal?: AbortSignal,
): Promise<AboutAllResponse> {
  return api.request(ROUTES.aboutAll, { signal });
}

/** One extension by slug or id; rejects with ApiError status 404 when unknown. */
export function getExtension(
  api: ApiClient,
  slugOrId: string,
  signal?: AbortSignal,
): Promise<ExtensionDetail> {
  return api.request(ROUTES.extension, { params: { slugOrId }, signal });
}

export function getExchangeRates(
  api: ApiClient,
  signal?: AbortSignal,
): Promise<ExchangeRatesResponse> {
  return api.request(ROUTES.exchangeRates, { signal });
}

/** A maker's public profile; rejects with ApiError status 404 when nobody has that username. */
export function getPublicProfile(
  api: ApiClient,
  username: string,
  signal?: AbortSignal,
): Promise<PublicProfileResponse> {
  return api.request(ROUTES.publicUser, { params: { username }, signal });
}
