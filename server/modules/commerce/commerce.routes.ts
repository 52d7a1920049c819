/**
 * Checkout routes (spec §7): the order to pay, the payment's verification, the
 * provider's webhook, the Gold order, the sandbox's stand-in for Checkout
 * (`/dev/payments/pay`, only when PAYMENTS_PROVIDER=sandbox) and the admins' list.
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  AdminOrdersQuerySchema,
  AdminOrdersResponseSchema,
  CheckoutOrderBodySchema,
  CheckoutOrderResponseSchema,
  CheckoutResultSchema,
  DevPayBodySchema,
  DevPayFailureSchema,
  GoldOrderBodySchema,
  OrderResponseSchema,
  VerifySignatureBodySchema,
  WebhookResponseSchema,
} from '#shared/api/commerce';
import { ErrorBodySchema, errorResponses } from '#shared/api/common';
import { ROUTES } from '#shared/api/routes';
import type { OrderRow } from '../../db/database';
import { currentUser } from '../../plugins/auth';
import { notFound } from '../../errors';
import { perMinute, type RouteLimitOptions } from '../route-limits';
import { goldOrder } from './gold';
import {
  checkoutObject,
  checkoutOrder,
  verifyPayment,
  type CommerceDeps,
} from './orders.service';
import { allOrderTotals, listAllOrders, orderView } from './orders.view';
import { checkoutSignature } from './payments/signatures';
import {
  deliverWebhook,
  webhookEnvelope,
  webhookHeaders,
} from './payments/sandbox-webhook';
import { handleWebhook } from './webhooks';

const tags = ['commerce'];
const errors = {
  ...errorResponses,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  409: ErrorBodySchema,
  502: ErrorBodySchema,
};

export async function commerceRoutes(app: FastifyInstance, options: RouteLimitOptions) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const deps = (log: CommerceDeps['log']): CommerceDeps => ({
    db: app.db,
    payments: app.payments,
    log,
  });
  const answer = async (order: OrderRow) => ({
    ...checkoutObject(order),
    key: app.payments.keys.keyId,
    _orderId: order.id,
    order: await orderView(app.db, order),
  });

  api.post(
    ROUTES.checkoutOrder.path,
    {
      config: { tokens: true, rateLimit: perMinute(30, options) },
      schema: {
        tags,
        summary:
          'The order to pay for an extension, priced by the server (a free one is paid at once; a bought one answers its paid order)',
        body: CheckoutOrderBodySchema,
        response: { 200: CheckoutOrderResponseSchema, ...errors },
      },
    },
    async request =>
      answer(await checkoutOrder(deps(request.log), currentUser(request), request.body)),
  );

  api.post(
    ROUTES.verifySignature.path,
    {
      config: { rateLimit: perMinute(30, options) },
      schema: {
        tags,
        summary:
          'Checks a Checkout payment against the caller’s orders and the provider; marks the order paid once',
        body: VerifySignatureBodySchema,
        response: { 200: OrderResponseSchema, ...errors },
      },
    },
    async request => {
      const order = await verifyPayment(
        deps(request.log),
        currentUser(request),
        request.body.razorpay_payment_id,
        request.body.razorpay_signature,
      );
      return { order: await orderView(app.db, order) };
    },
  );

  api.post(
    ROUTES.goldOrder.path,
    {
      config: { auth: 'user', rateLimit: perMinute(20, options) },
      schema: {
        tags,
        summary: 'The order for a Gold tier; the amount must be a tier’s price',
        body: GoldOrderBodySchema,
        response: { 200: CheckoutOrderResponseSchema, ...errors },
      },
    },
    async request =>
      answer(await goldOrder(deps(request.log), currentUser(request), request.body)),
  );

  api.get(
    ROUTES.allOrders.path,
    {
      schema: {
        tags: ['admin'],
        summary: 'Every order with buyer, seller, fees and payout (admins)',
        querystring: AdminOrdersQuerySchema,
        response: { 200: AdminOrdersResponseSchema, ...errors },
      },
    },
    async request => {
      const page = {
        status: request.query.status,
        skip: request.query.skip ?? 0,
        limit: request.query.limit ?? 50,
      };
      const [orders, totals] = await Promise.all([
        listAllOrders(app.db, page),
        allOrderTotals(app.db, page.status),
      ]);
      const total = totals.reduce((sum, row) => sum + row.count, 0);
      return { orders, total, totals };
    },
  );

  // The webhook hashes the raw bytes: its own scope parses JSON as a Buffer.
  await app.register(async scope => {
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer' },
      (_req, body, done) => done(null, body),
    );
    scope.withTypeProvider<TypeBoxTypeProvider>().post(
      ROUTES.paymentWebhook.path,
      {
        config: { rateLimit: perMinute(600, options) },
        schema: {
          tags,
          summary:
            'Razorpay webhook: order.paid, payment.captured, payment.failed, refund.processed',
          response: { 200: WebhookResponseSchema, ...errors },
        },
      },
      async request => {
        const header = (name: string) => {
          const value = request.headers[name];
          return typeof value === 'string' ? value : undefined;
        };
        await handleWebhook(deps(request.log), {
          rawBody: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
          signature: header('x-razorpay-signature'),
          eventId: header('x-razorpay-event-id'),
        });
        return { status: 'ok' as const };
      },
    );
  });

  const sandbox = app.payments.sandbox;
  if (!sandbox) return;
  api.post(
    ROUTES.devPay.path,
    {
      // Checkout's sheet is the buyer's own: paying somebody else's order is not a thing.
      config: { auth: 'user', rateLimit: perMinute(60, options) },
      schema: {
        tags: ['dev'],
        summary:
          'Sandbox only: pays (or fails) one of the caller’s orders as Razorpay Checkout would',
        body: DevPayBodySchema,
        response: { 200: CheckoutResultSchema, 402: DevPayFailureSchema, ...errors },
      },
    },
    async (request, reply) => {
      const order = await app.db
        .selectFrom('orders')
        .select(['id', 'status'])
        .where('id', '=', request.body.order_id)
        .where('buyer_id', '=', currentUser(request).id)
        .executeTakeFirst();
      if (!order || order.status === 'paid')
        throw notFound('No unpaid order with this id');
      const outcome = request.body.outcome ?? 'success';
      const payment = await sandbox.pay(order.id, outcome);
      // Razorpay sends its webhook on its own schedule; ours goes right after the answer.
      const event = outcome === 'success' ? 'order.paid' : 'payment.failed';
      const body = webhookEnvelope(
        event,
        payment,
        await sandbox.fetchOrder(order.id),
        `acc_${app.payments.keys.keyId.slice(9)}`,
      );
      const headers = webhookHeaders(
        body,
        app.payments.keys.webhookSecret,
        `evt_${payment.id.slice(4)}`,
      );
      setImmediate(() => {
        deliverWebhook(app, { url: app.payments.sandboxWebhookUrl, body, headers })
          .then(status => {
            if (status >= 300) request.log.error({ status }, 'sandbox webhook refused');
          })
          .catch((error: unknown) =>
            request.log.error({ error: String(error) }, 'sandbox webhook'),
          );
      });
      if (outcome === 'failure') {
        return reply.status(402).send({
          error: {
            code: 'BAD_REQUEST_ERROR',
            description: 'Payment failed: the test card was declined.',
            metadata: { order_id: order.id, payment_id: payment.id },
          },
        });
      }
      return {
        razorpay_payment_id: payment.id,
        razorpay_order_id: order.id,
        razorpay_signature: checkoutSignature(
          order.id,
          payment.id,
          app.payments.keys.keySecret,
        ),
      };
    },
  );
}
