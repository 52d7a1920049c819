import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExchangeRatesResponse } from '#shared/api/rates';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { loadRatesSnapshot } from './rates.repository';
import { RATES_SNAPSHOT } from './rates.snapshot';
import { ROUTES } from '#shared/api/routes';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

describe('GET /private/api/exchange-rates', () => {
  it('serves the snapshot loaded at start-up, INR based, with its date', async () => {
    const response = await ctx.app.inject({ url: ROUTES.exchangeRates.url() });
    expect(response.statusCode).toBe(200);
    const body = response.json<ExchangeRatesResponse>();
    expect(body).toEqual({
      base: 'INR',
      asOf: RATES_SNAPSHOT.asOf,
      rates: { INR: 1, ...RATES_SNAPSHOT.rates },
    });
    expect(Object.keys(body.rates).length).toBeGreaterThanOrEqual(5);
    expect(body.rates.USD).toBeGreaterThan(0.005);
    expect(body.rates.USD).toBeLessThan(0.02);
  });

  it('never overwrites fresher rates stored by an operator', async () => {
    await ctx.database.db
      .updateTable('exchange_rates')
      .set({ rate: 0.0125, as_of: '2099-01-01T00:00:00.000Z' })
      .where('quote', '=', 'USD')
      .execute();
    expect(await loadRatesSnapshot(ctx.database.db)).toBe(0);
    const body = (
      await ctx.app.inject({ url: ROUTES.exchangeRates.url() })
    ).json<ExchangeRatesResponse>();
    expect(body.rates.USD).toBe(0.0125);
    expect(body.asOf).toBe('2099-01-01T00:00:00.000Z');
  });

  it('replaces rates older than the snapshot', async () => {
    await ctx.database.db
      .updateTable('exchange_rates')
      .set({ rate: 0.5, as_of: '2000-01-01T00:00:00.000Z' })
      .where('quote', '=', 'EUR')
      .execute();
    expect(await loadRatesSnapshot(ctx.database.db)).toBe(1);
    const body = (
      await ctx.app.inject({ url: ROUTES.exchangeRates.url() })
    ).json<ExchangeRatesResponse>();
    expect(body.rates.EUR).toBe(RATES_SNAPSHOT.rates.EUR);
  });
});
