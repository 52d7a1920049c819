/**
 * GET /private/api/exchange-rates (app backend, spec §1 and §7): INR-based rates
 * from the `exchange_rates` table: the bundled snapshot at first start, then
 * whatever the refresh from EXCHANGE_RATES_URL last stored.
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ErrorBodySchema, errorResponses } from '#shared/api/common';
import type { ExchangeRatesResponse } from '#shared/api/rates';
import { ExchangeRatesResponseSchema } from '#shared/api/rates';
import { AppError } from '../../errors';
import { perMinute, type RouteLimitOptions } from '../route-limits';
import type { RatesConfig } from '../../config/rates';
import { loadRatesSnapshot, newestAsOf, ratesFor } from './rates.repository';
import { refreshRates } from './rates.service';
import { ROUTES } from '#shared/api/routes';

/** After a failed refresh the source is asked again sooner than a day later. */
const RETRY_MS = 3600_000;

/** Refreshes at start-up (without delaying it), then every refreshHours; never overlaps. */
function scheduleRefresh(app: FastifyInstance, config: RatesConfig) {
  const url = config.sourceUrl;
  if (!url) return;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let closed = false;
  const run = async () => {
    const outcome = await refreshRates(app.db, url).catch((error: unknown) => ({
      ok: false as const,
      reason: error instanceof Error ? error.message : String(error),
    }));
    if (outcome.ok) {
      app.log.info(
        { asOf: outcome.asOf, rates: outcome.written },
        'exchange rates refreshed',
      );
    } else {
      app.log.warn(
        { reason: outcome.reason },
        'exchange rates not refreshed; the last good rates stay',
      );
    }
    if (closed) return;
    const interval = config.refreshHours * 3600_000;
    timer = setTimeout(
      () => {
        running = run();
      },
      outcome.ok ? interval : Math.min(interval, RETRY_MS),
    );
    timer.unref();
  };
  app.addHook('onReady', async () => {
    running = run();
  });
  app.addHook('onClose', async () => {
    closed = true;
    clearTimeout(timer);
    await running;
  });
}

export async function rateRoutes(
  app: FastifyInstance,
  options: RouteLimitOptions & { rates: RatesConfig },
) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  // Start-up is "seed time" for rates: the snapshot fills an empty table, and
  // the refresh (when a source is set) replaces it with the day's rates.
  app.addHook('onReady', async () => {
    await loadRatesSnapshot(app.db);
  });
  scheduleRefresh(app, options.rates);

  api.get(
    ROUTES.exchangeRates.path,
    {
      config: { rateLimit: perMinute(60, options), publicCache: true },
      schema: {
        tags: ['rates'],
        summary: 'Exchange rates with INR as the base',
        response: {
          200: ExchangeRatesResponseSchema,
          429: errorResponses[429],
          503: ErrorBodySchema,
        },
      },
    },
    async (): Promise<ExchangeRatesResponse> => {
      const rows = await ratesFor(app.db, 'INR');
      if (rows.length === 0) {
        throw new AppError(503, 'INTERNAL', 'Exchange rates are not available yet');
      }
      const asOf = newestAsOf(rows);
      const rates: Record<string, number> = { INR: 1 };
      for (const row of rows) rates[row.quote] = Number(row.rate);
      return { base: 'INR', asOf, rates };
    },
  );
}
