/**
 * What the signed-in user bought (issue 20 item 1), loaded once per sign-in from
 * GET owned and added to right after a purchase, so every card and the detail page
 * can say "You own this" with the day, without a request each. Signed out (and in
 * the server render) it is empty: prices show as for any visitor.
 */
import { atom } from '../../state/jotai';

export interface Ownership {
  orderId: string;
  paidAt: string;
}

export interface Owned {
  /** The user the list belongs to; null while signed out or not loaded yet. */
  owner: string | null;
  byExtension: ReadonlyMap<string, Ownership>;
}

export const EMPTY_OWNED: Owned = { owner: null, byExtension: new Map() };

export const ownedAtom = atom<Owned>(EMPTY_OWNED);

/** A copy of `owned` with one more purchase in it. */
export function withPurchase(
  owned: Owned,
  extensionId: string,
  bought: Ownership,
): Owned {
  return { ...owned, byExtension: new Map(owned.byExtension).set(extensionId, bought) };
}
