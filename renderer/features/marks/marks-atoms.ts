/**
 * The signed-in user's marks on extensions: likes (public, counted on cards) and
 * favourites (their private list). Loaded once per sign-in so every card and the
 * detail page can show them without a request each; toggles update them at once
 * and roll back when the server refuses (useMarks).
 */
import { atom } from '../../state/jotai';

export interface Marks {
  /** The user the sets belong to; null while signed out or not loaded yet. */
  owner: string | null;
  likes: ReadonlySet<string>;
  /** The likes as loaded, which the listing's counts already include. */
  loadedLikes: ReadonlySet<string>;
  favourites: ReadonlySet<string>;
  /** Like counts the server answered after a toggle, newer than the listing's. */
  likeCounts: ReadonlyMap<string, number>;
}

export const EMPTY_MARKS: Marks = {
  owner: null,
  likes: new Set(),
  loadedLikes: new Set(),
  favourites: new Set(),
  likeCounts: new Map(),
};

export const marksAtom = atom<Marks>(EMPTY_MARKS);

/** A copy of `set` with `id` in it or not. */
export function withMember(
  set: ReadonlySet<string>,
  id: string,
  member: boolean,
): ReadonlySet<string> {
  const next = new Set(set);
  if (member) next.add(id);
  else next.delete(id);
  return next;
}

/**
 * The count to show: the server's answer to the last toggle, else the listing's count
 * moved by a toggle still in flight.
 */
export function shownLikes(marks: Marks, extensionId: string, listed: number): number {
  const known = marks.likeCounts.get(extensionId);
  if (known !== undefined) return known;
  const likedNow = marks.likes.has(extensionId);
  const likedBefore = marks.loadedLikes.has(extensionId);
  return Math.max(0, listed + (likedNow === likedBefore ? 0 : likedNow ? 1 : -1));
}
