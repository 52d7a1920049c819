import { describe, expect, it } from 'vitest';
import {
  PRICE_RULES,
  checkoutCurrency,
  convert,
  displayPrice,
  formatMoney,
  priceProblem,
  toMinor,
} from './pricing';

const rates = { INR: 1, USD: 0.012 };

describe('pricing', () => {
  it('converts both ways through INR-based rates', () => {
    expect(convert(100, 'INR', 'USD', rates)).toBeCloseTo(1.2);
    expect(convert(1.2, 'USD', 'INR', rates)).toBeCloseTo(100);
    expect(convert(5, 'USD', 'INR', {})).toBeUndefined();
  });

  it('formats with the rupee and dollar symbols', () => {
    expect(formatMoney(499, 'INR')).toBe('₹499');
    expect(formatMoney(1250.5, 'INR')).toBe('₹1,250.50');
    expect(formatMoney(5.99, 'USD')).toBe('$5.99');
    expect(toMinor(5.99)).toBe(599);
  });

  it('shows Free, the own price, or the converted price', () => {
    expect(
      displayPrice({ isFree: true, price: 0, currency: 'INR' }, 'USD', rates).text,
    ).toBe('Free');
    expect(
      displayPrice({ isFree: false, price: 500, currency: 'INR' }, 'INR', rates),
    ).toEqual({ text: '₹500', converted: false });
    expect(
      displayPrice({ isFree: false, price: 500, currency: 'INR' }, 'USD', rates),
    ).toEqual({ text: '$6', converted: true });
    expect(
      displayPrice({ isFree: false, price: 500, currency: 'INR' }, 'USD', undefined).text,
    ).toBe('₹500');
  });

  it('lists a price of at least 1.00 with at most 2 decimals (issue 17)', () => {
    expect(priceProblem(1, 'INR')).toBeUndefined();
    expect(priceProblem(1.5, 'USD')).toBeUndefined();
    expect(priceProblem(999_999.99, 'INR')).toBeUndefined();
    expect(priceProblem(0.5, 'INR')).toBe(PRICE_RULES.minimum('INR'));
    expect(priceProblem(0.99, 'USD')).toBe(PRICE_RULES.minimum('USD'));
    expect(PRICE_RULES.minimum('USD')).toMatch(/\$1\.00/);
    // Silently rounding these is what the rule stops: float error included.
    expect(priceProblem(1.005, 'INR')).toBe(PRICE_RULES.decimals);
    expect(priceProblem(1.1 * 3, 'INR')).toBe(PRICE_RULES.decimals);
    expect(priceProblem(1e-7, 'INR')).toBe(PRICE_RULES.decimals);
    expect(priceProblem(Number.NaN, 'INR')).toBe(PRICE_RULES.decimals);
  });

  it('offers checkout in the listing’s currency when the converted price is under 1.00', () => {
    // ₹49 at 0.012 is $0.59: not chargeable in USD, so INR with the reason.
    const small = checkoutCurrency({ price: 49, currency: 'INR' }, 'USD', rates);
    expect(small.currency).toBe('INR');
    expect(small.reason).toMatch(/under \$1\.00.*pay in INR/);
    expect(checkoutCurrency({ price: 85, currency: 'INR' }, 'USD', rates)).toEqual({
      currency: 'USD',
    });
    expect(checkoutCurrency({ price: 49, currency: 'INR' }, 'INR', rates)).toEqual({
      currency: 'INR',
    });
  });
});
