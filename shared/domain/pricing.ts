/**
 * Prices: minor-unit storage, display in either currency, conversion by our stored
 * rates, and the rules a price must meet so the payment provider can charge it
 * (issue 17): the editor, create/update-extension, the payout route and checkout all
 * judge a price here, so a listing that passes can always be bought.
 */
import { CURRENCY_SYMBOLS, type Currency } from '../constants';
import { convert, type Rates } from './money';

export { convert, displayPrice, formatMoney, type Rates } from './money';

export function toMinor(major: number): number {
  return Math.round(major * 100);
}

/** Razorpay's order API (and the sandbox that plays it) refuses less than 1.00. */
export const MIN_CHARGE_MINOR = 100;

/** The rules' messages, as the field error under the price (and the 400's message). */
export const PRICE_RULES = {
  decimals: 'can have at most 2 decimals',
  minimum: (currency: Currency) =>
    `must be at least ${CURRENCY_SYMBOLS[currency]}1.00, the least a payment can be`,
} as const;

/** Digits after the point as the number prints (1.005 → 3; 1e-7 → more than 2). */
function decimalsOf(value: number): number {
  const text = String(value);
  if (text.includes('e')) return Number.isInteger(value) ? 0 : Infinity;
  const dot = text.indexOf('.');
  return dot < 0 ? 0 : text.length - dot - 1;
}

/** What is wrong with a paid price in major units, or undefined when it can be listed. */
export function priceProblem(price: number, currency: Currency): string | undefined {
  if (!Number.isFinite(price) || decimalsOf(price) > 2) return PRICE_RULES.decimals;
  if (toMinor(price) < MIN_CHARGE_MINOR) return PRICE_RULES.minimum(currency);
  return undefined;
}

/** Why a converted amount cannot be paid in `currency`, naming the one that can. */
export function belowChargeMinimum(currency: Currency, listCurrency: Currency): string {
  return `The price in ${currency} would be under ${CURRENCY_SYMBOLS[currency]}1.00, the least a payment can be, so pay in ${listCurrency} instead.`;
}

/**
 * The currency checkout offers for a paid listing: the visitor's own when the
 * converted price reaches the provider's minimum, else the listing's currency with
 * the reason. Without rates the listing's currency is what the page shows anyway.
 */
export function checkoutCurrency(
  price: { price: number; currency: Currency },
  visitorCurrency: Currency,
  rates: Rates | undefined,
): { currency: Currency; reason?: string } {
  if (visitorCurrency === price.currency) return { currency: visitorCurrency };
  const converted = rates
    ? convert(price.price, price.currency, visitorCurrency, rates)
    : undefined;
  if (converted === undefined) return { currency: visitorCurrency };
  if (Math.round(converted * 100) >= MIN_CHARGE_MINOR)
    return { currency: visitorCurrency };
  return {
    currency: price.currency,
    reason: belowChargeMinimum(visitorCurrency, price.currency),
  };
}

export function toMajor(minor: number): number {
  return minor / 100;
}
