import { describe, expect, it } from 'vitest';
import { CURRENCIES } from '../constants';
import { toMinor } from './pricing';
import {
  feesOf,
  payoutBreakdown,
  platformFee,
  sellerPayout,
  sumBreakdowns,
} from './payout';

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
    // Route fee 0.2304 and its tax 0.0415 share the 0.28 the payout leaves: the tax,
    // with the larger fraction, takes the unit the rounding down left over.
    expect(payoutBreakdown(10_000)).toEqual({
      price: 10_000,
      paymentFee: 200,
      paymentFeeTax: 36,
      platformFee: 550,
      routeFee: 23,
      routeFeeTax: 5,
      payout: 9_186,
    });
  });

  it('reads ₹249 as lines that add up (issue 20)', () => {
    const lines = payoutBreakdown(24_900);
    expect(lines.platformFee).toBe(1_370);
    expect(lines.payout).toBe(22_875);
    expect(lines.price - feesOf(lines)).toBe(lines.payout);
  });

  it('adds up exactly, each line within two minor units of its exact value', () => {
    const exact = (price: number) => ({
      paymentFee: price * 0.02,
      paymentFeeTax: price * 0.0036,
      routeFee: price * 0.9214 * 0.0025,
      routeFeeTax: price * 0.9214 * 0.0025 * 0.18,
    });
    let seed = 7;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const prices = [0, 1, 99, 100, 101, 199, 24_900, 99_999, 100_000_000];
    for (let i = 0; i < 20_000; i++) prices.push(Math.floor(random() ** 3 * 1e8));
    // Checked without an expect per line, so 40,000 breakdowns stay fast.
    const wrong: string[] = [];
    for (const currency of CURRENCIES) {
      for (const minor of prices) {
        // Through major units, as a listing's price (₹249.99, $4.99) is stored.
        const price = toMinor(minor / 100);
        const lines = payoutBreakdown(price);
        const label = `${currency} ${price}`;
        if (feesOf(lines) + lines.payout !== price)
          wrong.push(`${label} does not add up`);
        if (lines.payout !== sellerPayout(price)) wrong.push(`${label} payout`);
        if (lines.platformFee !== platformFee(price)) wrong.push(`${label} platform fee`);
        for (const [key, value] of Object.entries(exact(price))) {
          const line = lines[key as keyof typeof lines];
          if (!Number.isInteger(line) || line < 0 || Math.abs(line - value) >= 2)
            wrong.push(`${label} ${key} ${line} vs ${value}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(prices.length * CURRENCIES.length).toBeGreaterThan(40_000);
  });

  it('sums breakdowns line by line, and the totals add up too', () => {
    const sales = [24_900, 9_900, 49_900, 100].map(payoutBreakdown);
    const total = sumBreakdowns(sales);
    expect(total.price).toBe(84_800);
    expect(feesOf(total) + total.payout).toBe(total.price);
    expect(total.payout).toBe(sales.reduce((sum, lines) => sum + lines.payout, 0));
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
