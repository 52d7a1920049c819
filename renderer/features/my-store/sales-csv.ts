/**
 * My store's CSV export: one row per paid sale, every fee line as on the screen, in
 * the columns a seller's accountant expects. Cells a spreadsheet would run as
 * formulas (=, +, -, @ first) are quoted with a leading apostrophe, since item
 * names come from makers.
 */
import type { Sale } from '#shared/api/commerce';
import { saleLines } from './sale-lines';

const HEADER = [
  'Order',
  'Item',
  'Paid at',
  'Currency',
  'Amount',
  'Payment gateway fee',
  'GST on gateway fee',
  'Platform fee',
  'Transfer fee',
  'GST on transfer fee',
  'Your payout',
  'Transfer',
];

export function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function salesCsv(sales: readonly Sale[]): string {
  // The screen's lines (one payoutBreakdown), so the columns add up as it does.
  const fixed = (minor: number) => (minor / 100).toFixed(2);
  const rows = sales.map(sale => {
    const lines = saleLines(sale);
    return [
      sale._orderId,
      sale.itemName,
      sale.paidAt,
      sale.currency,
      fixed(lines.price),
      fixed(lines.paymentFee),
      fixed(lines.paymentFeeTax),
      fixed(lines.platformFee),
      fixed(lines.routeFee),
      fixed(lines.routeFeeTax),
      fixed(lines.payout),
      sale.transferId ?? '',
    ];
  });
  return [HEADER, ...rows].map(row => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
