/**
 * Table types of orders, payments, payouts, favourites and downloads (commerce
 * migration and later). Kept beside database.ts, which extends CommerceTables, so
 * neither file outgrows the 400-line rule.
 */
import type { ColumnType } from 'kysely';

/** One provider order (`order_…`); amounts in minor units (commerce migration). */
export interface OrdersTable {
  id: string;
  kind: 'extension' | 'gold';
  buyer_id: string;
  seller_id: string | null;
  extension_id: string | null;
  item_name: string;
  item_slug: ColumnType<string, string | undefined, string>;
  package_name: ColumnType<string, string | undefined, string>;
  gold_tier: string | null;
  version: ColumnType<string, string | undefined, string>;
  amount_minor: number;
  currency: string;
  list_price_minor: number;
  list_currency: string;
  rate: number | null;
  rate_as_of: string | null;
  receipt: string;
  /** JSON object of string notes, as sent to the provider. */
  notes: string;
  status: 'created' | 'paid' | 'failed' | 'refunded';
  provider: 'sandbox' | 'razorpay' | 'free';
  payment_id: string | null;
  platform_fee_minor: number | null;
  seller_payout_minor: number | null;
  licence_key: string | null;
  created_at: string;
  paid_at: string | null;
  updated_at: string;
  /** Why a payment was refunded or not taken, for the buyer (issue 17). */
  status_reason: ColumnType<string | null, string | null | undefined, string | null>;
  /** Free-era orders: versions uploaded up to this instant only (set when it got a price). */
  versions_until: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface PaymentEventsTable {
  event_id: string;
  event: string;
  received_at: string;
}

export interface TransfersTable {
  id: string;
  order_id: string;
  account_id: string;
  amount_minor: number;
  currency: string;
  created_at: string;
}

export interface LinkedAccountsTable {
  user_id: string;
  provider: string;
  account_id: string;
  name: string;
  email: string;
  ifsc: string;
  account_type: 'savings' | 'current';
  account_last4: string;
  created_at: string;
  updated_at: string;
}

export interface FavouritesTable {
  user_id: string;
  extension_id: string;
  created_at: string;
}

export interface DownloadsTable {
  id: string;
  order_id: string;
  version_id: string;
  version: string;
  created_at: string;
}

export interface GoldBadgesTable {
  order_id: string;
  user_id: string;
  tier: string;
  starts_at: string;
  ends_at: string;
}

/** The sandbox provider's side: its orders, payments, refunds, accounts, transfers. */
export interface SandboxRecordsTable {
  id: string;
  entity: 'order' | 'payment' | 'refund' | 'account' | 'transfer';
  parent_id: string | null;
  amount: ColumnType<number, number | undefined, number>;
  currency: ColumnType<string, string | undefined, string>;
  status: string;
  data: ColumnType<string, string | undefined, string>;
  created_at: string;
}

export interface CommerceTables {
  orders: OrdersTable;
  payment_events: PaymentEventsTable;
  transfers: TransfersTable;
  linked_accounts: LinkedAccountsTable;
  favourites: FavouritesTable;
  downloads: DownloadsTable;
  gold_badges: GoldBadgesTable;
  sandbox_records: SandboxRecordsTable;
}
