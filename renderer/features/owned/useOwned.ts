/**
 * Keeps ownedAtom in step with who is signed in (mounted once in the shell), and
 * answers for one extension whether the user owns it.
 */
import { useEffect } from 'react';
import { useApi } from '../../api/ApiContext';
import { useAtom, useAtomValue } from '../../state/jotai';
import { authAtom } from '../auth/auth-atoms';
import { EMPTY_OWNED, ownedAtom, type Ownership } from './owned-atoms';

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
    // Signed in only: a first visit never loads the calls (owned-load.ts).
    import('./owned-load')
      .then(({ loadOwned }) => loadOwned(api, userId, controller.signal))
      .then(setOwned, () => {
        // A convenience: without it cards show prices and the detail page still knows.
      });
    return () => controller.abort();
  }, [api, userId, owner, setOwned]);
}

/** The user's purchase of this extension, or null (signed out, not bought). */
export function useOwnership(extensionId: string): Ownership | null {
  return useAtomValue(ownedAtom).byExtension.get(extensionId) ?? null;
}
