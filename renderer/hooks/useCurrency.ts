/**
 * The visitor's display currency (kept by the platform's preferences; a first
 * visit starts in the market currency of the visitor's country, see App.tsx) and the exchange rates our backend serves. Rates are loaded
 * once by <ExchangeRatesLoader> in the app shell; until they arrive (or if
 * they fail) prices show in their own currency.
 */
import { useCallback } from 'react';
import { DEFAULT_CURRENCY, type Currency } from '#shared/constants';
import { displayPrice, formatMoney, type Rates } from '#shared/domain/money';
import { formatDay } from '#shared/format';
import type { Price } from '#shared/api/extensions';
import { usePlatform } from '../platform/PlatformContext';
import { atom, useAtom, useAtomValue } from '../state/jotai';

/** Set once by the app shell from the platform's stored choice, then by the switch. */
export const currencyAtom = atom<Currency>(DEFAULT_CURRENCY);

export interface RatesState {
  rates: Rates | undefined;
  asOf: string | undefined;
}

export const ratesAtom = atom<RatesState>({ rates: undefined, asOf: undefined });

type PriceInput = Pick<Price, 'isFree' | 'price' | 'currency'>;

export interface FormattedPrice {
  /** 'Free' or the price in the visitor's currency when a rate is known. */
  text: string;
  converted: boolean;
  /** The seller's own price, e.g. "₹499"; same as text when not converted. */
  original: string;
  /** Day of the rate a converted price used, e.g. "Nov 25, 2026". */
  rateDate: string | undefined;
}

export function useCurrency() {
  const platform = usePlatform();
  const [currency, setCurrencyValue] = useAtom(currencyAtom);
  const setCurrency = useCallback(
    (next: Currency) => {
      setCurrencyValue(next);
      platform.savePreferences({ currency: next });
    },
    [platform, setCurrencyValue],
  );
  const { rates, asOf } = useAtomValue(ratesAtom);
  const rateDay = asOf ? formatDay(asOf) : undefined;
  const format = useCallback(
    (price: PriceInput): FormattedPrice => {
      const shown = displayPrice(price, currency, rates);
      const original = price.isFree ? 'Free' : formatMoney(price.price, price.currency);
      return { ...shown, original, rateDate: shown.converted ? rateDay : undefined };
    },
    [currency, rates, rateDay],
  );
  return { currency, setCurrency, rates, asOf, rateDay, format };
}
