/**
 * The refresh against a local server that plays the rates source: good answers
 * are stored with their date; failures, garbage and implausible answers keep the
 * last good rates.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExchangeRatesResponse } from '#shared/api/rates';
import { ROUTES } from '#shared/api/routes';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { RATES_SNAPSHOT } from './rates.snapshot';
import { refreshRates } from './rates.service';

type Play = (response: http.ServerResponse) => void;
let play: Play = response => response.end('{}');
let asked = 0;
const source = http.createServer((_request, response) => {
  asked += 1;
  play(response);
});
let url = '';

function json(body: unknown, status = 200): Play {
  return response => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
}

const GOOD = {
  result: 'success',
  base_code: 'INR',
  time_last_update_unix: Date.parse('2026-11-25T00:00:00Z') / 1000,
  rates: { INR: 1, USD: 0.0112, EUR: 0.0097, GBP: 0.0085 },
};

let ctx: TestApp;
beforeAll(async () => {
  await new Promise<void>(resolve => source.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(source.address() as AddressInfo).port}/v6/latest/INR`;
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
  source.closeAllConnections();
  await new Promise(resolve => source.close(resolve));
});

async function served(app = ctx) {
  const response = await app.app.inject({ url: ROUTES.exchangeRates.url() });
  expect(response.statusCode).toBe(200);
  return response.json<ExchangeRatesResponse>();
}

describe('exchange-rate refresh', () => {
  it('starts from the bundled snapshot', async () => {
    const body = await served();
    expect(body.asOf).toBe(RATES_SNAPSHOT.asOf);
    expect(body.rates.USD).toBe(RATES_SNAPSHOT.rates.USD);
  });

  it('stores a good answer with the date the source gives', async () => {
    play = json(GOOD);
    const outcome = await refreshRates(ctx.database.db, url);
    expect(outcome).toEqual({ ok: true, asOf: '2026-11-25T00:00:00.000Z', written: 3 });
    const body = await served();
    expect(body.asOf).toBe('2026-11-25T00:00:00.000Z');
    expect(body.rates).toMatchObject({ INR: 1, USD: 0.0112, EUR: 0.0097, GBP: 0.0085 });
    // Quotes the source left out keep their older rate rather than vanishing.
    expect(body.rates.JPY).toBe(RATES_SNAPSHOT.rates.JPY);
  });

  const failures: [string, Play, RegExp][] = [
    ['a server error', json({ error: 'down' }, 503), /HTTP 503/],
    [
      'an HTML page',
      response => {
        response.writeHead(200, { 'content-type': 'text/html' });
        response.end('<html><body>Maintenance</body></html>');
      },
      /not JSON/,
    ],
    ['an error body', json({ result: 'error', 'error-type': 'quota-reached' }), /error/],
    ['rates as strings', json({ ...GOOD, rates: { USD: 'lots' } }), /not a positive/],
    [
      'inverted rates (INR per USD)',
      json({
        ...GOOD,
        time_last_update_unix: GOOD.time_last_update_unix + 86400,
        rates: { USD: 89.3 },
      }),
      /USD rate would jump/,
    ],
    [
      'an older day',
      json({ ...GOOD, time_last_update_unix: GOOD.time_last_update_unix - 86400 }),
      /older than/,
    ],
    [
      'a body that never ends in time',
      response => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.write('{"rates":');
      },
      /cut off|no answer/,
    ],
    [
      'an endless body',
      response => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(`{"rates":{"USD":0.0112},"pad":"${'x'.repeat(400_000)}"}`);
      },
      /too large/,
    ],
  ];

  it.each(failures)(
    'keeps the last good rates after %s',
    async (_name, answer, reason) => {
      play = answer;
      const outcome = await refreshRates(ctx.database.db, url, { timeoutMs: 500 });
      expect(outcome.ok).toBe(false);
      expect(outcome.ok ? '' : outcome.reason).toMatch(reason);
      const body = await served();
      expect(body.asOf).toBe('2026-11-25T00:00:00.000Z');
      expect(body.rates.USD).toBe(0.0112);
    },
  );

  it('keeps the last good rates when the source cannot be reached', async () => {
    const closed = http.createServer();
    await new Promise<void>(resolve => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise(resolve => closed.close(resolve));
    const outcome = await refreshRates(ctx.database.db, `http://127.0.0.1:${port}/`);
    expect(outcome).toEqual({ ok: false, reason: 'the source could not be reached' });
    expect((await served()).rates.USD).toBe(0.0112);
  });

  it('a server with EXCHANGE_RATES_URL refreshes on its own at start-up', async () => {
    play = json({
      ...GOOD,
      time_last_update_unix: GOOD.time_last_update_unix + 86400,
      rates: { INR: 1, USD: 0.0113 },
    });
    const before = asked;
    const other = await createTestApp({ EXCHANGE_RATES_URL: url });
    try {
      // Start-up does not wait for the source; the first refresh lands just after.
      await expect
        .poll(async () => (await served(other)).asOf)
        .toBe('2026-11-26T00:00:00.000Z');
      expect((await served(other)).rates.USD).toBe(0.0113);
      expect(asked).toBe(before + 1);
    } finally {
      await other.close();
    }
  });
});
