/**
 * What a seller receives from a sale (spec §9), computed in integer minor units with
 * exact arithmetic: the price, minus the payment fee (2 %) and its 18 % tax, minus the
 * platform fee (5.5 %), then minus the Route fee (0.25 % of what remains) and its
 * 18 % tax. In one fraction: payout = price × 0.9214 × 0.99705 = price × 91868187 / 10⁸,
 * rounded down once, at the very end. The platform fee is rounded half up (orders
 * record it so). The provider's four lines share what is left between them, so that
 * every line adds up to the price exactly in minor units (issue 20: "₹249 − ₹13.70
 * ≠ ₹228.75" read as a mistake); each stays within two minor units of its exact
 * value (nearly always one).
 * Server (orders, the payout route), editor ("You receive …") and My store share this.
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

/**
 * The provider's lines as exact fractions of the price over 10¹⁰: the payment fee
 * 2 %, its tax 0.36 %, the Route fee 0.25 % of 0.9214 and its tax 18 % of that.
 */
const PROVIDER_LINES = [
  200_000_000n,
  36_000_000n,
  9_214n * 25n * 100n,
  9_214n * 25n * 18n,
] as const;
const PROVIDER_DENOMINATOR = 10n ** 10n;

/**
 * Splits `total` minor units between exact shares (numerators over `denominator`)
 * by largest remainder: each share rounded down, the units still missing going to
 * the largest fractions first (earlier lines first on a tie).
 */
function apportion(
  price: bigint,
  numerators: readonly bigint[],
  denominator: bigint,
  total: number,
): number[] {
  const exact = numerators.map(n => price * n);
  const lines = exact.map(value => Number(value / denominator));
  let missing = total - lines.reduce((sum, line) => sum + line, 0);
  const order = exact
    .map((value, index) => ({ index, fraction: value % denominator }))
    .sort((a, b) =>
      a.fraction === b.fraction ? a.index - b.index : a.fraction > b.fraction ? -1 : 1,
    );
  // Rarely (the payout and platform fee both rounding the seller's way) one more
  // unit is missing than there are lines: the largest fraction takes a second one.
  for (let i = 0; missing > 0; i++, missing--) {
    const index = order[i % order.length]?.index ?? 0;
    lines[index] = (lines[index] ?? 0) + 1;
  }
  return lines;
}

/** Every line of the payout, in minor units; price = the fees + payout, exactly. */
export function payoutBreakdown(priceMinor: number): PayoutBreakdown {
  const p = assertMinor(priceMinor);
  const payout = sellerPayout(priceMinor);
  const platform = platformFee(priceMinor);
  const [paymentFee, paymentFeeTax, routeFee, routeFeeTax] = apportion(
    p,
    PROVIDER_LINES,
    PROVIDER_DENOMINATOR,
    priceMinor - payout - platform,
  ) as [number, number, number, number];
  return {
    price: priceMinor,
    paymentFee,
    paymentFeeTax,
    platformFee: platform,
    routeFee,
    routeFeeTax,
    payout,
  };
}

/** The deductions of a breakdown, for a "− fees" line or a total. */
export function feesOf(lines: PayoutBreakdown): number {
  return (
    lines.paymentFee +
    lines.paymentFeeTax +
    lines.platformFee +
    lines.routeFee +
    lines.routeFeeTax
  );
}

/** Adds breakdowns line by line (My store's totals), so totals add up as rows do. */
export function sumBreakdowns(all: readonly PayoutBreakdown[]): PayoutBreakdown {
  const sum: PayoutBreakdown = {
    price: 0,
    paymentFee: 0,
    paymentFeeTax: 0,
    platformFee: 0,
    routeFee: 0,
    routeFeeTax: 0,
    payout: 0,
  };
  for (const lines of all) {
    for (const key of Object.keys(sum) as (keyof PayoutBreakdown)[])
      sum[key] += lines[key];
  }
  return sum;
}
