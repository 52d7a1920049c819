import type { ExtensionSummary } from '#shared/api/extensions';
import { ButtonLink } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { ResultsGrid, ResultsSkeleton } from '../explore/ResultsGrid';
import type { ListState } from './list-state';

export function FavouritesView({ state }: { state: ListState<ExtensionSummary> }) {
  if (state.status === 'loading') return <ResultsSkeleton count={3} />;
  if (state.status === 'error') {
    return (
      <ErrorState
        title="Your favourites could not be loaded"
        message={state.message}
        onRetry={state.retry}
      />
    );
  }
  if (state.items.length === 0) {
    return (
      <EmptyState
        icon="heart"
        title="No favourites yet"
        message="Tap the heart on any extension to keep it here for later."
        action={<ButtonLink to="/">Explore extensions</ButtonLink>}
      />
    );
  }
  return <ResultsGrid extensions={state.items} />;
}
