import { describe, expect, it } from 'vitest';
import { payoutBreakdown, platformFee, sellerPayout } from './payout';

/**
 * The spec's steps with exact decimals (integers scaled by 10¹²), independent of the
 * one-fraction form in payout.ts.
 */
function specPayout(priceMinor: number): number {
  const SCALE = 10n ** 12n;
  const price = BigInt(priceMinor) * SCALE;
  const paymentFee = (price * 2n) / 100n;
  const paymentTax = (paymentFee * 18n) / 100n;
  const platform = (price * 55n) / 1000n;
  const remainder = price - paymentFee - paymentTax - platform;
  const routeFee = (remainder * 25n) / 10_000n;
  const routeTax = (routeFee * 18n) / 100n;
  const exact = remainder - routeFee - routeTax;
  // Each step above divides exactly at this scale, so flooring once is the spec's rounding.
  return Number(exact / SCALE);
}

describe('seller payout (spec §9)', () => {
  it('matches the worked example: ₹100 pays ₹91.86', () => {
    expect(sellerPayout(10_000)).toBe(9_186);
    expect(payoutBreakdown(10_000)).toEqual({
      price: 10_000,
      paymentFee: 200,
      paymentFeeTax: 36,
      platformFee: 550,
      routeFee: 23,
      routeFeeTax: 4,
      payout: 9_186,
    });
  });

  it('agrees with exact decimal arithmetic over 10,000 random prices', () => {
    let seed = 42;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let i = 0; i < 10_000; i++) {
      // Up to ₹10,00,000 in paise, weighted toward everyday prices.
      const price = Math.floor(random() ** 3 * 100_000_000);
      expect(sellerPayout(price), `price ${price}`).toBe(specPayout(price));
    }
  });

  it('never rounds up and never pays more than the price', () => {
    for (const price of [0, 1, 2, 99, 100, 101, 999, 1_000_001, 99_999_999]) {
      const payout = sellerPayout(price);
      expect(payout).toBeLessThanOrEqual((price * 91_868_187) / 1e8);
      expect(payout).toBeLessThanOrEqual(price);
    }
  });

  it('rounds the platform fee half up', () => {
    expect(platformFee(100)).toBe(6); // 5.5 → 6
    expect(platformFee(10)).toBe(1); // 0.55 → 1
    expect(platformFee(9)).toBe(0); // 0.495 → 0
    expect(platformFee(99_900)).toBe(5_495); // ₹999 → ₹54.945 → ₹54.95
  });

  it('refuses prices that are not whole minor units', () => {
    expect(() => sellerPayout(1.5)).toThrow(RangeError);
    expect(() => sellerPayout(-1)).toThrow(RangeError);
    expect(() => sellerPayout(Number.MAX_SAFE_INTEGER + 2)).toThrow(RangeError);
  });
});
