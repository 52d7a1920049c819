import { describe, expect, it } from 'vitest';
import { convert, displayPrice, formatMoney, toMinor } from './pricing';

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
});
