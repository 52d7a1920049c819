/**
 * Favourites: a user's private list of extensions (likes are the public count).
 * Its own module beside commerce.ts, which holds orders, delivery and sellers.
 */
import Type from 'typebox';
import { ExtensionSummarySchema } from './extensions';
import { Line } from './common';

const ExtensionId = Line({ minLength: 1, maxLength: 64 });

export const FavouriteBodySchema = Type.Object(
  { extensionId: ExtensionId, remove: Type.Boolean() },
  { additionalProperties: false },
);
export type FavouriteBody = Type.Static<typeof FavouriteBodySchema>;
export const FavouriteResponseSchema = Type.Object({
  extensionId: Type.String(),
  favourite: Type.Boolean(),
});
export type FavouriteResponse = Type.Static<typeof FavouriteResponseSchema>;

export const FavouritesByIdBodySchema = Type.Object(
  { extensionIds: Type.Array(ExtensionId, { maxItems: 100 }) },
  { additionalProperties: false },
);
export type FavouritesByIdBody = Type.Static<typeof FavouritesByIdBodySchema>;
export const FavouritesResponseSchema = Type.Object({
  extensions: Type.Array(ExtensionSummarySchema),
  /** Every favourite id of the caller, so cards can show their heart. */
  extensionIds: Type.Array(Type.String()),
});
export type FavouritesResponse = Type.Static<typeof FavouritesResponseSchema>;
