/**
 * Sellers' side of commerce: what a sale pays them (the spec §9 payout), their
 * payout account (a Route linked account; only the last four digits are kept), their
 * sales for My store, and the public licence check an extension makes at run time.
 */
import {
  ACCOUNT_TYPES,
  type LicenceResponse,
  type LinkAccountBody,
  type LinkedAccount,
  type MyStoreResponse,
  type PayoutResponse,
} from '#shared/api/commerce';
import type { Currency } from '#shared/constants';
import { payoutBreakdown } from '#shared/domain/payout';
import { LINK_ACCOUNT_MESSAGES } from '#shared/domain/payout-account';
import { priceProblem, toMajor, toMinor } from '#shared/domain/pricing';
import { PATTERNS } from '#shared/domain/validation';
import type { LinkedAccountsTable, UserRow } from '../../db/database';
import type { Executor } from '../../db/executor';
import { badRequest } from '../../errors';
import type { Selectable } from 'kysely';
import { orderByLicence, sellerSales } from './orders.repository';
import { providerFailed, type CommerceDeps } from './orders.service';
import { linkedAccountOf } from './sale.repository';

/** The editor's "You receive …": only for a price that could be listed. */
export function payoutFor(price: number, currency: Currency): PayoutResponse {
  const problem = priceProblem(price, currency);
  if (problem) throw badRequest(`The price ${problem}.`, 'price');
  const lines = payoutBreakdown(toMinor(price));
  return {
    price: toMajor(lines.price),
    currency,
    paymentFee: toMajor(lines.paymentFee),
    paymentFeeTax: toMajor(lines.paymentFeeTax),
    platformFee: toMajor(lines.platformFee),
    routeFee: toMajor(lines.routeFee),
    routeFeeTax: toMajor(lines.routeFeeTax),
    payout: toMajor(lines.payout),
  };
}

// The messages live beside the shared rules the forms check all at once.
export { LINK_ACCOUNT_MESSAGES };

export function toLinkedAccount(row: Selectable<LinkedAccountsTable>): LinkedAccount {
  return {
    provider: row.provider,
    accountId: row.account_id,
    name: row.name,
    email: row.email,
    ifsc: row.ifsc,
    accountType: row.account_type,
    accountLast4: row.account_last4,
    linkedAt: row.updated_at,
  };
}

/** Checks the form (field messages), creates the provider account, keeps last four digits. */
export async function linkAccount(
  deps: CommerceDeps,
  user: UserRow,
  body: LinkAccountBody,
): Promise<LinkedAccount> {
  const ifsc = body.ifsc.trim().toUpperCase();
  const number = body.account_number.replace(/\s+/g, '');
  const name = body.name.trim();
  const email = body.userEmail.trim();
  if (name.length < 3) throw badRequest(LINK_ACCOUNT_MESSAGES.name, 'name');
  if (!PATTERNS.email.test(email))
    throw badRequest(LINK_ACCOUNT_MESSAGES.email, 'userEmail');
  if (!/^[A-Z]{4}0[A-Z0-9]{6}$/.test(ifsc))
    throw badRequest(LINK_ACCOUNT_MESSAGES.ifsc, 'ifsc');
  if (!/^\d{9,18}$/.test(number)) {
    throw badRequest(LINK_ACCOUNT_MESSAGES.accountNumber, 'account_number');
  }
  const accountType = ACCOUNT_TYPES.find(type => type === body.account_type);
  if (!accountType) throw badRequest(LINK_ACCOUNT_MESSAGES.accountType, 'account_type');
  const razorpay = deps.payments.provider.name === 'razorpay';
  const phone = (body.phone ?? '').replace(/[\s+-]/g, '');
  const pan = (body.pan ?? '').trim().toUpperCase();
  if (razorpay && !/^\d{10,15}$/.test(phone))
    throw badRequest(LINK_ACCOUNT_MESSAGES.phone, 'phone');
  if (razorpay && !/^[A-Z]{5}\d{4}[A-Z]$/.test(pan))
    throw badRequest(LINK_ACCOUNT_MESSAGES.pan, 'pan');

  let created: { id: string };
  try {
    created = await deps.payments.provider.createLinkedAccount({
      reference: user.id,
      name,
      email,
      phone,
      pan,
      ifsc,
      accountType,
      accountNumber: number,
    });
  } catch (error) {
    throw providerFailed(deps, error);
  }
  const now = new Date().toISOString();
  const row = {
    user_id: user.id,
    provider: deps.payments.provider.name,
    account_id: created.id,
    name,
    email,
    ifsc,
    account_type: accountType,
    account_last4: number.slice(-4),
    created_at: now,
    updated_at: now,
  };
  await deps.db
    .insertInto('linked_accounts')
    .values(row)
    .onConflict(oc =>
      oc.column('user_id').doUpdateSet({
        provider: row.provider,
        account_id: row.account_id,
        name,
        email,
        ifsc,
        account_type: accountType,
        account_last4: row.account_last4,
        updated_at: now,
      }),
    )
    .execute();
  return toLinkedAccount(row);
}

