/**
 * The country list of spec §3 (code, name, currency; about 250 entries), from the
 * maintained `countries-list` package rather than typed by hand. Loaded by the forms
 * that ask for a country; first-load code uses market.ts instead.
 */
import { countries } from 'countries-list';

export interface Country {
  /** ISO 3166-1 alpha-2. */
  code: string;
  name: string;
  /** The country's main ISO 4217 currency ('' where it has none listed). */
  currency: string;
}

export const COUNTRIES: readonly Country[] = Object.entries(countries)
  .map(([code, country]) => ({
    code,
    name: country.name,
    currency: country.currency[0] ?? '',
  }))
  .sort((a, b) => a.name.localeCompare(b.name, 'en'));

export function countryByCode(code: string | null | undefined): Country | undefined {
  const wanted = code?.toUpperCase();
  return COUNTRIES.find(country => country.code === wanted);
}
