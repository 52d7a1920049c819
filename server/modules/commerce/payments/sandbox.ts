/**
 * The embedded default provider: our server plays Razorpay's part with Razorpay's
 * shapes, so a fresh checkout can buy and sell with no account and no money moving.
 * It keeps its orders, payments, refunds, accounts and transfers in
 * `sandbox_records` (what Razorpay would keep on its side) and completes payments
 * through `pay` (the sandbox Checkout sheet's POST /dev/payments/pay).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database';
import {
  ProviderError,
  type LinkedAccountInput,
  type OrderInput,
  type PaymentProvider,
  type PaymentStatus,
  type ProviderOrder,
  type ProviderPayment,
  type ProviderRefund,
  type ProviderTransfer,
} from './provider';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** An id in Razorpay's form: `order_` + 14 letters and digits. */
export function providerId(prefix: string): string {
  const bytes = randomBytes(14);
  let id = '';
  for (const byte of bytes) id += ALPHABET[byte % ALPHABET.length];
  return `${prefix}_${id}`;
}

/** A stable id for an idempotency key: the same key names the same refund or transfer. */
const keyedId = (prefix: string, key: string) =>
  `${prefix}_${createHash('sha256').update(key).digest('hex').slice(0, 14)}`;

const seconds = (iso: string) => Math.floor(Date.parse(iso) / 1000);

function parseNotes(data: string): Record<string, string> {
  const parsed: unknown = JSON.parse(data);
  const notes: Record<string, string> = {};
  if (typeof parsed === 'object' && parsed !== null) {
    for (const [key, value] of Object.entries(parsed)) {
      if (typeof value === 'string') notes[key] = value;
    }
  }
  return notes;
}

