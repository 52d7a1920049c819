/**
 * The payment provider from the environment (README "Payments"):
 * - PAYMENTS_PROVIDER: `sandbox` (default; our server plays Razorpay, no money moves)
 *   or `razorpay`.
 * - RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET: required for
 *   `razorpay`; in the sandbox, when unset, generated once into DATA_DIR (0600).
 * - RAZORPAY_API_URL: Razorpay's REST base (tests point it at a local server).
 * - ALLOW_SANDBOX_PAYMENTS=1: the sandbox on a network HOST or with a real Firebase
 *   project is meant. Without it the server refuses to start there, because the
 *   sandbox makes every paid extension free and the default must not do that silently.
 * - SANDBOX_WEBHOOK_URL: where the sandbox posts its webhooks; by default the
 *   server's own /api/razorpay/webhook over HTTP (tests capture them elsewhere).
 */
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

export interface PaymentsConfig {
  provider: 'sandbox' | 'razorpay';
  keyId: string | undefined;
  keySecret: string | undefined;
  webhookSecret: string | undefined;
  apiUrl: string;
  /** The sandbox's webhook target; undefined = this server's own webhook route. */
  sandboxWebhookUrl: string | undefined;
}

export interface PaymentKeys {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
}

type Env = Record<string, string | undefined>;
const KEYS_FILE = 'payment-keys.json';

export function loadPaymentsConfig(env: Env): PaymentsConfig {
  const raw = env.PAYMENTS_PROVIDER?.trim() || 'sandbox';
  if (raw !== 'sandbox' && raw !== 'razorpay') {
    throw new Error(`PAYMENTS_PROVIDER must be sandbox or razorpay, got "${raw}"`);
  }
  const config: PaymentsConfig = {
    provider: raw,
    keyId: env.RAZORPAY_KEY_ID?.trim() || undefined,
    keySecret: env.RAZORPAY_KEY_SECRET?.trim() || undefined,
    webhookSecret: env.RAZORPAY_WEBHOOK_SECRET?.trim() || undefined,
    apiUrl: (env.RAZORPAY_API_URL?.trim() || 'https://api.razorpay.com').replace(
      /\/+$/,
      '',
    ),
    sandboxWebhookUrl: env.SANDBOX_WEBHOOK_URL?.trim() || undefined,
  };
  if (raw === 'razorpay') {
    const missing = (['keyId', 'keySecret', 'webhookSecret'] as const).filter(
      name => !config[name],
    );
    if (missing.length > 0) {
      throw new Error(
        'PAYMENTS_PROVIDER=razorpay needs RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET',
      );
    }
    if (!/^rzp_(test|live)_[A-Za-z0-9]+$/.test(config.keyId ?? '')) {
      throw new Error('RAZORPAY_KEY_ID must look like rzp_test_… or rzp_live_…');
    }
  }
  return config;
}

export const SANDBOX_PAYMENTS_REFUSED = (where: string) =>
  `Refusing to start: PAYMENTS_PROVIDER is sandbox (the default) while ${where}, so every ` +
  `paid extension would be free; set PAYMENTS_PROVIDER=razorpay with its keys, or ` +
  `ALLOW_SANDBOX_PAYMENTS=1 if test payments are really meant.`;

/**
 * Throws when sandbox payments would serve a deployment without consent: a
 * non-loopback HOST (other machines reach it) or real Firebase (real accounts).
 */
export function assertSandboxPaymentsMeant(
  payments: PaymentsConfig,
  deployment: { host: string; hostIsLoopback: boolean; realFirebaseProject?: string },
  env: Env,
): void {
  if (payments.provider !== 'sandbox') return;
  if (env.ALLOW_SANDBOX_PAYMENTS?.trim() === '1') return;
  if (!deployment.hostIsLoopback) {
    throw new Error(
      SANDBOX_PAYMENTS_REFUSED(`HOST=${deployment.host} reaches the network`),
    );
  }
  if (deployment.realFirebaseProject) {
    throw new Error(
      SANDBOX_PAYMENTS_REFUSED(
        `FIREBASE_PROJECT_ID=${deployment.realFirebaseProject} is a real Firebase project`,
      ),
    );
  }
}

/**
 * The keys in use: the configured ones, or (sandbox) a `rzp_test_…` id and two
 * secrets generated on first start and kept in DATA_DIR/payment-keys.json (0600).
 */
export function resolvePaymentKeys(config: PaymentsConfig, dataDir: string): PaymentKeys {
  const generated = (): PaymentKeys => ({
    keyId: `rzp_test_${randomBytes(10).toString('hex').slice(0, 14)}`,
    keySecret: randomBytes(24).toString('base64url'),
    webhookSecret: randomBytes(24).toString('base64url'),
  });
  let kept: PaymentKeys | undefined;
  if (
    config.provider === 'sandbox' &&
    !(config.keyId && config.keySecret && config.webhookSecret)
  ) {
    const file = path.join(dataDir, KEYS_FILE);
    fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    try {
      fs.writeFileSync(file, JSON.stringify(generated()), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    if ((fs.statSync(file).mode & 0o077) !== 0) fs.chmodSync(file, 0o600);
    const parsed: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
    if (!isKeys(parsed))
      throw new Error(`${file} is damaged; delete it to generate new keys`);
    kept = parsed;
  }
  return {
    keyId: config.keyId ?? kept?.keyId ?? '',
    keySecret: config.keySecret ?? kept?.keySecret ?? '',
    webhookSecret: config.webhookSecret ?? kept?.webhookSecret ?? '',
  };
}

function isKeys(value: unknown): value is PaymentKeys {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return ['keyId', 'keySecret', 'webhookSecret'].every(
    name => typeof record[name] === 'string' && record[name].length >= 8,
  );
}
