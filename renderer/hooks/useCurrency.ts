/**
 * The visitor's display currency (persisted under STORAGE_KEYS.currency,
 * default INR) and the exchange rates our backend serves. Rates are loaded
 * once by <ExchangeRatesLoader> in the app shell; until they arrive (or if
 * they fail) prices show in their own currency.
 */
import { useCallback } from 'react';
import {
  CURRENCIES,
  DEFAULT_CURRENCY,
  STORAGE_KEYS,
  type Currency,
} from '#shared/constants';
import { displayPrice, formatMoney, type Rates } from '#shared/domain/pricing';
import type { Price } from '#shared/api/extensions';
import { atom, useAtom, useAtomValue } from '../state/jotai';

function readStoredCurrency(): Currency {
  try {
    const stored = localStorage.getItem(STORAGE_KEYS.currency);
    return CURRENCIES.find(currency => currency === stored) ?? DEFAULT_CURRENCY;
  } catch {
    return DEFAULT_CURRENCY;
  }
}

const storedCurrencyAtom = atom<Currency | null>(null);

export const currencyAtom = atom(
  get => get(storedCurrencyAtom) ?? readStoredCurrency(),
  (_get, set, next: Currency) => {
    set(storedCurrencyAtom, next);
    try {
      localStorage.setItem(STORAGE_KEYS.currency, next);
    } catch {
      // Private mode or a full quota: the choice still holds for this visit.
    }
  },
);

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
}

export function useCurrency() {
  const [currency, setCurrency] = useAtom(currencyAtom);
  const { rates, asOf } = useAtomValue(ratesAtom);
  const format = useCallback(
    (price: PriceInput): FormattedPrice => {
      const shown = displayPrice(price, currency, rates);
      const original = price.isFree ? 'Free' : formatMoney(price.price, price.currency);
      return { ...shown, original };
    },
    [currency, rates],
  );
  return { currency, setCurrency, rates, asOf, format };
}