export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;

  constructor(
    private readonly db: Kysely<Database>,
    readonly keyId: string,
  ) {}

  async createOrder(input: OrderInput): Promise<ProviderOrder> {
    if (!Number.isSafeInteger(input.amount) || input.amount < 100) {
      throw new ProviderError(
        400,
        'BAD_REQUEST_ERROR',
        'Order amount less than minimum amount allowed',
      );
    }
    const existing = await this.db
      .selectFrom('sandbox_records')
      .selectAll()
      .where('entity', '=', 'order')
      .where('parent_id', '=', input.receipt)
      .executeTakeFirst();
    if (existing) return this.#order(existing.id);
    const id = providerId('order');
    await this.db
      .insertInto('sandbox_records')
      .values({
        id,
        entity: 'order',
        parent_id: input.receipt,
        amount: input.amount,
        currency: input.currency,
        status: 'created',
        data: JSON.stringify(input.notes),
        created_at: new Date().toISOString(),
      })
      .execute();
    return this.#order(id);
  }

  /** Razorpay's GET /v1/orders/:id: what the sandbox's order.paid webhook carries. */
  fetchOrder(id: string): Promise<ProviderOrder> {
    return this.#order(id);
  }

  async #order(id: string): Promise<ProviderOrder> {
    const row = await this.db
      .selectFrom('sandbox_records')
      .selectAll()
      .where('id', '=', id)
      .where('entity', '=', 'order')
      .executeTakeFirstOrThrow();
    const paid = row.status === 'paid';
    const amount = Number(row.amount);
    const attempts = await this.db
      .selectFrom('sandbox_records')
      .select(eb => eb.fn.countAll<number>().as('n'))
      .where('entity', '=', 'payment')
      .where('parent_id', '=', id)
      .executeTakeFirstOrThrow();
    return {
      id,
      entity: 'order',
      amount,
      amount_paid: paid ? amount : 0,
      amount_due: paid ? 0 : amount,
      currency: row.currency,
      receipt: row.parent_id ?? '',
      offer_id: null,
      status: paid ? 'paid' : Number(attempts.n) > 0 ? 'attempted' : 'created',
      attempts: Number(attempts.n),
      notes: parseNotes(row.data),
      created_at: seconds(row.created_at),
    };
  }

  /** What Checkout does when the buyer pays (or fails): a payment on the order. */
  async pay(orderId: string, outcome: 'success' | 'failure'): Promise<ProviderPayment> {
    const order = await this.db
      .selectFrom('sandbox_records')
      .selectAll()
      .where('id', '=', orderId)
      .where('entity', '=', 'order')
      .executeTakeFirst();
    if (!order)
      throw new ProviderError(400, 'BAD_REQUEST_ERROR', 'The id provided does not exist');
    if (order.status === 'paid') {
      throw new ProviderError(400, 'BAD_REQUEST_ERROR', 'Order has already been paid');
    }
    const id = providerId('pay');
    const status: PaymentStatus = outcome === 'success' ? 'captured' : 'failed';
    await this.db.transaction().execute(async trx => {
      await trx
        .insertInto('sandbox_records')
        .values({
          id,
          entity: 'payment',
          parent_id: orderId,
          amount: Number(order.amount),
          currency: order.currency,
          status,
          data: JSON.stringify(
            outcome === 'failure'
              ? { error: 'Payment failed: the test card was declined.' }
              : {},
          ),
          created_at: new Date().toISOString(),
        })
        .execute();
      if (outcome === 'success') {
        await trx
          .updateTable('sandbox_records')
          .set({ status: 'paid' })
          .where('id', '=', orderId)
          .execute();
      }
    });
    return this.#payment(id) as Promise<ProviderPayment>;
  }

  async #payment(id: string): Promise<ProviderPayment | null> {
    const row = await this.db
      .selectFrom('sandbox_records')
      .selectAll()
      .where('id', '=', id)
      .where('entity', '=', 'payment')
      .executeTakeFirst();
    if (!row) return null;
    const refunded = await this.db
      .selectFrom('sandbox_records')
      .select(eb => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('total'))
      .where('entity', '=', 'refund')
      .where('parent_id', '=', id)
      .executeTakeFirstOrThrow();
    const data = parseNotes(row.data);
    return {
      id,
      entity: 'payment',
      amount: Number(row.amount),
      currency: row.currency,
      status: row.status as PaymentStatus,
      order_id: row.parent_id ?? '',
      captured: row.status === 'captured' || row.status === 'refunded',
      amount_refunded: Number(refunded.total),
      error_description: data.error ?? null,
      created_at: seconds(row.created_at),
    };
  }

  fetchPayment(paymentId: string): Promise<ProviderPayment | null> {
    return this.#payment(paymentId);
  }

  async capturePayment(paymentId: string, amount: number, currency: string) {
    const payment = await this.#payment(paymentId);
    if (!payment)
      throw new ProviderError(400, 'BAD_REQUEST_ERROR', 'The id provided does not exist');
    if (payment.amount !== amount || payment.currency !== currency) {
      throw new ProviderError(
        400,
        'BAD_REQUEST_ERROR',
        'Capture amount must be equal to the amount authorized',
      );
    }
    if (payment.status === 'authorized') {
      await this.db
        .updateTable('sandbox_records')
        .set({ status: 'captured' })
        .where('id', '=', paymentId)
        .execute();
      return (await this.#payment(paymentId)) as ProviderPayment;
    }
    if (payment.status !== 'captured') {
      throw new ProviderError(
        400,
        'BAD_REQUEST_ERROR',
        'This payment has already been captured',
      );
    }
    return payment;
  }

  async refundPayment(paymentId: string, amount: number, idempotencyKey: string) {
    const existing = await this.db
      .selectFrom('sandbox_records')
      .selectAll()
      .where('entity', '=', 'refund')
      .where('id', '=', keyedId('rfnd', idempotencyKey))
      .executeTakeFirst();
    const id = keyedId('rfnd', idempotencyKey);
    if (!existing) {
      const payment = await this.#payment(paymentId);
      if (!payment?.captured || amount > payment.amount - payment.amount_refunded) {
        throw new ProviderError(
          400,
          'BAD_REQUEST_ERROR',
          'The refund amount is not valid for this payment',
        );
      }
      await this.db
        .insertInto('sandbox_records')
        .values({
          id,
          entity: 'refund',
          parent_id: paymentId,
          amount,
          currency: payment.currency,
          status: 'processed',
          created_at: new Date().toISOString(),
        })
        // The same key at once from two callers is still one refund, as at Razorpay.
        .onConflict(oc => oc.column('id').doNothing())
        .execute();
    }
    const row = await this.db
      .selectFrom('sandbox_records')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const refund: ProviderRefund = {
      id,
      entity: 'refund',
      payment_id: paymentId,
      amount: Number(row.amount),
      currency: row.currency,
      status: 'processed',
    };
    return refund;
  }

  async createLinkedAccount(input: LinkedAccountInput): Promise<{ id: string }> {
    const id = providerId('acc');
    await this.db
      .insertInto('sandbox_records')
      .values({
        id,
        entity: 'account',
        parent_id: input.reference,
        status: 'activated',
        data: JSON.stringify({ name: input.name, ifsc: input.ifsc }),
        created_at: new Date().toISOString(),
      })
      .execute();
    return { id };
  }

  async transferFromPayment(
    paymentId: string,
    transfer: {
      account: string;
      amount: number;
      currency: 'INR';
      notes: Record<string, string>;
    },
    idempotencyKey: string,
  ): Promise<ProviderTransfer> {
    const id = keyedId('trf', idempotencyKey);
    await this.db
      .insertInto('sandbox_records')
      .values({
        id,
        entity: 'transfer',
        parent_id: paymentId,
        amount: transfer.amount,
        currency: transfer.currency,
        status: 'processed',
        data: JSON.stringify({ account: transfer.account, ...transfer.notes }),
        created_at: new Date().toISOString(),
      })
      .onConflict(oc => oc.column('id').doNothing())
      .execute();
    return {
      id,
      entity: 'transfer',
      source: paymentId,
      recipient: transfer.account,
      amount: transfer.amount,
      currency: transfer.currency,
    };
  }
}
