/**
 * Demo commerce for the first start: every maker of a paid demo extension gets a
 * sandbox payout account, and other makers have bought a few of them over the last
 * weeks, so My store, Orders and the admins' order list show real-looking data on
 * a fresh checkout. Amounts follow the same payout formula as live sales.
 */
import type { Insertable } from 'kysely';
import { payoutBreakdown } from '#shared/domain/payout';
import type { OrdersTable, TransfersTable, LinkedAccountsTable } from '../db/database';
import type { Executor } from '../db/executor';
import { newLicenceKey } from '../modules/commerce/orders.service';
import { insertRows } from './bulk';
import type { DemoExtension } from './demo-catalogue';
import { createRandom } from './random';

const DAY_MS = 86_400_000;

export interface DemoSeller {
  id: string;
  name: string;
  username: string;
}

export interface DemoListing {
  id: string;
  extension: DemoExtension;
  seller: DemoSeller;
  packageName: string;
}

const pad = (value: number) => String(value).padStart(3, '0');

export async function seedDemoCommerce(
  trx: Executor,
  listings: readonly DemoListing[],
  buyers: readonly DemoSeller[],
  now: Date,
): Promise<void> {
  const random = createRandom(20261125);
  const paid = listings.filter(
    listing => listing.extension.price && listing.extension.published !== false,
  );
  const accounts = new Map<string, Insertable<LinkedAccountsTable>>();
  for (const { seller } of paid) {
    if (accounts.has(seller.id)) continue;
    const at = new Date(now.getTime() - 60 * DAY_MS).toISOString();
    accounts.set(seller.id, {
      user_id: seller.id,
      provider: 'sandbox',
      account_id: `acc_demo${pad(accounts.size + 1)}`,
      name: seller.name,
      email: `${seller.username}@example.com`,
      ifsc: 'HDFC0001234',
      account_type: 'current',
      account_last4: String(1000 + random.int(0, 8999)),
      created_at: at,
      updated_at: at,
    });
  }
  const orders: Insertable<OrdersTable>[] = [];
  const transfers: Insertable<TransfersTable>[] = [];
  for (const listing of paid) {
    const price = listing.extension.price;
    if (!price) continue;
    const amount = Math.round(price.amount * 100);
    const lines = payoutBreakdown(amount);
    const others = buyers.filter(buyer => buyer.id !== listing.seller.id);
    const count = random.int(1, others.length);
    for (const buyer of others.slice(0, count)) {
      const n = orders.length + 1;
      const paidAt = new Date(
        now.getTime() - random.int(0, 27) * DAY_MS - random.int(0, 80_000) * 1000,
      ).toISOString();
      const id = `order_demo${pad(n)}`;
      orders.push({
        id,
        kind: 'extension',
        buyer_id: buyer.id,
        seller_id: listing.seller.id,
        extension_id: listing.id,
        item_name: listing.extension.name,
        item_slug: listing.extension.slug,
        package_name: listing.packageName,
        gold_tier: null,
        version: `1.${listing.extension.releases.length - 1}.0`,
        amount_minor: amount,
        currency: price.currency,
        list_price_minor: amount,
        list_currency: price.currency,
        rate: null,
        rate_as_of: null,
        receipt: `aixm_demo${pad(n)}`,
        notes: JSON.stringify({ extensionId: listing.id, demo: 'true' }),
        status: 'paid',
        provider: 'sandbox',
        payment_id: `pay_demo${pad(n)}`,
        platform_fee_minor: lines.platformFee,
        seller_payout_minor: lines.payout,
        licence_key: newLicenceKey(),
        created_at: paidAt,
        paid_at: paidAt,
        updated_at: paidAt,
      });
      // Route transfers exist for INR; a USD sale's transfer is made in INR at payout time.
      if (price.currency === 'INR') {
        transfers.push({
          id: `trf_demo${pad(n)}`,
          order_id: id,
          account_id: accounts.get(listing.seller.id)?.account_id ?? '',
          amount_minor: lines.payout,
          currency: 'INR',
          created_at: paidAt,
        });
      }
    }
  }
  await insertRows(trx, 'linked_accounts', [...accounts.values()]);
  await insertRows(trx, 'orders', orders);
  await insertRows(trx, 'transfers', transfers);
}
