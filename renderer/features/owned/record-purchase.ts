/**
 * A purchase made on this page, recorded for every card at once (the extension
 * page's checkout). Apart from useOwned.ts, which every card reads on a first
 * visit: only checkout writes (issue 18).
 */
import { useCallback } from 'react';
import { useSetAtom } from '../../state/jotai';
import { ownedAtom, withPurchase, type Ownership } from './owned-atoms';

/** Records a purchase made on this page, so every card shows it at once. */
export function useRecordPurchase() {
  const setOwned = useSetAtom(ownedAtom);
  return useCallback(
    (extensionId: string, bought: Ownership) =>
      setOwned(current => withPurchase(current, extensionId, bought)),
    [setOwned],
  );
}