export async function linkedAccount(db: Executor, userId: string) {
  const row = await linkedAccountOf(db, userId);
  return row ? toLinkedAccount(row) : null;
}

/** My store: the seller's paid sales, totals per currency, orders per day. */
export async function myStore(
  db: Executor,
  seller: UserRow,
  days = 30,
): Promise<MyStoreResponse> {
  const rows = await sellerSales(db, seller.id);
  const sales = rows.map(row => ({
    _orderId: row.id,
    extensionId: row.extension_id,
    itemName: row.item_name,
    amount: toMajor(Number(row.amount_minor)),
    currency: row.currency as Currency,
    platformFee: toMajor(Number(row.platform_fee_minor ?? 0)),
    sellerPayout: toMajor(Number(row.seller_payout_minor ?? 0)),
    transferId: row.transfer_id,
    paidAt: row.paid_at ?? '',
  }));
  const totals = new Map<
    Currency,
    { orders: number; gross: number; fee: number; payout: number }
  >();
  for (const row of rows) {
    const currency = row.currency as Currency;
    const total = totals.get(currency) ?? { orders: 0, gross: 0, fee: 0, payout: 0 };
    total.orders += 1;
    total.gross += Number(row.amount_minor);
    total.fee += Number(row.platform_fee_minor ?? 0);
    total.payout += Number(row.seller_payout_minor ?? 0);
    totals.set(currency, total);
  }
  const perDay = new Map<string, number>();
  for (const row of rows) {
    const day = (row.paid_at ?? '').slice(0, 10);
    perDay.set(day, (perDay.get(day) ?? 0) + 1);
  }
  const daily = [];
  const today = Date.UTC(
    new Date().getUTCFullYear(),
    new Date().getUTCMonth(),
    new Date().getUTCDate(),
  );
  for (let back = days - 1; back >= 0; back--) {
    const day = new Date(today - back * 86_400_000).toISOString().slice(0, 10);
    daily.push({ day, orders: perDay.get(day) ?? 0 });
  }
  return {
    sales,
    totals: [...totals].map(([currency, total]) => ({
      currency,
      orders: total.orders,
      gross: toMajor(total.gross),
      platformFee: toMajor(total.fee),
      payout: toMajor(total.payout),
    })),
    daily,
    account: await linkedAccount(db, seller.id),
  };
}

export async function verifyLicence(db: Executor, key: string): Promise<LicenceResponse> {
  const row = /^AIXM(-[0-9A-F]{8}){5}$/.test(key.trim().toUpperCase())
    ? await orderByLicence(db, key.trim().toUpperCase())
    : undefined;
  if (row?.status !== 'paid') {
    return { valid: false, packageName: null, extensionId: null, orderedAt: null };
  }
  return {
    valid: true,
    packageName: row.package_name,
    extensionId: row.extension_id,
    orderedAt: row.paid_at,
  };
}
