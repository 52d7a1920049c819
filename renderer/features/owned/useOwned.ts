/**
 * Keeps ownedAtom in step with who is signed in (mounted once in the shell), and
 * answers for one extension whether the user owns it.
 */
import { useCallback, useEffect } from 'react';
import { useApi } from '../../api/ApiContext';
import { useAtom, useAtomValue, useSetAtom } from '../../state/jotai';
import { authAtom } from '../auth/auth-atoms';
import {
  EMPTY_OWNED,
  ownedAtom,
  withPurchase,
  type Owned,
  type Ownership,
} from './owned-atoms';

export function useOwnedLoader(): void {
  const api = useApi();
  const auth = useAtomValue(authAtom);
  const [owned, setOwned] = useAtom(ownedAtom);
  const userId = auth.status === 'signedIn' ? auth.user.id : null;
  const owner = owned.owner;
  useEffect(() => {
    if (!userId) {
      if (owner !== null) setOwned(EMPTY_OWNED);
      return;
    }
    if (owner === userId) return;
    const controller = new AbortController();
    // Signed in only: a first visit never loads the commerce calls.
    import('#shared/api/client/commerce')
      .then(({ ownedExtensions }) => ownedExtensions(api, controller.signal))
      .then(
        answer =>
          setOwned(current => {
            // A purchase made while this loaded stays in.
            let next: Owned = {
              owner: userId,
              byExtension: new Map(
                answer.owned.map(item => [
                  item.extensionId,
                  { orderId: item._orderId, paidAt: item.paidAt },
                ]),
              ),
            };
            for (const [id, bought] of current.byExtension) {
              if (!next.byExtension.has(id)) next = withPurchase(next, id, bought);
            }
            return next;
          }),
        () => {
          // A convenience: without it cards show prices and the detail page still knows.
        },
      );
    return () => controller.abort();
  }, [api, userId, owner, setOwned]);
}

/** The user's purchase of this extension, or null (signed out, not bought). */
export function useOwnership(extensionId: string): Ownership | null {
  return useAtomValue(ownedAtom).byExtension.get(extensionId) ?? null;
}

/** Records a purchase made on this page, so every card shows it at once. */
export function useRecordPurchase() {
  const setOwned = useSetAtom(ownedAtom);
  return useCallback(
    (extensionId: string, bought: Ownership) =>
      setOwned(current => withPurchase(current, extensionId, bought)),
    [setOwned],
  );
}
