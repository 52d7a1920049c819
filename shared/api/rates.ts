/** Exchange rates served by our backend (spec §1: "fetched from the product's own backend"). */
import Type from 'typebox';
import { IsoDate } from './common';

export const ExchangeRatesResponseSchema = Type.Object({
  base: Type.Literal('INR'),
  asOf: IsoDate,
  /** How many units of each currency one INR buys (INR itself is 1). */
  rates: Type.Record(Type.String(), Type.Number({ exclusiveMinimum: 0 })),
});
export type ExchangeRatesResponse = Type.Static<typeof ExchangeRatesResponseSchema>;
