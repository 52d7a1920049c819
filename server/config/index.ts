/**
 * Typed configuration read once from the environment (README lists every variable).
 * Each concern's loader lives beside this file, so configuration never reaches into
 * feature modules and every variable is read in one folder.
 */
import path from 'node:path';
import type { Backend } from '#shared/api/routes';
import {
  assertEmulatorStaysLocal,
  isLoopbackHost,
  loadAuthConfig,
  type AuthConfig,
} from './auth';
import { loadAiConfig, type AiConfig } from './ai';
import { loadStorageConfig, type StorageConfig } from './storage';
import { loadUploadsConfig, type UploadsConfig } from './uploads';
import {
  assertSandboxPaymentsMeant,
  loadPaymentsConfig,
  type PaymentsConfig,
} from './payments';
import { loadRatesConfig, type RatesConfig } from './rates';
import { loadSigningConfig, type SigningConfig } from './signing';
import { loadMailConfig, type MailConfig } from './mail';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  /** Folder of the built web app to serve, or undefined to serve the APIs only. */
  webRoot: string | undefined;
  /**
   * The server-render module of the web build (dist/web-ssr/entry-server.js beside
   * dist/web by default; WEB_RENDER='' turns server rendering off).
   */
  webRender: string | undefined;
  logLevel: string;
  /** Seed the demo catalogue when the database is empty. */
  seedDemo: boolean;
  /**
   * Multiplies every per-route rate limit (RATE_LIMIT_SCALE, default 1). Load tests
   * from one address raise it so the limiter stays in the request path without
   * rejecting; lowering it below 1 tightens every limit.
   */
  rateLimitScale: number;
  /** Firebase, session and admin settings (server/plugins/auth-config.ts). */
  auth: AuthConfig;
  /** The AI helper's chat-completions provider (server/modules/ai/ai.config.ts). */
  ai: AiConfig;
  /** Where uploads live: local disk under DATA_DIR/files, or S3 (server/storage/config.ts). */
  storage: StorageConfig;
  /** Draft lifetime, storage quota and upload concurrency (server/config/uploads.ts). */
  uploads: UploadsConfig;
  /** Sandbox or Razorpay, and its keys (server/config/payments.ts). */
  payments: PaymentsConfig;
  /** Where and how often exchange rates are refreshed (server/config/rates.ts). */
  rates: RatesConfig;
  /** The key that signs published versions (server/config/signing.ts). */
  signing: SigningConfig;
  /** SMTP_URL and MAIL_FROM for the server's own emails (server/config/mail.ts). */
  mail: MailConfig;
  /**
   * Where the served web app sends its calls (FUNCTIONS_BASE_URL, APP_BASE_URL):
   * '' is this server itself; an origin puts that backend elsewhere without a rebuild.
   */
  webBackends: Record<Backend, string>;
  /**
   * Origins of other front ends allowed to call the API cross-origin (STUDIO_ORIGINS,
   * comma-separated): the desktop studio's `app://studio` by default.
   */
  studioOrigins: string[];
}

/** The studio's renderer is served from this custom scheme (main/app-protocol.ts). */
export const STUDIO_ORIGIN = 'app://studio';

function readOrigins(raw: string | undefined): string[] {
  if (raw === undefined) return [STUDIO_ORIGIN];
  return raw
    .split(',')
    .map(item => item.trim())
    .filter(Boolean)
    .map(item => {
      // An origin only: scheme and host (and port), nothing after.
      if (!/^[a-z][a-z0-9+.-]*:\/\/[A-Za-z0-9.-]+(:\d{1,5})?$/.test(item)) {
        throw new Error(`STUDIO_ORIGINS takes origins like app://studio, got "${item}"`);
      }
      return item;
    });
}

function readBaseUrl(name: string, raw: string | undefined): string {
  const value = raw?.trim().replace(/\/+$/, '') ?? '';
  if (value === '') return '';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an http(s) URL, got "${raw}"`);
  }
  if (!['http:', 'https:'].includes(url.protocol) || url.username || url.password) {
    throw new Error(`${name} must be an http(s) URL without credentials, got "${raw}"`);
  }
  return value;
}

function readPort(raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a whole number from 0 to 65535, got "${raw}"`);
  }
  return port;
}

function readScale(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return 1;
  const scale = Number(raw);
  if (!Number.isFinite(scale) || scale <= 0) {
    throw new Error(`RATE_LIMIT_SCALE must be a positive number, got "${raw}"`);
  }
  return scale;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = readPort(env.PORT, 8787);
  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new Error(
      'DATABASE_URL must start with postgres:// (leave it unset for SQLite)',
    );
  }
  const dataDir = path.resolve(env.DATA_DIR?.trim() || 'data');
  const host = env.HOST?.trim() || 'localhost';
  const auth = loadAuthConfig(env);
  const webRoot =
    env.WEB_ROOT === '' ? undefined : path.resolve(env.WEB_ROOT?.trim() || 'dist/web');
  assertEmulatorStaysLocal(auth.firebase.mode, host, env);
  const payments = loadPaymentsConfig(env);
  assertSandboxPaymentsMeant(
    payments,
    {
      host,
      hostIsLoopback: isLoopbackHost(host),
      realFirebaseProject:
        auth.firebase.mode === 'firebase' ? auth.firebase.projectId : undefined,
    },
    env,
  );
  return {
    port,
    host,
    dataDir,
    databaseUrl,
    publicUrl: (env.PUBLIC_URL?.trim() || `http://localhost:${port}`).replace(/\/+$/, ''),
    webRoot,
    webRender:
      webRoot === undefined || env.WEB_RENDER === ''
        ? undefined
        : path.resolve(env.WEB_RENDER?.trim() || `${webRoot}-ssr/entry-server.js`),
    logLevel: env.LOG_LEVEL?.trim() || 'info',
    seedDemo: env.SEED_DEMO !== '0',
    rateLimitScale: readScale(env.RATE_LIMIT_SCALE),
    auth,
    ai: loadAiConfig(env),
    storage: loadStorageConfig(env, dataDir),
    uploads: loadUploadsConfig(env, dataDir),
    payments,
    rates: loadRatesConfig(env),
    signing: loadSigningConfig(env),
    mail: loadMailConfig(env),
    webBackends: {
      functions: readBaseUrl('FUNCTIONS_BASE_URL', env.FUNCTIONS_BASE_URL),
      app: readBaseUrl('APP_BASE_URL', env.APP_BASE_URL),
    },
    studioOrigins: readOrigins(env.STUDIO_ORIGINS),
  };
}
