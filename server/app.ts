/**
 * Builds the Fastify app without listening (tests inject into it; main.ts listens).
 * Plugin order: infrastructure (database, errors, security, compression, HTTP caching, sign-in, docs, storage,
 * the catalogue, payments, the signing key, update notices, file upkeep), then feature
 * routes, then the
 * web build with its SPA fallback.
 */
import fastifyFactory, { type FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import addFormats from 'ajv-formats';
import type { Config } from './config/index';
import type { DatabaseHandle } from './db/dialect';
import { dbPlugin } from './plugins/db';
import { errorsPlugin } from './plugins/errors';
import { docsPlugin } from './plugins/docs';
import { securityPlugin } from './plugins/security';
import { compressionPlugin } from './plugins/compression';
import { httpCachePlugin } from './plugins/http-cache';
import { authPlugin } from './plugins/auth';
import { requestSerializer } from './plugins/log-redaction';
import { validationKeywords } from './plugins/validation';
import { inlineScriptSources, webPlugin } from './plugins/web';
import { registerModules } from './modules/index';
import { cataloguePlugin } from './plugins/catalogue';
import { fileUpkeepPlugin } from './plugins/file-upkeep';
import { storagePlugin } from './plugins/storage';
import { paymentsPlugin } from './plugins/payments';
import { signingPlugin } from './plugins/signing';
import { noticesPlugin } from './plugins/notices';
import { ensurePrivateDataDir } from './data-dir';

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  /** false for tests; a stream lets a test read what the log says. */
  logger?: boolean | { level: string; stream?: { write(line: string): void } };
}

export async function buildApp(options: BuildAppOptions) {
  ensurePrivateDataDir(options.config.dataDir);
  const app = fastifyFactory({
    logger:
      options.logger === false
        ? false
        : {
            level: options.config.logLevel,
            ...(typeof options.logger === 'object' ? options.logger : {}),
            serializers: { req: requestSerializer },
          },
    bodyLimit: 1024 * 1024,
    // Signed download links carry their claims in one path parameter.
    routerOptions: { maxParamLength: 400 },
    // Abort slow clients instead of holding sockets open forever.
    requestTimeout: 30_000,
    connectionTimeout: 60_000,
    ajv: {
      customOptions: {
        removeAdditional: false,
        coerceTypes: 'array',
        useDefaults: true,
        allErrors: false,
      },
      plugins: [addFormats.default ?? addFormats, validationKeywords],
    },
  }).withTypeProvider<TypeBoxTypeProvider>();

  await app.register(dbPlugin, { database: options.database });
  await app.register(errorsPlugin);
  await app.register(securityPlugin, {
    firebase: options.config.auth.firebase,
    backends: Object.values(options.config.webBackends),
    payments: options.config.payments.provider,
    corsOrigins: options.config.studioOrigins,
    inlineScripts: inlineScriptSources(options.config.webRoot),
  });
  await app.register(compressionPlugin);
  await app.register(httpCachePlugin);
  await app.register(authPlugin, { config: options.config });
  await app.register(docsPlugin, { config: options.config });
  await app.register(storagePlugin, { config: options.config });
  await app.register(cataloguePlugin);
  await app.register(paymentsPlugin, { config: options.config });
  await app.register(signingPlugin, { config: options.config });
  await app.register(noticesPlugin, { config: options.config });
  await app.register(fileUpkeepPlugin, {
    ttlHours: options.config.uploads.draftTtlHours,
    spoolDir: options.config.uploads.spoolDir,
  });
  await app.register(registerModules, { config: options.config });
  await app.register(webPlugin, { config: options.config });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
export type { FastifyInstance };
