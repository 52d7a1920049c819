/**
 * A local server that speaks Razorpay's REST protocol (the parts razorpay.ts calls:
 * orders, payment fetch and capture, refunds, the composite Route linked account,
 * transfers from a payment), with Razorpay's paths, basic auth, field names and
 * error bodies. Razorpay's servers cannot be reached from tests, so the adapter is
 * tested against this instead; it is test support, never used by the app.
 */
import { randomBytes } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

type Json = Record<string, unknown>;

interface StoredPayment {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  order_id: string;
  captured: boolean;
  amount_refunded: number;
  error_description: string | null;
  created_at: number;
}

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

export interface ProtocolServer {
  url: string;
  requests: RecordedRequest[];
  /** A payment for `orderId`, authorized as Checkout leaves it (not captured). */
  authorizePayment(orderId: string): string;
  /** The next request gets this answer instead of the protocol's (status and raw body). */
  failNext(status: number, body: unknown): void;
  close(): Promise<void>;
}

const id = (prefix: string) => `${prefix}_${randomBytes(7).toString('base64url')}`;
const now = () => Math.floor(Date.now() / 1000);

class ProtocolError extends Error {
  constructor(
    readonly status: number,
    readonly description: string,
    readonly field: string | null = null,
  ) {
    super(description);
  }
}

const badRequest = (description: string, field: string | null = null) =>
  new ProtocolError(400, description, field);
const noSuchId = () => badRequest('The id provided does not exist');

function readBody(request: IncomingMessage): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      if (text === '') return resolve(undefined);
      try {
        resolve(JSON.parse(text));
      } catch {
        reject(badRequest('The request body is not valid JSON'));
      }
    });
    request.on('error', reject);
  });
}

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function integerField(body: Json, field: string, minimum = 0): number {
  const value = body[field];
  if (typeof value !== 'number' || !Number.isInteger(value)) {
    throw badRequest(`The ${field} field is required and must be an integer`, field);
  }
  if (value < minimum) {
    throw badRequest(`The ${field} must be atleast INR 1.00`, field);
  }
  return value;
}

