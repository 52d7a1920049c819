/**
 * Which of the marketplace's two currencies a visitor starts with: INR in India,
 * USD elsewhere (spec §3 country list). Tiny on purpose: it runs on first load,
 * while the country list itself (countries.ts) loads only where a form needs it.
 */
import type { Currency } from '../constants';

export function marketCurrency(countryCode: string | null | undefined): Currency {
  return countryCode?.toUpperCase() === 'IN' ? 'INR' : 'USD';
}

/** 'en-IN' → 'IN'; a locale without a region (or none) → undefined. */
export function regionOf(locale: string | undefined): string | undefined {
  const region = /^[a-z]{2,3}(?:-[A-Za-z]{4})?-([A-Za-z]{2}|\d{3})\b/i.exec(
    locale ?? '',
  )?.[1];
  return region && /^[A-Za-z]{2}$/.test(region) ? region.toUpperCase() : undefined;
}
