/**
 * Razorpay's REST API behind the PaymentProvider interface (PAYMENTS_PROVIDER=razorpay):
 * orders, payment fetch and capture, refunds, Route linked accounts (v2 composite
 * call) and transfers from a payment. Plain HTTPS with basic auth (key id and
 * secret) through axios, so every call has the same timeout, idempotency headers and
 * error mapping; the SDK's own client hides the status of failed calls. Answers are
 * untrusted input: each is checked for the fields we use before it is returned.
 * Tested against a local server that speaks the protocol (razorpay-protocol-server.ts).
 */
import axios, { type AxiosInstance } from 'axios';
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

export interface RazorpayOptions {
  keyId: string;
  keySecret: string;
  /** https://api.razorpay.com unless a test points it at a local server. */
  apiUrl?: string;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function badAnswer(what: string): never {
  throw new ProviderError(
    502,
    'PROVIDER_BAD_ANSWER',
    `Razorpay answered an unexpected ${what}`,
  );
}
const str = (value: unknown, what: string): string =>
  typeof value === 'string' && value.length > 0 ? value : badAnswer(what);
const int = (value: unknown, what: string): number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0
    ? value
    : badAnswer(what);
function notes(value: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (isObject(value)) {
    for (const [key, note] of Object.entries(value))
      if (typeof note === 'string') out[key] = note;
  }
  return out;
}

const PAYMENT_STATUSES: readonly PaymentStatus[] = [
  'created',
  'authorized',
  'captured',
  'refunded',
  'failed',
];

function toOrder(body: unknown): ProviderOrder {
  if (!isObject(body)) return badAnswer('order');
  const status =
    body.status === 'paid' || body.status === 'attempted' ? body.status : 'created';
  return {
    id: str(body.id, 'order id'),
    entity: 'order',
    amount: int(body.amount, 'order amount'),
    amount_paid: int(body.amount_paid ?? 0, 'order amount_paid'),
    amount_due: int(body.amount_due ?? 0, 'order amount_due'),
    currency: str(body.currency, 'order currency'),
    receipt: typeof body.receipt === 'string' ? body.receipt : '',
    offer_id: null,
    status,
    attempts: int(body.attempts ?? 0, 'order attempts'),
    notes: notes(body.notes),
    created_at: int(body.created_at ?? 0, 'order created_at'),
  };
}

function toPayment(body: unknown): ProviderPayment {
  if (!isObject(body)) return badAnswer('payment');
  const status =
    PAYMENT_STATUSES.find(known => known === body.status) ?? badAnswer('payment status');
  return {
    id: str(body.id, 'payment id'),
    entity: 'payment',
    amount: int(body.amount, 'payment amount'),
    currency: str(body.currency, 'payment currency'),
    status,
    order_id: typeof body.order_id === 'string' ? body.order_id : '',
    captured: body.captured === true,
    amount_refunded: int(body.amount_refunded ?? 0, 'payment amount_refunded'),
    error_description:
      typeof body.error_description === 'string' ? body.error_description : null,
    created_at: int(body.created_at ?? 0, 'payment created_at'),
  };
}

export function createRazorpayProvider(options: RazorpayOptions): PaymentProvider {
  const http: AxiosInstance = axios.create({
    baseURL: (options.apiUrl ?? 'https://api.razorpay.com').replace(/\/+$/, ''),
    auth: { username: options.keyId, password: options.keySecret },
    timeout: 15_000,
    maxContentLength: 1024 * 1024,
    validateStatus: () => true,
    headers: { 'content-type': 'application/json' },
  });

  async function call(
    method: 'GET' | 'POST',
    url: string,
    data?: unknown,
    headers: Record<string, string> = {},
  ): Promise<unknown> {
    let response;
    try {
      response = await http.request({ method, url, data, headers });
    } catch {
      throw new ProviderError(
        502,
        'PROVIDER_UNREACHABLE',
        'The payment provider could not be reached.',
      );
    }
    if (response.status >= 200 && response.status < 300) return response.data;
    const error: unknown = isObject(response.data) ? response.data.error : undefined;
    const code =
      isObject(error) && typeof error.code === 'string' ? error.code : 'PROVIDER_ERROR';
    const description =
      isObject(error) && typeof error.description === 'string'
        ? error.description
        : `Razorpay answered HTTP ${response.status}`;
    throw new ProviderError(response.status, code, description);
  }

  return {
    name: 'razorpay',
    keyId: options.keyId,

    async createOrder(input: OrderInput) {
      return toOrder(await call('POST', '/v1/orders', { ...input }));
    },

    async fetchPayment(paymentId: string) {
      try {
        return toPayment(
          await call('GET', `/v1/payments/${encodeURIComponent(paymentId)}`),
        );
      } catch (error) {
        // Razorpay says "not found" as a 400 BAD_REQUEST_ERROR ("The id provided does not exist").
        if (
          error instanceof ProviderError &&
          (error.status === 404 ||
            (error.status === 400 && /does not exist/i.test(error.message)))
        ) {
          return null;
        }
        throw error;
      }
    },

    async capturePayment(paymentId: string, amount: number, currency: string) {
      return toPayment(
        await call('POST', `/v1/payments/${encodeURIComponent(paymentId)}/capture`, {
          amount,
          currency,
        }),
      );
    },

    async refundPayment(paymentId: string, amount: number, idempotencyKey: string) {
      const body = await call(
        'POST',
        `/v1/payments/${encodeURIComponent(paymentId)}/refund`,
        { amount },
        { 'X-Refund-Idempotency': idempotencyKey },
      );
      if (!isObject(body)) return badAnswer('refund');
      const refund: ProviderRefund = {
        id: str(body.id, 'refund id'),
        entity: 'refund',
        payment_id: paymentId,
        amount: int(body.amount, 'refund amount'),
        currency: str(body.currency, 'refund currency'),
        status:
          body.status === 'pending' || body.status === 'failed'
            ? body.status
            : 'processed',
      };
      return refund;
    },

    async createLinkedAccount(input: LinkedAccountInput) {
      const body = await call(
        'POST',
        '/v2/accounts',
        {
          email: input.email,
          phone: input.phone,
          type: 'route',
          reference_id: input.reference.slice(0, 20),
          legal_business_name: input.name,
          business_type: 'individual',
          contact_name: input.name,
          legal_info: { pan: input.pan },
          tnc_accepted: true,
          settlement_accounts: [
            {
              method: 'bank_account',
              bank_account: {
                account_number: input.accountNumber,
                beneficiary_name: input.name,
                code_type: 'ifsc',
                code: input.ifsc,
                currency: 'INR',
                is_default: true,
              },
            },
          ],
        },
        { 'Idempotency-Key': `link-${input.reference}-${input.accountNumber.slice(-4)}` },
      );
      if (!isObject(body)) return badAnswer('account');
      return { id: str(body.id, 'account id') };
    },

    async transferFromPayment(paymentId, transfer, idempotencyKey) {
      const body = await call(
        'POST',
        `/v1/payments/${encodeURIComponent(paymentId)}/transfers`,
        { transfers: [transfer] },
        { 'X-Transfer-Idempotency': idempotencyKey },
      );
      const item: unknown =
        isObject(body) && Array.isArray(body.items) ? body.items[0] : undefined;
      if (!isObject(item)) return badAnswer('transfer');
      const result: ProviderTransfer = {
        id: str(item.id, 'transfer id'),
        entity: 'transfer',
        source: paymentId,
        recipient: str(item.recipient ?? transfer.account, 'transfer recipient'),
        amount: int(item.amount, 'transfer amount'),
        currency: str(item.currency, 'transfer currency'),
      };
      return result;
    },
  };
}
