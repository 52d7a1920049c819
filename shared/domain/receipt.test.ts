import { describe, expect, it } from 'vitest';
import { gstIncluded } from './receipt';

describe('GST on a receipt', () => {
  it('splits a GST-inclusive price into taxable value and 18 % GST', () => {
    // ₹999 = ₹846.61 + ₹152.39 (846.61 × 0.18 = 152.39).
    expect(gstIncluded(99_900)).toEqual({
      taxableMinor: 84_661,
      gstMinor: 15_239,
      totalMinor: 99_900,
    });
    expect(gstIncluded(11_800)).toEqual({
      taxableMinor: 10_000,
      gstMinor: 1_800,
      totalMinor: 11_800,
    });
    expect(gstIncluded(0)).toEqual({ taxableMinor: 0, gstMinor: 0, totalMinor: 0 });
  });

  it('always adds up to the amount paid, to the paisa', () => {
    for (let total = 1; total < 200_000; total += 7) {
      const lines = gstIncluded(total);
      expect(lines.taxableMinor + lines.gstMinor).toBe(total);
      expect(Math.abs(lines.gstMinor - lines.taxableMinor * 0.18)).toBeLessThanOrEqual(1);
    }
  });
});
