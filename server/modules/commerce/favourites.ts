/**
 * Favourites: a user's private list of extensions (likes are the public count and
 * live with publishing). Adding twice or removing what is not there changes nothing.
 */
import type { FavouritesResponse } from '#shared/api/favourites';
import type { UserRow } from '../../db/database';
import type { Executor } from '../../db/executor';
import { notFound } from '../../errors';
import type { Catalogue } from '../extensions/catalogue';
import { cardsFor } from '../extensions/extensions.cards';

export async function setFavourite(
  db: Executor,
  user: UserRow,
  extensionId: string,
  remove: boolean,
): Promise<boolean> {
  const exists = await db
    .selectFrom('extensions')
    .select('id')
    .where('id', '=', extensionId)
    .executeTakeFirst();
  if (!exists) throw notFound('Extension not found');
  if (remove) {
    await db
      .deleteFrom('favourites')
      .where('user_id', '=', user.id)
      .where('extension_id', '=', extensionId)
      .execute();
    return false;
  }
  await db
    .insertInto('favourites')
    .values({
      user_id: user.id,
      extension_id: extensionId,
      created_at: new Date().toISOString(),
    })
    .onConflict(oc => oc.columns(['user_id', 'extension_id']).doNothing())
    .execute();
  return true;
}

/** The cards of the caller's favourites among `ids` (all of them when empty), newest first. */
export async function favourites(
  catalogue: Catalogue,
  user: UserRow,
  ids: readonly string[],
): Promise<FavouritesResponse> {
  const rows = await catalogue.db
    .selectFrom('favourites')
    .select('extension_id')
    .where('user_id', '=', user.id)
    .orderBy('created_at', 'desc')
    .limit(1000)
    .execute();
  const all = rows.map(row => row.extension_id);
  const wanted = ids.length === 0 ? all : all.filter(id => ids.includes(id));
  return {
    extensions: await cardsFor(catalogue, wanted.slice(0, 100)),
    extensionIds: all,
  };
}
