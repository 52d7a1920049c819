import { describe, expect, it } from 'vitest';
import type { Sale } from '#shared/api/commerce';
import { feesOf } from '#shared/domain/payout';
import { saleLines, totalsByCurrency } from './sale-lines';

const sale = (amount: number, currency: Sale['currency']): Sale => ({
  _orderId: `order_${amount}_${currency}`,
  extensionId: 'ext1',
  itemName: 'Maps',
  amount,
  currency,
  platformFee: 0,
  sellerPayout: 0,
  transferId: null,
  paidAt: '2026-11-20T10:00:00.000Z',
});

describe('My store lines', () => {
  it('reads ₹249 as lines that add up to ₹228.75 (issue 20)', () => {
    expect(saleLines(sale(249, 'INR'))).toEqual({
      price: 24_900,
      paymentFee: 498,
      paymentFeeTax: 90,
      platformFee: 1_370,
      routeFee: 57,
      routeFeeTax: 10,
      payout: 22_875,
    });
  });

  it('totals each currency line by line, and the totals add up', () => {
    const totals = totalsByCurrency([
      sale(249, 'INR'),
      sale(4.99, 'USD'),
      sale(999, 'INR'),
      sale(12.5, 'USD'),
    ]);
    expect(totals.map(total => [total.currency, total.orders])).toEqual([
      ['INR', 2],
      ['USD', 2],
    ]);
    for (const total of totals) {
      expect(feesOf(total.lines) + total.lines.payout).toBe(total.lines.price);
    }
    expect(totals[0]?.lines.payout).toBe(22_875 + 91_776);
  });
});
