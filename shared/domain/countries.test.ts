import { describe, expect, it } from 'vitest';
import { COUNTRIES, countryByCode } from './countries';
import { marketCurrency, startingCurrency } from './market';

describe('the country list (spec §3)', () => {
  it('has about 250 countries with unique codes, names and currencies', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(240);
    expect(COUNTRIES.length).toBeLessThanOrEqual(260);
    expect(new Set(COUNTRIES.map(country => country.code)).size).toBe(COUNTRIES.length);
    for (const country of COUNTRIES) {
      expect(country.code).toMatch(/^[A-Z]{2}$/);
      expect(country.name.length).toBeGreaterThan(1);
    }
    expect(countryByCode('in')).toEqual({ code: 'IN', name: 'India', currency: 'INR' });
    expect(countryByCode('US')?.currency).toBe('USD');
    expect(countryByCode('PT')?.currency).toBe('EUR');
    expect(countryByCode('ZZ')).toBeUndefined();
  });

  it('starts India on INR and everywhere else on USD', () => {
    expect(marketCurrency('IN')).toBe('INR');
    expect(marketCurrency('in')).toBe('INR');
    expect(marketCurrency('PT')).toBe('USD');
    expect(marketCurrency(undefined)).toBe('USD');
  });

  it('starts every first visit in INR and keeps a remembered choice', () => {
    expect(startingCurrency({})).toBe('INR');
    expect(startingCurrency({ country: 'US' })).toBe('USD');
    expect(startingCurrency({ country: 'IN' })).toBe('INR');
    expect(startingCurrency({ currency: 'USD' })).toBe('USD');
    expect(startingCurrency({ currency: 'INR', country: 'US' })).toBe('INR');
  });
});
