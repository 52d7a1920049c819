/**
 * Orders from Checkout to paid (issue 10): the server prices every order (never the
 * client), a free extension's order is paid at once without the provider, and a
 * payment is accepted only when its Checkout signature matches one of the caller's
 * stored orders and the provider confirms it (amount, currency, captured). Client
 * verification and the webhook both end in `completePayment`, whose conditional
 * update makes the first one win and the other a no-op.
 */
import { randomBytes } from 'node:crypto';
import type { Insertable, Kysely } from 'kysely';
import { COMMERCE_MESSAGES, type CheckoutOrderBody } from '#shared/api/commerce';
import type { Currency } from '#shared/constants';
import { GOLD_PERIOD_DAYS } from '#shared/domain/gold';
import { platformFee, sellerPayout } from '#shared/domain/payout';
import {
  MIN_CHARGE_MINOR,
  PRICE_RULES,
  belowChargeMinimum,
} from '#shared/domain/pricing';
import type { Database, OrderRow, OrdersTable, UserRow } from '../../db/database';
import { AppError, badRequest, notFound } from '../../errors';
import { isUniqueViolation } from '../../db/executor';
import type { Payments } from '../../plugins/payments';
import { checkoutSignature, sameSignature } from './payments/signatures';
import {
  ProviderError,
  type ProviderOrder,
  type ProviderPayment,
} from './payments/provider';
import { providerId } from './payments/sandbox';
import {
  findOrder,
  insertOrder,
  markPaid,
  paidOrderFor,
  payableOrders,
  pendingOrderFor,
  replaceFreeEraOrder,
} from './orders.repository';
import { canStillSell, refuseOffSale } from './off-sale';
import { payOutSeller, refundDuplicate } from './settlement';
import { extensionForSale, rateBetween } from './sale.repository';

export interface CommerceDeps {
  db: Kysely<Database>;
  payments: Payments;
  log: {
    warn(data: object, message: string): void;
    error(data: object, message: string): void;
  };
}

const conflict = (message: string) => new AppError(409, 'CONFLICT', message);

/** Thrown inside the paying transaction to roll it back when the order was not paid. */
class NotPaid extends Error {}

/** A 502 for a provider that refused or could not be reached (details go to the log). */
export function providerFailed(deps: CommerceDeps, error: unknown): AppError {
  if (!(error instanceof ProviderError)) throw error;
  deps.log.error({ code: error.code, status: error.status }, error.message);
  return new AppError(
    502,
    'PROVIDER_ERROR',
    'The payment provider did not accept this right now. Nothing was charged; please try again.',
  );
}

/** At least 128 random bits, grouped for reading aloud: AIXM-XXXXXXXX-… (160 bits). */
export function newLicenceKey(): string {
  const hex = randomBytes(20).toString('hex').toUpperCase();
  return `AIXM-${hex.match(/.{8}/g)?.join('-') ?? hex}`;
}

/** The provider's order object as Checkout expects it, for an order we stored. */
export function checkoutObject(order: OrderRow): ProviderOrder {
  const paid = order.status === 'paid';
  const amount = Number(order.amount_minor);
  return {
    id: order.id,
    entity: 'order',
    amount,
    amount_paid: paid ? amount : 0,
    amount_due: paid ? 0 : amount,
    currency: order.currency,
    receipt: order.receipt,
    offer_id: null,
    status: paid ? 'paid' : 'created',
    attempts: 0,
    notes: parseNotes(order.notes),
    created_at: Math.floor(Date.parse(order.created_at) / 1000),
  };
}

export function parseNotes(text: string): Record<string, string> {
  const parsed: unknown = JSON.parse(text);
  const notes: Record<string, string> = {};
  if (typeof parsed === 'object' && parsed !== null) {
    for (const [key, value] of Object.entries(parsed)) {
      if (typeof value === 'string') notes[key] = value;
    }
  }
  return notes;
}

const newReceipt = () => `aixm_${randomBytes(12).toString('hex')}`;

