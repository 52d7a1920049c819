/**
 * GET /private/api/exchange-rates (app backend, spec §1 and §7): INR-based rates
 * from the `exchange_rates` table, loaded from the bundled snapshot at start-up.
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ErrorBodySchema, errorResponses } from '#shared/api/common';
import type { ExchangeRatesResponse } from '#shared/api/rates';
import { ExchangeRatesResponseSchema } from '#shared/api/rates';
import { AppError } from '../../errors';
import { perMinute, type RouteLimitOptions } from '../route-limits';
import { loadRatesSnapshot, ratesFor } from './rates.repository';
import { ROUTES } from '#shared/api/routes';

export async function rateRoutes(app: FastifyInstance, options: RouteLimitOptions) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  // Start-up is "seed time" for rates: tests, demo and production all get them.
  app.addHook('onReady', async () => {
    await loadRatesSnapshot(app.db);
  });

  api.get(
    ROUTES.exchangeRates.path,
    {
      config: { rateLimit: perMinute(60, options) },
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
      const asOf = rows.reduce(
        (latest, row) => (row.as_of > latest ? row.as_of : latest),
        '',
      );
      const rates: Record<string, number> = { INR: 1 };
      for (const row of rows) rates[row.quote] = Number(row.rate);
      return { base: 'INR', asOf, rates };
    },
  );
}
