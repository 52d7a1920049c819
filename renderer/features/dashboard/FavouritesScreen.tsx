import type { ExtensionSummary } from '#shared/api/extensions';
import { PageHeader } from '../../components/PageHeader';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { FavouritesView } from './FavouritesView';
import type { ListState } from './list-state';

/**
 * Favourites are stored by the favourites work (spec §7
 * get-favourites-by-id); until that API exists nobody has any, so the
 * screen shows its empty state rather than calling a route that is not there.
 */
const NO_FAVOURITES_YET: ListState<ExtensionSummary> = { status: 'ready', items: [] };

/** /dashboard/favourites */
export function FavouritesScreen() {
  useDocumentTitle('Favourites');
  return (
    <div className="dashboard-section">
      <PageHeader title="Favourites" subtitle="Extensions you saved with the heart." />
      <FavouritesView state={NO_FAVOURITES_YET} />
    </div>
  );
}
