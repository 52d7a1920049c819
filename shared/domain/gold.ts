/** AIX Market Gold backer tiers (the /gold screen, and the server checks a Gold order against them). Prices are fixed per currency, not converted. */
import type { Currency } from '#shared/constants';

export interface GoldTier {
  id: 'supporter' | 'gold' | 'patron';
  name: string;
  tagline: string;
  /** Monthly price in each currency, in major units. */
  monthly: Record<Currency, number>;
  perks: readonly string[];
  featured?: boolean;
}

export const GOLD_TIERS: readonly GoldTier[] = [
  {
    id: 'supporter',
    name: 'Supporter',
    tagline: 'Keep the lights on',
    monthly: { INR: 99, USD: 1.99 },
    perks: [
      'Your name on our backers list',
      'Monthly update on what we shipped and what is next',
      'Our heartfelt thanks',
    ],
  },
  {
    id: 'gold',
    name: 'Gold',
    tagline: 'Shape what we build',
    monthly: { INR: 299, USD: 4.99 },
    featured: true,
    perks: [
      'Everything in Supporter',
      'A vote on the roadmap each quarter',
      'Early invitations to beta features such as cURL to Blocks',
      'A Gold badge on your maker profile once accounts support it',
    ],
  },
  {
    id: 'patron',
    name: 'Patron',
    tagline: 'Back the whole community',
    monthly: { INR: 999, USD: 14.99 },
    perks: [
      'Everything in Gold',
      'Your name or logo highlighted on the backers list',
      'A call with the team about your extension or app',
    ],
  },
];

export const GOLD_FAQ = [
  {
    question: 'Do I need Gold to buy or sell extensions?',
    answer:
      'No. Browsing, downloading free extensions, buying and selling are open to everyone. Gold is a way to support the project.',
  },
  {
    question: 'How do I pay?',
    answer:
      'Through the same checkout as extensions (Razorpay: cards, UPI, net banking). Each payment covers 30 days; your receipt is in Orders.',
  },
  {
    question: 'Does Gold change the platform fee on my sales?',
    answer:
      'No. Every seller pays the same 5.5% platform fee, whether or not they back us.',
  },
  {
    question: 'Can I stop at any time?',
    answer:
      'Yes. Nothing renews by itself: your badge stays until the paid period ends, and you pay again only if you want another month.',
  },
] as const;

/** The tier whose price in `currency` is exactly `amountMinor`, if any (the server's check). */
export function goldTierByPrice(
  amountMinor: number,
  currency: Currency,
): GoldTier | undefined {
  return GOLD_TIERS.find(
    tier => Math.round(tier.monthly[currency] * 100) === amountMinor,
  );
}

/** How long one payment keeps the Gold badge. */
export const GOLD_PERIOD_DAYS = 30;

/** "Gold" for 'gold'; an unknown id (a retired tier) reads as Gold. */
export function goldTierName(id: string): string {
  return GOLD_TIERS.find(tier => tier.id === id)?.name ?? 'Gold';
}