/** POST razorpay-order: the order to pay (or the paid one when already bought). */
export async function checkoutOrder(
  deps: CommerceDeps,
  buyer: UserRow,
  body: CheckoutOrderBody,
): Promise<OrderRow> {
  const item = await extensionForSale(deps.db, body.extensionId);
  if (!item) throw notFound('Extension not found');
  if (item.author_id === buyer.id) throw conflict(COMMERCE_MESSAGES.ownExtension);
  if (Number(item.published) !== 1) throw conflict(COMMERCE_MESSAGES.notPublished);
  const bought = await paidOrderFor(deps.db, buyer.id, item.id);
  const free = Number(item.is_free) === 1 || Number(item.price_minor) === 0;
  // A free-era order covers what was free; once priced, later versions are bought.
  if (bought && (bought.versions_until === null || free)) {
    if (bought.versions_until === null) return bought;
    // Free again: getting it again covers every version, as for anybody else.
    await deps.db
      .updateTable('orders')
      .set({ versions_until: null })
      .where('id', '=', bought.id)
      .execute();
    return (await findOrder(deps.db, bought.id)) as OrderRow;
  }

  const listCurrency = item.currency as Currency;
  let amount = free ? 0 : Number(item.price_minor);
  let rate: { rate: number; asOf: string } | undefined;
  if (!free && body.currency !== listCurrency) {
    rate = await rateBetween(deps.db, listCurrency, body.currency);
    if (!rate)
      throw badRequest(
        `Prices in ${body.currency} are not available right now`,
        'currency',
      );
    amount = Math.round(amount * rate.rate);
    // The provider would refuse it: name the currency that can be charged instead.
    if (amount < MIN_CHARGE_MINOR)
      throw badRequest(belowChargeMinimum(body.currency, listCurrency), 'currency');
  }
  // A listing from before the price rules, under what can be charged: a clear no.
  if (!free && !rate && amount < MIN_CHARGE_MINOR)
    throw conflict(
      `This price ${PRICE_RULES.minimum(listCurrency)}; it cannot be bought until its maker raises it.`,
    );
  const currency = free ? listCurrency : body.currency;
  const now = new Date().toISOString();
  const row = {
    kind: 'extension' as const,
    buyer_id: buyer.id,
    seller_id: item.author_id,
    extension_id: item.id,
    item_name: item.name,
    item_slug: item.slug,
    package_name: item.package_name,
    gold_tier: null,
    version: item.latest_version ?? '',
    amount_minor: amount,
    currency,
    list_price_minor: Number(item.price_minor),
    list_currency: listCurrency,
    rate: rate?.rate ?? null,
    rate_as_of: rate?.asOf ?? null,
    notes: JSON.stringify({ extensionId: item.id, buyerId: buyer.id }),
    created_at: now,
    updated_at: now,
  };

  if (free) {
    try {
      const id = providerId('order');
      await insertOrder(deps.db, {
        ...row,
        id,
        receipt: newReceipt(),
        status: 'paid',
        provider: 'free',
        payment_id: null,
        platform_fee_minor: 0,
        seller_payout_minor: 0,
        licence_key: null,
        paid_at: now,
      });
      return (await findOrder(deps.db, id)) as OrderRow;
    } catch (error) {
      // Two "Get" clicks at once: the partial unique index kept one; answer it.
      const kept =
        isUniqueViolation(error) && (await paidOrderFor(deps.db, buyer.id, item.id));
      if (kept) return kept;
      throw error;
    }
  }

  const pending = await pendingOrderFor(deps.db, {
    buyerId: buyer.id,
    extensionId: item.id,
    currency,
    amount,
  });
  if (pending) return pending;
  return openProviderOrder(deps, row);
}

/** Creates the provider's order for a priced row and stores ours under its id. */
export async function openProviderOrder(
  deps: CommerceDeps,
  row: Omit<Insertable<OrdersTable>, 'id' | 'receipt' | 'status' | 'provider'>,
): Promise<OrderRow> {
  const receipt = newReceipt();
  const amount = Number(row.amount_minor);
  let created: ProviderOrder;
  try {
    created = await deps.payments.provider.createOrder({
      amount,
      currency: row.currency,
      receipt,
      notes: parseNotes(row.notes ?? '{}'),
    });
  } catch (error) {
    throw providerFailed(deps, error);
  }
  if (created.amount !== amount || created.currency !== row.currency) {
    throw providerFailed(
      deps,
      new ProviderError(
        502,
        'PROVIDER_BAD_ANSWER',
        'The provider changed the order amount',
      ),
    );
  }
  await insertOrder(deps.db, {
    ...row,
    id: created.id,
    receipt,
    status: 'created',
    provider: deps.payments.provider.name,
  });
  return (await findOrder(deps.db, created.id)) as OrderRow;
}

