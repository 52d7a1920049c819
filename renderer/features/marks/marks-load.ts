/**
 * A signed-in user's likes and favourites, fetched once per sign-in for
 * useMarksLoader. Loaded only then: a first visit is signed out (issue 18).
 */
import { favourites } from '#shared/api/client/commerce';
import type { ApiClient } from '#shared/api/client/http';
import { myLikes } from '#shared/api/client/publishing';
import type { Marks } from './marks-atoms';

export async function loadMarks(
  api: ApiClient,
  userId: string,
  signal: AbortSignal,
): Promise<Marks> {
  const [likes, saved] = await Promise.all([
    myLikes(api, signal),
    favourites(api, [], signal),
  ]);
  return {
    owner: userId,
    likes: new Set(likes.extensionIds),
    loadedLikes: new Set(likes.extensionIds),
    favourites: new Set(saved.extensionIds),
    likeCounts: new Map(),
  };
}
