import { describe, expect, it } from 'vitest';
import { loadConfig } from './index';

describe('loadConfig', () => {
  it('keeps unsaved upload drafts a week unless told otherwise', () => {
    expect(loadConfig({}).uploads.draftTtlHours).toBe(168);
    expect(loadConfig({ UPLOAD_DRAFT_TTL_HOURS: '24' }).uploads.draftTtlHours).toBe(24);
  });

  it('refuses a draft lifetime that is not a whole number of hours in range', () => {
    for (const raw of ['0', '-3', '1.5', 'soon', '9000']) {
      expect(() => loadConfig({ UPLOAD_DRAFT_TTL_HOURS: raw })).toThrow(
        /UPLOAD_DRAFT_TTL_HOURS must be a whole number from 1 to 8760/,
      );
    }
  });

  it('points the web app at its backends: this server unless told otherwise', () => {
    expect(loadConfig({}).webBackends).toEqual({ functions: '', app: '' });
    expect(
      loadConfig({
        FUNCTIONS_BASE_URL: 'https://functions.example.com/',
        APP_BASE_URL: 'http://127.0.0.1:9000',
      }).webBackends,
    ).toEqual({
      functions: 'https://functions.example.com',
      app: 'http://127.0.0.1:9000',
    });
  });

  it('refuses a backend base URL that is not plain http(s)', () => {
    for (const raw of ['ftp://x', 'javascript:alert(1)', 'not a url', 'https://u:p@x']) {
      expect(() => loadConfig({ APP_BASE_URL: raw })).toThrow(/APP_BASE_URL must be/);
    }
  });

  it('refreshes exchange rates daily from a public source unless told otherwise', () => {
    expect(loadConfig({}).rates).toEqual({
      sourceUrl: 'https://open.er-api.com/v6/latest/INR',
      refreshHours: 24,
    });
    expect(loadConfig({ EXCHANGE_RATES_URL: '' }).rates.sourceUrl).toBeUndefined();
    expect(loadConfig({ EXCHANGE_RATES_URL: 'off' }).rates.sourceUrl).toBeUndefined();
    expect(
      loadConfig({
        EXCHANGE_RATES_URL: 'http://127.0.0.1:9000/latest?base=INR',
        EXCHANGE_RATES_REFRESH_HOURS: '6',
      }).rates,
    ).toEqual({ sourceUrl: 'http://127.0.0.1:9000/latest?base=INR', refreshHours: 6 });
    expect(() => loadConfig({ EXCHANGE_RATES_URL: 'file:///etc/passwd' })).toThrow(
      /EXCHANGE_RATES_URL must be an http\(s\) URL/,
    );
    for (const raw of ['0', '1.5', 'daily', '200']) {
      expect(() => loadConfig({ EXCHANGE_RATES_REFRESH_HOURS: raw })).toThrow(
        /EXCHANGE_RATES_REFRESH_HOURS must be a whole number from 1 to 168/,
      );
    }
  });

  it('refuses sandbox payments on a network HOST or a real Firebase project, naming PAYMENTS_PROVIDER', () => {
    const refusals: [Record<string, string>, RegExp][] = [
      [{ HOST: '0.0.0.0' }, /HOST=0\.0\.0\.0 reaches the network/],
      [{ FIREBASE_PROJECT_ID: 'aix-prod' }, /FIREBASE_PROJECT_ID=aix-prod is a real/],
      [
        {
          HOST: '10.0.0.5',
          PAYMENTS_PROVIDER: 'sandbox',
          FIREBASE_PROJECT_ID: 'aix-prod',
        },
        /HOST=10\.0\.0\.5/,
      ],
    ];
    for (const [env, where] of refusals) {
      const attempt = () =>
        loadConfig({
          FIREBASE_AUTH_EMULATOR_HOST: '',
          ALLOW_SANDBOX_PAYMENTS: '',
          ...env,
        });
      expect(attempt).toThrow(where);
      expect(attempt).toThrow(/^Refusing to start: PAYMENTS_PROVIDER is sandbox/);
      expect(attempt).toThrow(/ALLOW_SANDBOX_PAYMENTS=1/);
      // One line: the reason reads whole in a log.
      expect(() => loadConfig(env)).not.toThrow(/\n/);
    }
  });

  it('starts sandbox payments where they are meant: loopback and demo projects, or ALLOW_SANDBOX_PAYMENTS=1', () => {
    expect(loadConfig({}).payments.provider).toBe('sandbox');
    expect(loadConfig({ HOST: '127.0.0.1' }).payments.provider).toBe('sandbox');
    expect(
      loadConfig({
        HOST: '127.0.0.1',
        FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
        FIREBASE_PROJECT_ID: 'demo-aix-market',
      }).payments.provider,
    ).toBe('sandbox');
    expect(
      loadConfig({
        HOST: '0.0.0.0',
        FIREBASE_PROJECT_ID: 'aix-prod',
        ALLOW_SANDBOX_PAYMENTS: '1',
      }).payments.provider,
    ).toBe('sandbox');
    expect(
      loadConfig({
        HOST: '0.0.0.0',
        FIREBASE_PROJECT_ID: 'aix-prod',
        PAYMENTS_PROVIDER: 'razorpay',
        RAZORPAY_KEY_ID: 'rzp_live_abc123',
        RAZORPAY_KEY_SECRET: 'secret-secret',
        RAZORPAY_WEBHOOK_SECRET: 'hook-secret',
      }).payments.provider,
    ).toBe('razorpay');
  });
});
