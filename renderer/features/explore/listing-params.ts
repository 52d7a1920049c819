/**
 * The listing's whole state lives in the URL (/page/3?q=maps&type=free&
 * category=Ui&platform=kodular&sort=downloads), so Back and Forward work and
 * a shared link reproduces the view. Parsing is forgiving: unknown values are
 * dropped, and the screen redirects to the canonical URL.
 */
import type { ListAllBody } from '#shared/api/extensions';
import { SORTS, type Sort } from '#shared/domain/listing';
import {
  CATEGORIES,
  LIMITS,
  PLATFORMS,
  type Category,
  type Platform,
} from '#shared/constants';

export const PAGE_SIZE = LIMITS.defaultPageSize;
export const LISTING_TYPES = ['all', 'free', 'paid'] as const;
export type ListingType = (typeof LISTING_TYPES)[number];
/** Deepest page the server serves (skip is capped at LIMITS.maxSkip). */
export const MAX_PAGE = Math.floor(LIMITS.maxSkip / PAGE_SIZE) + 1;

export interface ListingParams {
  page: number;
  q: string;
  type: ListingType;
  category: Category | null;
  platform: Platform | null;
  /** Reported working with this builder by its reviewers. */
  works: Platform | null;
  /** null: the server's default (best match when searching, newest otherwise). */
  sort: Sort | null;
}

export const DEFAULT_LISTING: ListingParams = {
  page: 1,
  q: '',
  type: 'all',
  category: null,
  platform: null,
  works: null,
  sort: null,
};

function pick<T extends string>(values: readonly T[], raw: string | null): T | null {
  return values.find(value => value === raw) ?? null;
}

export function parseListingParams(
  pageParam: string | undefined,
  search: URLSearchParams,
): ListingParams {
  const pageNumber = /^\d{1,6}$/.test(pageParam ?? '') ? Number(pageParam) : 1;
  return {
    page: Math.min(Math.max(pageNumber, 1), MAX_PAGE),
    q: (search.get('q') ?? '').trim().slice(0, LIMITS.searchText),
    type: pick(LISTING_TYPES, search.get('type')) ?? 'all',
    category: pick(CATEGORIES, search.get('category')),
    platform: pick(PLATFORMS, search.get('platform')),
    works: pick(PLATFORMS, search.get('works')),
    sort: pick(SORTS, search.get('sort')),
  };
}

/** The canonical URL of a listing view; page 1 is "/". */
export function listingUrl(params: ListingParams): string {
  const search = new URLSearchParams();
  if (params.q) search.set('q', params.q);
  if (params.type !== 'all') search.set('type', params.type);
  if (params.category) search.set('category', params.category);
  if (params.platform) search.set('platform', params.platform);
  if (params.works) search.set('works', params.works);
  if (params.sort) search.set('sort', params.sort);
  const query = search.toString();
  const path = params.page > 1 ? `/page/${params.page}` : '/';
  return query ? `${path}?${query}` : path;
}

/** A change of filters starts again at page 1. */
export function withFilters(
  params: ListingParams,
  change: Partial<Omit<ListingParams, 'page'>>,
): ListingParams {
  return { ...params, ...change, page: 1 };
}

export function hasFilters(params: ListingParams): boolean {
  return (
    params.q !== '' ||
    params.type !== 'all' ||
    params.category !== null ||
    params.platform !== null ||
    params.works !== null
  );
}

export function effectiveSort(params: ListingParams): Sort {
  return params.sort ?? (params.q ? 'relevance' : 'newest');
}

export function toListAllBody(params: ListingParams): ListAllBody {
  const body: ListAllBody = {
    typeFilter: params.type,
    skip: (params.page - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
  };
  if (params.q) body.searchText = params.q;
  if (params.category) body.category = params.category;
  if (params.platform) body.platform = params.platform;
  if (params.works) body.worksWith = params.works;
  if (params.sort) body.sort = params.sort;
  return body;
}

export function pageCount(total: number): number {
  return Math.min(Math.max(Math.ceil(total / PAGE_SIZE), 1), MAX_PAGE);
}
