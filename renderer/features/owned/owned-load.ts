/**
 * What a signed-in user bought, fetched once per sign-in for useOwnedLoader.
 * Loaded only then: a first visit is signed out (issue 18).
 */
import { ownedExtensions } from '#shared/api/client/commerce';
import type { ApiClient } from '#shared/api/client/http';
import { withPurchase, type Owned } from './owned-atoms';

/** The update to apply: the answer, plus any purchase made on this page meanwhile. */
export async function loadOwned(
  api: ApiClient,
  userId: string,
  signal: AbortSignal,
): Promise<(current: Owned) => Owned> {
  const answer = await ownedExtensions(api, signal);
  return current => {
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
  };
}
