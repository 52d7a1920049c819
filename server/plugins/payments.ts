/**
 * Puts the payment provider on the app (`app.payments`): the sandbox (default; our
 * server plays Razorpay) or Razorpay's REST API, with the keys in use and the secret
 * that signs download links. Tests may pass their own provider.
 */
import { createHmac } from 'node:crypto';
import fp from 'fastify-plugin';
import type { Config } from '../config/index';
import { resolvePaymentKeys, type PaymentKeys } from '../config/payments';
import type { PaymentProvider } from '../modules/commerce/payments/provider';
import { createRazorpayProvider } from '../modules/commerce/payments/razorpay';
import { SandboxProvider } from '../modules/commerce/payments/sandbox';

export interface Payments {
  provider: PaymentProvider;
  /** Set in sandbox mode only: what the /dev/payments routes drive. */
  sandbox: SandboxProvider | undefined;
  keys: PaymentKeys;
  /** Signs download links; derived, so it needs no file of its own. */
  linkSecret: Buffer;
  /** Sandbox only: where its webhooks go (undefined: this server's own route). */
  sandboxWebhookUrl: string | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    payments: Payments;
  }
}

export const paymentsPlugin = fp<{ config: Config; provider?: PaymentProvider }>(
  async (app, options) => {
    const config = options.config.payments;
    const keys = resolvePaymentKeys(config, options.config.dataDir);
    const sandbox =
      config.provider === 'sandbox' ? new SandboxProvider(app.db, keys.keyId) : undefined;
    const provider =
      options.provider ??
      sandbox ??
      createRazorpayProvider({
        keyId: keys.keyId,
        keySecret: keys.keySecret,
        apiUrl: config.apiUrl,
      });
    app.decorate('payments', {
      provider,
      sandbox,
      keys,
      linkSecret: createHmac('sha256', keys.keySecret).update('download-links').digest(),
      sandboxWebhookUrl: config.sandboxWebhookUrl,
    });
  },
  { name: 'payments', dependencies: ['db'] },
);
