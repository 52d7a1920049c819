import type { ListAllResponse } from '#shared/api/extensions';
import { Button, ButtonLink } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import type { ApiQuery } from '../../hooks/useApiQuery';
import {
  hasFilters,
  listingUrl,
  PAGE_SIZE,
  pageCount,
  type ListingParams,
} from './listing-params';
import { Pagination } from './Pagination';
import { ResultsGrid, ResultsSkeleton } from './ResultsGrid';

/** The grid for the current URL with its loading, error, empty and past-the-end states. */
export function ExploreResults({
  params,
  query,
  onClearFilters,
}: {
  params: ListingParams;
  query: ApiQuery<ListAllResponse>;
  onClearFilters: () => void;
}) {
  const { data, error, loading, reload } = query;
  if (loading) return <ResultsSkeleton count={PAGE_SIZE} />;
  if (error || !data) {
    return (
      <ErrorState
        title="Extensions could not be loaded"
        message={error?.message ?? 'No answer from the server.'}
        onRetry={reload}
      />
    );
  }
  if (data.extensions.length === 0) {
    if (data.total > 0) {
      const last = pageCount(data.total);
      return (
        <EmptyState
          title={`There is no page ${params.page}`}
          message={`These results end on page ${last}.`}
          action={
            <ButtonLink to={listingUrl({ ...params, page: last })} variant="secondary">
              Go to page {last}
            </ButtonLink>
          }
        />
      );
    }
    return (
      <EmptyState
        icon="search"
        title="No extensions match"
        message={
          hasFilters(params)
            ? 'Try other words, or clear the filters to see every extension.'
            : 'Nothing has been published yet. Be the first!'
        }
        action={
          hasFilters(params) ? (
            <Button variant="secondary" onClick={onClearFilters}>
              Clear filters
            </Button>
          ) : undefined
        }
      />
    );
  }
  return (
    <>
      <ResultsGrid extensions={data.extensions} />
      <Pagination
        page={params.page}
        pageCount={pageCount(data.total)}
        hrefFor={page => listingUrl({ ...params, page })}
      />
    </>
  );
}
