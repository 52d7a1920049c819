/**
 * Loads the signed-in user's likes and favourites once per sign-in and offers
 * optimistic toggles: the control changes at once, the request follows, and a
 * refusal puts it back with a toast saying why. The calls' modules load when a
 * user is signed in or presses a control: a first visit needs none of them.
 */
import { useCallback, useEffect } from 'react';
import { toApiError } from '#shared/api/client/http';
import { useApi } from '../../api/ApiContext';
import { toast } from '../../components/toast-store';
import { useAtom, useAtomValue } from '../../state/jotai';
import { authAtom } from '../auth/auth-atoms';
import { EMPTY_MARKS, marksAtom, shownLikes, withMember } from './marks-atoms';

/** Mounted once in the shell: keeps the marks in step with who is signed in. */
export function useMarksLoader(): void {
  const api = useApi();
  const auth = useAtomValue(authAtom);
  const [marks, setMarks] = useAtom(marksAtom);
  const userId = auth.status === 'signedIn' ? auth.user.id : null;
  const owner = marks.owner;
  useEffect(() => {
    if (!userId) {
      if (owner !== null) setMarks(EMPTY_MARKS);
      return;
    }
    if (owner === userId) return;
    const controller = new AbortController();
    // Signed in only: a first visit never loads the calls (marks-load.ts).
    import('./marks-load')
      .then(({ loadMarks }) => loadMarks(api, userId, controller.signal))
      .then(setMarks, () => {
        // Marks are a convenience: without them the controls start unmarked and still work.
      });
    return () => controller.abort();
  }, [api, userId, owner, setMarks]);
}

export interface ExtensionMarks {
  signedIn: boolean;
  /** The stored sign-in is still being checked: not yet signed in, nor out. */
  checking: boolean;
  liked: boolean;
  favourite: boolean;
  likes: number;
  toggleLike: () => void;
  toggleFavourite: () => void;
}

/** The marks of one extension; `listedLikes` is the count its listing carried. */
export function useExtensionMarks(
  extensionId: string,
  listedLikes: number,
): ExtensionMarks {
  const api = useApi();
  const auth = useAtomValue(authAtom);
  const [marks, setMarks] = useAtom(marksAtom);

  const toggleLike = useCallback(() => {
    const want = !marks.likes.has(extensionId);
    setMarks(current => ({
      ...current,
      likes: withMember(current.likes, extensionId, want),
    }));
    import('#shared/api/client/publishing')
      .then(({ updateLike }) => updateLike(api, { extensionId, like: want }))
      .then(
        answer =>
          setMarks(current => ({
            ...current,
            likes: withMember(current.likes, extensionId, answer.liked),
            likeCounts: new Map(current.likeCounts).set(extensionId, answer.likes),
          })),
        (error: unknown) => {
          setMarks(current => ({
            ...current,
            likes: withMember(current.likes, extensionId, !want),
          }));
          void toast(`Your like was not saved: ${toApiError(error).message}`);
        },
      );
  }, [api, extensionId, marks.likes, setMarks]);

  const toggleFavourite = useCallback(() => {
    const want = !marks.favourites.has(extensionId);
    setMarks(current => ({
      ...current,
      favourites: withMember(current.favourites, extensionId, want),
    }));
    import('#shared/api/client/commerce')
      .then(({ setFavourite }) => setFavourite(api, extensionId, want))
      .then(
        answer =>
          setMarks(current => ({
            ...current,
            favourites: withMember(current.favourites, extensionId, answer.favourite),
          })),
        (error: unknown) => {
          setMarks(current => ({
            ...current,
            favourites: withMember(current.favourites, extensionId, !want),
          }));
          void toast(`Your favourites were not saved: ${toApiError(error).message}`);
        },
      );
  }, [api, extensionId, marks.favourites, setMarks]);

  return {
    signedIn: auth.status === 'signedIn',
    checking: auth.status === 'loading',
    liked: marks.likes.has(extensionId),
    favourite: marks.favourites.has(extensionId),
    likes: shownLikes(marks, extensionId, listedLikes),
    toggleLike,
    toggleFavourite,
  };
}
