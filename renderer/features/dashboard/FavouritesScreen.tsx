import { useEffect } from 'react';
import { favourites } from '#shared/api/client/commerce';
import type { ExtensionSummary } from '#shared/api/extensions';
import { PageHeader } from '../../components/PageHeader';
import { useApiQuery } from '../../hooks/useApiQuery';
import { usePageHead } from '../../hooks/usePageHead';
import { useAtomValue } from '../../state/jotai';
import { marksAtom } from '../marks/marks-atoms';
import { FavouritesView } from './FavouritesView';
import type { ListState } from './list-state';

/**
 * /dashboard/favourites: the caller's private list (spec §7 get-favourites-by-id).
 * A heart taken off here leaves the grid at once; the marks say which are still in.
 */
export function FavouritesScreen() {
  usePageHead('Favourites');
  const query = useApiQuery('my-favourites', (api, signal) =>
    favourites(api, [], signal),
  );
  const marks = useAtomValue(marksAtom);
  // A heart added elsewhere since the list was fetched: fetch it again.
  const known = query.data?.extensionIds;
  const stale =
    known !== undefined && [...marks.favourites].some(id => !known.includes(id));
  const reload = query.reload;
  useEffect(() => {
    if (stale) reload();
  }, [stale, reload]);
  const kept = (extension: ExtensionSummary) =>
    marks.owner === null || marks.favourites.has(extension.extensionId);
  const state: ListState<ExtensionSummary> = query.error
    ? { status: 'error', message: query.error.message, retry: query.reload }
    : query.data
      ? { status: 'ready', items: query.data.extensions.filter(kept) }
      : { status: 'loading' };
  return (
    <div className="dashboard-section">
      <PageHeader title="Favourites" subtitle="Extensions you saved with the heart." />
      <FavouritesView state={state} />
    </div>
  );
}
