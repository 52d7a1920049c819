/**
 * Bumped when the caller gets or buys an extension on its page, so the Reviews
 * section asks again whether they may review it (the purchase box and the section
 * are siblings with no other channel).
 */
import { atom } from '../../state/jotai';

export const purchasesAtom = atom(0);
