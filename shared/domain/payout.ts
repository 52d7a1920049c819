/**
 * What a seller receives from a sale (spec §9), computed in integer minor units with
 * exact arithmetic: the price, minus the payment fee (2 %) and its 18 % tax, minus the
 * platform fee (5.5 %), then minus the Route fee (0.25 % of what remains) and its
 * 18 % tax. In one fraction: payout = price × 0.9214 × 0.99705 = price × 91868187 / 10⁸,
 * rounded down once, at the very end. The fee lines are each rounded half up to the
 * minor unit for display; the payout never depends on them.
 * Server (orders, the payout route) and editor ("You receive …") share this.
 */

export const PAYOUT_NUMERATOR = 91_868_187n;
export const PAYOUT_DENOMINATOR = 100_000_000n;
/** Platform fee: 5.5 % = 55 / 1000. */
const PLATFORM_FEE = [55n, 1_000n] as const;

export interface PayoutBreakdown {
  price: number;
  paymentFee: number;
  paymentFeeTax: number;
  platformFee: number;
  routeFee: number;
  routeFeeTax: number;
  payout: number;
}

/** round(price × numerator / denominator), halves up; non-negative integers only. */
function halfUp(price: bigint, numerator: bigint, denominator: bigint): number {
  return Number((price * numerator * 2n + denominator) / (denominator * 2n));
}

function assertMinor(priceMinor: number): bigint {
  if (!Number.isSafeInteger(priceMinor) || priceMinor < 0) {
    throw new RangeError(
      `A price in minor units must be a whole number ≥ 0, got ${priceMinor}`,
    );
  }
  return BigInt(priceMinor);
}

/** The seller's payout for a price in minor units (rounded down once). */
export function sellerPayout(priceMinor: number): number {
  return Number((assertMinor(priceMinor) * PAYOUT_NUMERATOR) / PAYOUT_DENOMINATOR);
}

/** The platform's 5.5 %, rounded half up to the minor unit. */
export function platformFee(priceMinor: number): number {
  return halfUp(assertMinor(priceMinor), ...PLATFORM_FEE);
}

/** Every line of the payout, in minor units. */
export function payoutBreakdown(priceMinor: number): PayoutBreakdown {
  const p = assertMinor(priceMinor);
  return {
    price: priceMinor,
    // 2 % and 18 % of it: 2/100, 36/10000.
    paymentFee: halfUp(p, 2n, 100n),
    paymentFeeTax: halfUp(p, 36n, 10_000n),
    platformFee: platformFee(priceMinor),
    // 0.25 % of the remainder (0.9214 p), and 18 % of that.
    routeFee: halfUp(p, 9_214n * 25n, 10n ** 8n),
    routeFeeTax: halfUp(p, 9_214n * 25n * 18n, 10n ** 10n),
    payout: sellerPayout(priceMinor),
  };
}
