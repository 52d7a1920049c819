/**
 * HTTP contract of "what the caller owns" (issue 20 item 1): the extensions they
 * bought, with the day, in one small answer so every card (Explore, trending,
 * favourites, a maker's profile) can say "You own this" without loading full orders.
 * Kept apart from commerce.ts, which is at its size limit.
 */
import Type from 'typebox';
import { CURRENCIES } from '../constants';
import { IsoDate } from './common';

export const OwnedExtensionSchema = Type.Object({
  extensionId: Type.String(),
  _orderId: Type.String(),
  paidAt: IsoDate,
  /** Major units, as paid. */
  amount: Type.Number(),
  currency: Type.Enum(CURRENCIES),
});
export type OwnedExtension = Type.Static<typeof OwnedExtensionSchema>;

/** Bought (paid, more than nothing) extensions of the caller, newest first. */
export const OwnedResponseSchema = Type.Object({
  owned: Type.Array(OwnedExtensionSchema),
});
export type OwnedResponse = Type.Static<typeof OwnedResponseSchema>;
