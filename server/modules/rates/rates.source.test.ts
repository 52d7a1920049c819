import { describe, expect, it } from 'vitest';
import { parseRatesAnswer, RatesSourceError } from './rates.source';

const now = new Date('2026-11-25T12:00:00.000Z');

describe('parseRatesAnswer', () => {
  it('reads an INR-based answer of ExchangeRate-API shape with its Unix date', () => {
    const parsed = parseRatesAnswer(
      {
        result: 'success',
        base_code: 'INR',
        time_last_update_unix: 1_795_564_800,
        rates: { INR: 1, USD: 0.0112, EUR: 0.0097 },
      },
      now,
    );
    expect(parsed).toEqual({
      asOf: '2026-11-25T00:00:00.000Z',
      rates: { USD: 0.0112, EUR: 0.0097 },
    });
  });

  it('rebases a USD answer of Frankfurter shape to INR', () => {
    const parsed = parseRatesAnswer(
      { amount: 1, base: 'USD', date: '2026-11-24', rates: { INR: 80, EUR: 0.8 } },
      now,
    );
    expect(parsed.asOf).toBe('2026-11-24T00:00:00.000Z');
    expect(parsed.rates.USD).toBeCloseTo(1 / 80, 10);
    expect(parsed.rates.EUR).toBeCloseTo(0.01, 10);
    expect(parsed.rates.INR).toBeUndefined();
  });

  it.each([
    ['not an object', [1, 2, 3], /not a JSON object/],
    ['an error answer', { result: 'error', 'error-type': 'invalid-key' }, /an error/],
    ['no rates', { base: 'INR', date: '2026-11-24' }, /no rates object/],
    [
      'a string rate',
      { base: 'INR', date: '2026-11-24', rates: { USD: '0.01' } },
      /USD is not a positive/,
    ],
    [
      'a negative rate',
      { base: 'INR', date: '2026-11-24', rates: { USD: -0.01 } },
      /USD is not a positive/,
    ],
    [
      'a zero rate',
      { base: 'INR', date: '2026-11-24', rates: { USD: 0 } },
      /USD is not a positive/,
    ],
    [
      'a bad code',
      { base: 'INR', date: '2026-11-24', rates: { 'usd<script>': 1 } },
      /not a currency code/,
    ],
    [
      'no INR to rebase',
      { base: 'USD', date: '2026-11-24', rates: { EUR: 0.9 } },
      /do not include INR/,
    ],
    ['no USD', { base: 'INR', date: '2026-11-24', rates: { EUR: 0.01 } }, /no USD rate/],
    ['no date', { base: 'INR', rates: { USD: 0.01 } }, /which day/],
    [
      'a date from the future',
      { base: 'INR', date: '2027-01-01', rates: { USD: 0.01 } },
      /future/,
    ],
    [
      'a nonsense date',
      { base: 'INR', date: '2026-13-45', rates: { USD: 0.01 } },
      /which day/,
    ],
  ])('refuses %s', (_name, body, message) => {
    expect(() => parseRatesAnswer(body, now)).toThrow(RatesSourceError);
    expect(() => parseRatesAnswer(body, now)).toThrow(message);
  });

  it('refuses an answer listing absurdly many currencies', () => {
    const rates: Record<string, number> = {};
    for (let i = 0; i < 500; i += 1) {
      rates[String.fromCharCode(65 + (i % 26), 65 + Math.floor(i / 26), 65)] = 1;
    }
    expect(() =>
      parseRatesAnswer({ base: 'INR', date: '2026-11-24', rates }, now),
    ).toThrow(/currencies/);
  });
});
