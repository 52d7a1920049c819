/**
 * When a sale's payout reaches the maker's bank (Route settles T+2 / T+7 working
 * days after the transfer), shared by My store's table and its phone cards.
 */
import type { Sale } from '#shared/api/commerce';
import { formatDay } from '#shared/format';
import { expectedSettlement } from '#shared/domain/settlement';

export function BankDay({ sale, sandbox }: { sale: Sale; sandbox: boolean }) {
  if (!sale.transferId) return <span className="my-store__muted">Transfer pending</span>;
  return (
    <span className="my-store__bank">
      <span>
        {sandbox ? 'Sandbox, would be ' : 'About '}
        <time dateTime={expectedSettlement(sale.paidAt, sale.currency)}>
          {formatDay(expectedSettlement(sale.paidAt, sale.currency))}
        </time>
      </span>
      <span className="my-store__mono">{sale.transferId}</span>
    </span>
  );
}
