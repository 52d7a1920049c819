import { describe, expect, it } from 'vitest';
import type { Sale } from '#shared/api/commerce';
import { csvCell, salesCsv } from './sales-csv';

const sale: Sale = {
  _orderId: 'order_A1',
  extensionId: 'ext1',
  itemName: 'Maps, "Pro"',
  amount: 999,
  currency: 'INR',
  platformFee: 54.95,
  sellerPayout: 917.76,
  transferId: null,
  paidAt: '2026-11-20T10:00:00.000Z',
};

describe('sales CSV', () => {
  it('writes a header and one quoted, fixed-point row per sale', () => {
    expect(salesCsv([sale]).split('\r\n')).toEqual([
      'Order,Item,Paid at,Currency,Amount,Payment gateway fee,GST on gateway fee,Platform fee,Transfer fee,GST on transfer fee,Your payout,Transfer',
      // 19.98 + 3.60 + 54.95 + 2.30 + 0.41 + 917.76 = 999.00
      'order_A1,"Maps, ""Pro""",2026-11-20T10:00:00.000Z,INR,999.00,19.98,3.60,54.95,2.30,0.41,917.76,',
      '',
    ]);
  });

  it('defuses cells a spreadsheet would run as formulas', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('@sum')).toBe("'@sum");
    expect(csvCell(-5)).toBe('-5');
  });
});
