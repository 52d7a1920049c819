import { Navigate } from '../../components/Navigate';
import { listAll } from '#shared/api/client/catalogue';
import { groupDigits } from '#shared/format';
import { Button } from '../../components/Button';
import { useApiQuery } from '../../hooks/useApiQuery';
import { usePageHead } from '../../hooks/usePageHead';
import { ExploreHero } from './ExploreHero';
import { ExploreResults } from './ExploreResults';
import { FilterBar } from './FilterBar';
import {
  DEFAULT_LISTING,
  hasFilters,
  toListAllBody,
  withFilters,
  type ListingParams,
} from './listing-params';
import { SearchBox } from './SearchBox';
import { TrendingStrip } from './TrendingStrip';
import { useListingParams } from './useListingParams';
import './ExploreScreen.css';
import { RatesNote } from '../../components/RatesNote';

function titleFor(params: ListingParams): string | undefined {
  if (params.q) return `“${params.q}” extensions`;
  if (params.page > 1) return `Extensions, page ${params.page}`;
  return undefined;
}

/** `/` and `/page/:pageNumber`: search, filters, trending, results and pages, all from the URL. */
export function ExploreScreen() {
  const { params, canonical, isCanonical, go } = useListingParams();
  const query = useApiQuery(`list:${canonical}`, (api, signal) =>
    listAll(api, toListAllBody(params), signal),
  );
  usePageHead(titleFor(params));

  if (!isCanonical) return <Navigate to={canonical} replace />;

  const filtered = hasFilters(params);
  const firstLook = !filtered && params.page === 1;
  const total = query.data?.total;
  const clearFilters = () => go({ ...DEFAULT_LISTING, sort: params.sort });
  const onSearch = (q: string, how: 'typing' | 'submit') =>
    // Typing refines an existing search in place; a new search is a new history entry.
    go(withFilters(params, { q }), { replace: how === 'typing' && params.q !== '' });

  return (
    <div className="container explore">
      <ExploreHero compact={!firstLook} query={params.q}>
        <SearchBox value={params.q} onSearch={onSearch} large={firstLook} />
      </ExploreHero>
      {firstLook && <TrendingStrip />}
      <section className="explore__results" aria-labelledby="results-title">
        <div className="explore__results-head">
          <h2 id="results-title" className="explore__results-title">
            {filtered ? 'Results' : 'All extensions'}
          </h2>
          <p className="explore__count" aria-live="polite">
            {total === undefined
              ? '\u00a0'
              : `${groupDigits(total)} ${total === 1 ? 'extension' : 'extensions'}`}
          </p>
          {filtered && (
            <Button variant="ghost" size="sm" onClick={clearFilters}>
              Clear filters
            </Button>
          )}
        </div>
        <FilterBar params={params} onChange={change => go(withFilters(params, change))} />
        <div className="explore__grid">
          <ExploreResults params={params} query={query} onClearFilters={clearFilters} />
        </div>
        <RatesNote />
      </section>
    </div>
  );
}