export async function startRazorpayProtocolServer(
  keyId: string,
  keySecret: string,
): Promise<ProtocolServer> {
  const orders = new Map<string, Json>();
  const payments = new Map<string, StoredPayment>();
  const accounts = new Map<string, Json>();
  const requests: RecordedRequest[] = [];
  let failure: { status: number; body: unknown } | null = null;
  const expectedAuth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;

  function payment(paymentId: string): StoredPayment {
    const found = payments.get(paymentId);
    if (!found) throw noSuchId();
    return found;
  }

  function route(
    method: string,
    path: string,
    body: Json,
  ): { status: number; body: Json } {
    const parts = path.split('/').filter(Boolean);
    if (method === 'POST' && path === '/v1/orders') {
      const amount = integerField(body, 'amount', 100);
      if (typeof body.currency !== 'string' || !/^[A-Z]{3}$/.test(body.currency)) {
        throw badRequest('The currency field is invalid', 'currency');
      }
      const receipt = typeof body.receipt === 'string' ? body.receipt : null;
      if (receipt && receipt.length > 40) {
        throw badRequest('The receipt may not be greater than 40 characters', 'receipt');
      }
      const order = {
        id: id('order'),
        entity: 'order',
        amount,
        amount_paid: 0,
        amount_due: amount,
        currency: body.currency,
        receipt,
        offer_id: null,
        status: 'created',
        attempts: 0,
        notes: isObject(body.notes) ? body.notes : [],
        created_at: now(),
      };
      orders.set(order.id, order);
      return { status: 200, body: order };
    }
    if (parts[0] === 'v1' && parts[1] === 'payments' && parts[2]) {
      const found = payment(decodeURIComponent(parts[2]));
      if (method === 'GET' && parts.length === 3)
        return { status: 200, body: { ...found } };
      if (method === 'POST' && parts[3] === 'capture') {
        const amount = integerField(body, 'amount');
        if (found.status !== 'authorized') {
          throw badRequest('This payment has already been captured');
        }
        if (amount !== found.amount || body.currency !== found.currency) {
          throw badRequest(
            'Capture amount must be equal to the amount authorized',
            'amount',
          );
        }
        found.status = 'captured';
        found.captured = true;
        const order = orders.get(found.order_id);
        if (order) Object.assign(order, { status: 'paid', amount_paid: found.amount });
        return { status: 200, body: { ...found } };
      }
      if (method === 'POST' && parts[3] === 'refund') {
        const amount = integerField(body, 'amount', 1);
        if (found.status !== 'captured') {
          throw badRequest('The payment has not been captured');
        }
        if (amount > found.amount - found.amount_refunded) {
          throw badRequest(
            'The refund amount provided is greater than amount captured',
            'amount',
          );
        }
        found.amount_refunded += amount;
        if (found.amount_refunded === found.amount) found.status = 'refunded';
        const refund = {
          id: id('rfnd'),
          entity: 'refund',
          amount,
          currency: found.currency,
          payment_id: found.id,
          status: 'processed',
          created_at: now(),
        };
        return { status: 200, body: refund };
      }
      if (method === 'POST' && parts[3] === 'transfers') {
        if (found.status !== 'captured') throw badRequest('Payment is not captured');
        const list = Array.isArray(body.transfers) ? body.transfers : [];
        const items = list.map((item: unknown) => {
          if (!isObject(item) || typeof item.account !== 'string') {
            throw badRequest('The account field is required', 'account');
          }
          if (!accounts.has(item.account)) throw noSuchId();
          if (item.currency !== 'INR') {
            throw badRequest('Transfers are supported in INR only', 'currency');
          }
          return {
            id: id('trf'),
            entity: 'transfer',
            source: found.id,
            recipient: item.account,
            amount: integerField(item, 'amount', 1),
            currency: 'INR',
            notes: isObject(item.notes) ? item.notes : [],
            created_at: now(),
          };
        });
        return {
          status: 200,
          body: { entity: 'collection', count: items.length, items },
        };
      }
    }
    if (method === 'POST' && path === '/v2/accounts') {
      for (const field of ['email', 'phone', 'legal_business_name', 'business_type']) {
        if (typeof body[field] !== 'string' || body[field] === '') {
          throw badRequest(`The ${field} field is required.`, field);
        }
      }
      const account = { id: id('acc'), type: 'route', status: 'created', ...body };
      accounts.set(account.id, account);
      return { status: 200, body: account };
    }
    throw new ProtocolError(404, 'The requested URL was not found on the server.');
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(typeof body === 'string' ? body : JSON.stringify(body));
    };
    const error = (failed: ProtocolError) =>
      send(failed.status, {
        error: {
          code: failed.status >= 500 ? 'SERVER_ERROR' : 'BAD_REQUEST_ERROR',
          description: failed.description,
          source: 'business',
          step: 'payment_initiation',
          reason: 'input_validation_failed',
          metadata: {},
          field: failed.field,
        },
      });
    try {
      const body = await readBody(request);
      requests.push({
        method: request.method ?? '',
        path,
        headers: request.headers,
        body,
      });
      if (failure) {
        const next = failure;
        failure = null;
        return send(next.status, next.body);
      }
      if (request.headers.authorization !== expectedAuth) {
        return error(new ProtocolError(401, 'Authentication failed'));
      }
      const answer = route(request.method ?? 'GET', path, isObject(body) ? body : {});
      send(answer.status, answer.body);
    } catch (failed) {
      error(
        failed instanceof ProtocolError ? failed : new ProtocolError(500, 'Server error'),
      );
    }
  }

  const server = http.createServer((request, response) => void handle(request, response));
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    authorizePayment(orderId) {
      const order = orders.get(orderId);
      if (!order) throw new Error(`No order ${orderId}`);
      const paid: StoredPayment = {
        id: id('pay'),
        entity: 'payment',
        amount: Number(order.amount),
        currency: String(order.currency),
        status: 'authorized',
        order_id: orderId,
        captured: false,
        amount_refunded: 0,
        error_description: null,
        created_at: now(),
      };
      payments.set(paid.id, paid);
      order.status = 'attempted';
      return paid.id;
    },
    failNext(status, body) {
      failure = { status, body };
    },
    close: () =>
      new Promise<void>((resolve, reject) =>
        server.close(error => (error ? reject(error) : resolve())),
      ),
  };
}
