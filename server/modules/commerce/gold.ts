/**
 * Gold backer orders (/gold): the amount a client sends must be exactly a tier's
 * price in that currency (the spec's route takes an amount; the server never trusts
 * it beyond matching a tier). Paying grants the badge for GOLD_PERIOD_DAYS
 * (orders.service.ts completePayment); the badge shows on the profile.
 */
import type { GoldStatus } from '#shared/api/account';
import { COMMERCE_MESSAGES, type GoldOrderBody } from '#shared/api/commerce';
import { goldTierByPrice } from '#shared/domain/gold';
import { toMinor } from '#shared/domain/pricing';
import type { OrderRow, UserRow } from '../../db/database';
import type { Executor } from '../../db/executor';
import { badRequest } from '../../errors';
import { openProviderOrder, type CommerceDeps } from './orders.service';

export async function goldOrder(
  deps: CommerceDeps,
  buyer: UserRow,
  body: GoldOrderBody,
): Promise<OrderRow> {
  const amount = toMinor(body.amount);
  const tier = goldTierByPrice(amount, body.currency);
  if (!tier) throw badRequest(COMMERCE_MESSAGES.goldAmount, 'amount');
  const now = new Date().toISOString();
  return openProviderOrder(deps, {
    kind: 'gold',
    buyer_id: buyer.id,
    seller_id: null,
    extension_id: null,
    item_name: `AIX Market ${tier.name}`,
    gold_tier: tier.id,
    amount_minor: amount,
    currency: body.currency,
    list_price_minor: amount,
    list_currency: body.currency,
    rate: null,
    rate_as_of: null,
    notes: JSON.stringify({ ...body.notes, tier: tier.id, buyerId: buyer.id }),
    payment_id: null,
    platform_fee_minor: null,
    seller_payout_minor: null,
    licence_key: null,
    created_at: now,
    paid_at: null,
    updated_at: now,
  });
}

/** The user's Gold tier and its end, if a paid period covers now. */
export async function activeGold(
  db: Executor,
  userId: string,
): Promise<GoldStatus | null> {
  const row = await db
    .selectFrom('gold_badges')
    .select(['tier', 'ends_at'])
    .where('user_id', '=', userId)
    .where('ends_at', '>', new Date().toISOString())
    .orderBy('ends_at', 'desc')
    .executeTakeFirst();
  return row ? { tier: row.tier, until: row.ends_at } : null;
}
