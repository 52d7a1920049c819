import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LISTING,
  MAX_PAGE,
  effectiveSort,
  hasFilters,
  listingUrl,
  pageCount,
  parseListingParams,
  toListAllBody,
  withFilters,
} from './listing-params';

const parse = (page: string | undefined, query: string) =>
  parseListingParams(page, new URLSearchParams(query));

describe('listing URL state', () => {
  it('round-trips a full view through its URL', () => {
    const url =
      '/page/3?q=maps&type=free&category=Ui&platform=kodular&works=niotron&sort=rating';
    const params = parse('3', url.split('?')[1] ?? '');
    expect(params).toEqual({
      page: 3,
      q: 'maps',
      type: 'free',
      category: 'Ui',
      platform: 'kodular',
      works: 'niotron',
      sort: 'rating',
    });
    expect(listingUrl(params)).toBe(url);
    expect(toListAllBody(params)).toMatchObject({ worksWith: 'niotron', sort: 'rating' });
  });

  it('uses / for page 1 and drops defaults', () => {
    expect(listingUrl(DEFAULT_LISTING)).toBe('/');
    expect(listingUrl({ ...DEFAULT_LISTING, page: 1, q: 'a b' })).toBe('/?q=a+b');
  });

  it('drops unknown values and clamps the page', () => {
    expect(parse('0', 'type=cheap&category=ui&platform=x&sort=random')).toEqual(
      DEFAULT_LISTING,
    );
    expect(parse('abc', '').page).toBe(1);
    expect(parse('99999999', '').page).toBe(1);
    expect(parse('999999', '').page).toBe(MAX_PAGE);
    expect(parse('7', '').page).toBe(7);
  });

  it('trims and caps the search text', () => {
    expect(parse(undefined, `q=${'x'.repeat(150)}`).q).toHaveLength(100);
    expect(parse(undefined, 'q=%20%20maps%20').q).toBe('maps');
  });

  it('resets to page 1 when filters change', () => {
    const params = parse('4', 'q=maps');
    expect(withFilters(params, { type: 'paid' })).toMatchObject({
      page: 1,
      type: 'paid',
    });
  });

  it('knows when filters are active', () => {
    expect(hasFilters(DEFAULT_LISTING)).toBe(false);
    expect(hasFilters({ ...DEFAULT_LISTING, page: 3, sort: 'likes' })).toBe(false);
    expect(hasFilters({ ...DEFAULT_LISTING, platform: 'niotron' })).toBe(true);
  });

  it('builds the list-all body of the contract', () => {
    expect(toListAllBody(parse('2', 'q=maps&type=paid&category=Tools'))).toEqual({
      searchText: 'maps',
      typeFilter: 'paid',
      category: 'Tools',
      skip: 12,
      limit: 12,
    });
    expect(toListAllBody(DEFAULT_LISTING)).toEqual({
      typeFilter: 'all',
      skip: 0,
      limit: 12,
    });
  });

  it('follows the server default sort', () => {
    expect(effectiveSort(DEFAULT_LISTING)).toBe('newest');
    expect(effectiveSort({ ...DEFAULT_LISTING, q: 'maps' })).toBe('relevance');
    expect(effectiveSort({ ...DEFAULT_LISTING, sort: 'likes' })).toBe('likes');
  });

  it('counts pages', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(12)).toBe(1);
    expect(pageCount(13)).toBe(2);
    expect(pageCount(10_000_000)).toBe(MAX_PAGE);
  });
});
