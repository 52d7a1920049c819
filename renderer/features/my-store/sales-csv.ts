/**
 * My store's CSV export: one row per paid sale, in the columns a seller's
 * accountant expects. Cells a spreadsheet would run as formulas (=, +, -, @ first)
 * are quoted with a leading apostrophe, since item names come from makers.
 */
import type { Sale } from '#shared/api/commerce';

const HEADER = [
  'Order',
  'Item',
  'Paid at',
  'Currency',
  'Amount',
  'Platform fee',
  'Your payout',
  'Transfer',
];

export function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function salesCsv(sales: readonly Sale[]): string {
  const rows = sales.map(sale => [
    sale._orderId,
    sale.itemName,
    sale.paidAt,
    sale.currency,
    sale.amount.toFixed(2),
    sale.platformFee.toFixed(2),
    sale.sellerPayout.toFixed(2),
    sale.transferId ?? '',
  ]);
  return [HEADER, ...rows].map(row => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