/**
 * POST verify-signature: the caller's order whose signature matches, confirmed with
 * the provider, marked paid once. Repeating it for a paid order answers that order.
 */
export async function verifyPayment(
  deps: CommerceDeps,
  buyer: UserRow,
  paymentId: string,
  signature: string,
): Promise<OrderRow> {
  const secret = deps.payments.keys.keySecret;
  const candidates = await payableOrders(deps.db, buyer.id);
  const order = candidates.find(
    candidate =>
      ((candidate.status !== 'paid' && candidate.status !== 'refunded') ||
        candidate.payment_id === paymentId) &&
      sameSignature(checkoutSignature(candidate.id, paymentId, secret), signature),
  );
  if (!order)
    throw badRequest('The payment signature does not match any of your orders.');
  if (order.status === 'paid') return order;
  if (order.status === 'refunded')
    throw conflict(order.status_reason ?? COMMERCE_MESSAGES.offSaleRefunded);
  let payment: ProviderPayment | null;
  try {
    payment = await deps.payments.provider.fetchPayment(paymentId);
  } catch (error) {
    throw providerFailed(deps, error);
  }
  if (!payment) throw badRequest(COMMERCE_MESSAGES.paymentNotFound);
  return completePayment(deps, order, payment);
}

/** Confirms a provider payment against our order and marks the order paid, once. */
export async function completePayment(
  deps: CommerceDeps,
  order: OrderRow,
  given: ProviderPayment,
): Promise<OrderRow> {
  let payment = given;
  if (
    payment.order_id !== order.id ||
    payment.amount !== Number(order.amount_minor) ||
    payment.currency !== order.currency
  ) {
    throw badRequest(COMMERCE_MESSAGES.paymentMismatch);
  }
  // Taken off sale while the buyer paid: no sale, and their money goes back.
  if (!(await canStillSell(deps.db, order))) return refuseOffSale(deps, order, payment);
  if (payment.status === 'authorized') {
    try {
      payment = await deps.payments.provider.capturePayment(
        payment.id,
        payment.amount,
        payment.currency,
      );
    } catch (error) {
      throw providerFailed(deps, error);
    }
  }
  if (payment.status !== 'captured')
    throw badRequest(COMMERCE_MESSAGES.paymentNotCaptured);

  const price = Number(order.amount_minor);
  const now = new Date().toISOString();
  const facts = {
    paymentId: payment.id,
    platformFee: order.kind === 'extension' ? platformFee(price) : 0,
    sellerPayout: order.kind === 'extension' ? sellerPayout(price) : 0,
    licenceKey: order.kind === 'extension' && price > 0 ? newLicenceKey() : null,
    paidAt: now,
  };
  let paid: OrderRow | undefined;
  try {
    paid = await deps.db.transaction().execute(async trx => {
      // The purchase replaces the buyer's free-era order (one paid order per item).
      const replaced =
        order.kind === 'extension' && (await replaceFreeEraOrder(trx, order));
      const row = await markPaid(trx, order.id, facts);
      if (!row && replaced) throw new NotPaid(); // roll the replacement back
      if (row?.kind === 'gold' && row.gold_tier) {
        const ends = new Date(
          Date.parse(now) + GOLD_PERIOD_DAYS * 86_400_000,
        ).toISOString();
        await trx
          .insertInto('gold_badges')
          .values({
            order_id: row.id,
            user_id: row.buyer_id,
            tier: row.gold_tier,
            starts_at: now,
            ends_at: ends,
          })
          .execute();
      }
      return row;
    });
  } catch (error) {
    if (error instanceof NotPaid) paid = undefined;
    else if (!isUniqueViolation(error)) throw error;
    else {
      // The buyer paid a second order for something already theirs: give the money back.
      await refundDuplicate(deps, order, payment);
      throw conflict(
        'You already own this extension; this second payment is being refunded.',
      );
    }
  }
  if (!paid) {
    const now = await findOrder(deps.db, order.id);
    if (now?.status === 'paid' && now.payment_id === payment.id) return now;
    // The takedown landed between the check above and the update.
    if (now && now.status !== 'paid' && !(await canStillSell(deps.db, now)))
      return refuseOffSale(deps, now, payment);
    throw conflict(COMMERCE_MESSAGES.paymentMismatch);
  }
  await payOutSeller(deps, paid);
  return paid;
}
