import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { firebaseSources } from './security';

let current: TestApp | undefined;
afterEach(async () => {
  await current?.close();
  current = undefined;
});

async function headersFor(env: Record<string, string>) {
  current = await createTestApp(env);
  const response = await current.app.inject({ method: 'GET', url: '/api/health' });
  return response.headers;
}

function directive(csp: unknown, name: string): string[] {
  const entry = String(csp)
    .split(';')
    .map(part => part.trim())
    .find(part => part.startsWith(`${name} `));
  return entry ? entry.split(/\s+/).slice(1) : [];
}

describe('security headers for popup sign-in', () => {
  it('lets the sign-in popup talk back to its opener', async () => {
    const headers = await headersFor({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9199' });
    expect(headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  });

  it('allows the Auth emulator origin and Google’s iframe helper in emulator mode', async () => {
    const headers = await headersFor({
      FIREBASE_AUTH_EMULATOR_HOST: 'auth-emu.local:9199',
    });
    const csp = headers['content-security-policy'];
    expect(directive(csp, 'connect-src')).toContain('http://auth-emu.local:9199');
    expect(directive(csp, 'frame-src')).toContain('http://auth-emu.local:9199');
    expect(directive(csp, 'script-src')).toContain('https://apis.google.com');
    expect(directive(csp, 'frame-src')).not.toContain(
      'https://demo-aix-market.firebaseapp.com',
    );
  });

  it('allows real Firebase’s API hosts and auth domain frame with a real project', async () => {
    const headers = await headersFor({
      FIREBASE_PROJECT_ID: 'aix-market-prod',
      FIREBASE_API_KEY: 'public-key',
      FIREBASE_AUTH_DOMAIN: 'login.aix.example',
      // Sandbox payments beside a real project must be said to be meant.
      ALLOW_SANDBOX_PAYMENTS: '1',
    });
    const csp = headers['content-security-policy'];
    expect(directive(csp, 'connect-src')).toEqual(
      expect.arrayContaining([
        'https://identitytoolkit.googleapis.com',
        'https://securetoken.googleapis.com',
      ]),
    );
    expect(directive(csp, 'frame-src')).toContain('https://login.aix.example');
    expect(directive(csp, 'script-src')).toContain('https://apis.google.com');
  });

  it('allows exactly Razorpay Checkout’s origins in razorpay mode, none in the sandbox', async () => {
    const sandbox = (await headersFor({}))['content-security-policy'];
    expect(String(sandbox)).not.toContain('razorpay.com');
    await current?.close();
    const csp = (
      await headersFor({
        PAYMENTS_PROVIDER: 'razorpay',
        RAZORPAY_KEY_ID: 'rzp_test_csp0001',
        RAZORPAY_KEY_SECRET: 'csp-secret',
        RAZORPAY_WEBHOOK_SECRET: 'csp-webhook',
      })
    )['content-security-policy'];
    expect(directive(csp, 'script-src')).toContain('https://checkout.razorpay.com');
    expect(directive(csp, 'frame-src')).toEqual(
      expect.arrayContaining([
        'https://api.razorpay.com',
        'https://checkout.razorpay.com',
      ]),
    );
    expect(
      directive(csp, 'script-src').filter(source => source.includes('razorpay')),
    ).toEqual(['https://checkout.razorpay.com']);
  });

  it('answers the studio’s preflight (app://studio) and no other origin’s', async () => {
    current = await createTestApp({});
    const preflight = (origin: string) =>
      current?.app.inject({
        method: 'OPTIONS',
        url: '/authenticated/api/user/orders',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization,content-type,x-user-id',
        },
      });
    const studio = await preflight('app://studio');
    expect(studio?.statusCode).toBe(204);
    expect(studio?.headers['access-control-allow-origin']).toBe('app://studio');
    expect(String(studio?.headers['access-control-allow-headers'])).toContain(
      'x-user-id',
    );
    for (const origin of ['https://evil.example', 'app://studio.evil', 'null']) {
      const refused = await preflight(origin);
      expect(refused?.headers['access-control-allow-origin']).toBeUndefined();
    }
    // A real call from the studio gets the header too; a same-origin call none.
    const health = await current.app.inject({
      url: '/api/health',
      headers: { origin: 'app://studio' },
    });
    expect(health.headers['access-control-allow-origin']).toBe('app://studio');
    const plain = await current.app.inject({ url: '/api/health' });
    expect(plain.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('takes other studio origins from STUDIO_ORIGINS and refuses what is not an origin', async () => {
    current = await createTestApp({
      STUDIO_ORIGINS: 'app://beta, http://127.0.0.1:5173',
    });
    const answer = await current.app.inject({
      url: '/api/health',
      headers: { origin: 'http://127.0.0.1:5173' },
    });
    expect(answer.headers['access-control-allow-origin']).toBe('http://127.0.0.1:5173');
    const old = await current.app.inject({
      url: '/api/health',
      headers: { origin: 'app://studio' },
    });
    expect(old.headers['access-control-allow-origin']).toBeUndefined();
    await current.close();
    current = undefined;
    await expect(createTestApp({ STUDIO_ORIGINS: 'app://studio/path' })).rejects.toThrow(
      'STUDIO_ORIGINS takes origins like app://studio',
    );
  });

  it('adds nothing when sign-in is off, and never a malformed auth domain', () => {
    expect(firebaseSources(undefined)).toEqual({ script: [], connect: [], frame: [] });
    expect(
      firebaseSources({ mode: 'disabled', emulatorHost: undefined, authDomain: 'x.y' }),
    ).toEqual({ script: [], connect: [], frame: [] });
    expect(
      firebaseSources({
        mode: 'firebase',
        emulatorHost: undefined,
        authDomain: "evil.example 'unsafe-inline'",
      }).frame,
    ).toEqual([]);
  });
});
