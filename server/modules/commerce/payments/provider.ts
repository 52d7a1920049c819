/**
 * The payment provider as commerce sees it: Razorpay's own shapes (orders, payments,
 * refunds, Route linked accounts and transfers), so the sandbox that plays Razorpay
 * on a fresh checkout (sandbox.ts) and the real REST adapter (razorpay.ts) are
 * interchangeable behind `PAYMENTS_PROVIDER`. Amounts are integer minor units.
 */

export type ProviderName = 'sandbox' | 'razorpay';

export interface ProviderOrder {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string;
  /** Razorpay's applied offer; this store applies none. */
  offer_id: null;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  notes: Record<string, string>;
  created_at: number;
}

export type PaymentStatus = 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';

export interface ProviderPayment {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: PaymentStatus;
  order_id: string;
  captured: boolean;
  amount_refunded: number;
  error_description: string | null;
  created_at: number;
}

export interface ProviderRefund {
  id: string;
  entity: 'refund';
  payment_id: string;
  amount: number;
  currency: string;
  status: 'pending' | 'processed' | 'failed';
}

export interface ProviderTransfer {
  id: string;
  entity: 'transfer';
  source: string;
  recipient: string;
  amount: number;
  currency: string;
}

export interface LinkedAccountInput {
  /** Our user id: Razorpay's `reference_id`, one linked account per seller. */
  reference: string;
  name: string;
  email: string;
  phone: string;
  pan: string;
  ifsc: string;
  accountType: 'savings' | 'current';
  accountNumber: string;
}

export interface OrderInput {
  amount: number;
  currency: string;
  receipt: string;
  notes: Record<string, string>;
}

export interface PaymentProvider {
  readonly name: ProviderName;
  /** The public key id Checkout needs (`rzp_test_…`). */
  readonly keyId: string;
  createOrder(input: OrderInput): Promise<ProviderOrder>;
  /** null when the provider knows no such payment. */
  fetchPayment(paymentId: string): Promise<ProviderPayment | null>;
  capturePayment(
    paymentId: string,
    amount: number,
    currency: string,
  ): Promise<ProviderPayment>;
  refundPayment(
    paymentId: string,
    amount: number,
    idempotencyKey: string,
  ): Promise<ProviderRefund>;
  /** A Route linked account (`acc_…`) that settles to the seller's bank account. */
  createLinkedAccount(input: LinkedAccountInput): Promise<{ id: string }>;
  /** A Route transfer from a captured payment to a linked account, in INR. */
  transferFromPayment(
    paymentId: string,
    transfer: {
      account: string;
      amount: number;
      currency: 'INR';
      notes: Record<string, string>;
    },
    idempotencyKey: string,
  ): Promise<ProviderTransfer>;
}

/** A call the provider refused: its error code and description, for the log and a 502. */
export class ProviderError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    description: string,
  ) {
    super(description);
    this.name = 'ProviderError';
  }
}
