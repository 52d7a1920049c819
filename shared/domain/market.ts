/**
 * Which of the marketplace's two currencies a visitor sees. Spec §3: the default is
 * INR for every first visit, wherever the browser is; a visitor who picks a currency
 * (the switch) or a country (Preferences: INR in India, USD elsewhere) keeps that
 * choice. Tiny on purpose: it runs on first load, while the country list itself
 * (countries.ts) loads only where a form needs it.
 */
import { DEFAULT_CURRENCY, type Currency } from '../constants';

export function marketCurrency(countryCode: string | null | undefined): Currency {
  return countryCode?.toUpperCase() === 'IN' ? 'INR' : 'USD';
}

/** The currency a visit starts in, from what the platform remembers of the visitor. */
export function startingCurrency(remembered: {
  currency?: Currency | null | undefined;
  country?: string | null | undefined;
}): Currency {
  if (remembered.currency) return remembered.currency;
  return remembered.country ? marketCurrency(remembered.country) : DEFAULT_CURRENCY;
}
