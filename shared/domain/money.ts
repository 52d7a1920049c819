/**
 * Money as every card and price tag shows it: conversion between INR and USD by
 * our stored rates, and the price text in the visitor's currency. Apart from the
 * rules a price must meet to be charged (pricing.ts, which re-exports these), which
 * only the editor, checkout and the server need: every first visit shows prices,
 * few check one (issue 18).
 */
import { CURRENCY_SYMBOLS, type Currency } from '../constants';
import { groupDigits } from '../format';

/** Units of each currency per 1 INR, as served by /private/api/exchange-rates. */
export type Rates = Readonly<Record<string, number>>;

/** Converts an amount between INR and USD with INR-based rates; undefined when a rate is missing. */
export function convert(
  amount: number,
  from: Currency,
  to: Currency,
  rates: Rates,
): number | undefined {
  if (from === to) return amount;
  const fromRate = from === 'INR' ? 1 : rates[from];
  const toRate = to === 'INR' ? 1 : rates[to];
  if (!fromRate || !toRate) return undefined;
  return (amount / fromRate) * toRate;
}

/** "₹499", "$5.99", "₹1,250.50": grouping in en-US style, cents only when present. */
export function formatMoney(amount: number, currency: Currency): string {
  const rounded = Math.round(amount * 100) / 100;
  const digits = Number.isInteger(rounded) ? 0 : 2;
  return `${CURRENCY_SYMBOLS[currency]}${groupDigits(rounded, digits)}`;
}

/** Price of an extension in the visitor's currency; 'Free' for free ones. */
export function displayPrice(
  price: { isFree: boolean; price: number; currency: Currency },
  visitorCurrency: Currency,
  rates: Rates | undefined,
): { text: string; converted: boolean } {
  if (price.isFree) return { text: 'Free', converted: false };
  const converted = rates
    ? convert(price.price, price.currency, visitorCurrency, rates)
    : undefined;
  if (converted === undefined || visitorCurrency === price.currency) {
    return { text: formatMoney(price.price, price.currency), converted: false };
  }
  return { text: formatMoney(converted, visitorCurrency), converted: true };
}
