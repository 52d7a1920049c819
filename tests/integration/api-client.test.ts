/**
 * The shared API client under Node, as the studio's main process and the command
 * line use it: against the real server listening on loopback, with the two backends
 * at two different base URLs (a small forwarding server stands for the second).
 */
import http from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { ApiError, createApiClient, type ApiSession } from '#shared/api/client/http';
import { ROUTES } from '#shared/api/routes';
import { getCurrentUser, updateMe } from '#shared/api/client/account';
import { getExchangeRates, getExtension, listAll } from '#shared/api/client/catalogue';
import { createTestApp } from '#server/testing/test-app';
import { insertAccount } from '#server/modules/auth/auth-testing';
import { demoExtensionId, seedDemoIfEmpty } from '#server/seed/demo';

const ctx = await createTestApp();
await seedDemoIfEmpty(ctx.database.db, ctx.database.dialect);
const origin = await ctx.app.listen({ port: 0, host: '127.0.0.1' });

// The "app backend" on its own port: forwards to the same server, counts what it got.
const appCalls: string[] = [];
const appCacheHeaders: (string | undefined)[] = [];
const appBackend = http.createServer((request, response) => {
  appCalls.push(`${request.method} ${request.url}`);
  appCacheHeaders.push(request.headers['cache-control']);
  const upstream = http.request(
    `${origin}${request.url}`,
    { method: request.method, headers: request.headers },
    answer => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    },
  );
  request.pipe(upstream);
});
await new Promise<void>(resolve => appBackend.listen(0, '127.0.0.1', resolve));
const address = appBackend.address();
const appOrigin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

afterAll(async () => {
  await new Promise(resolve => appBackend.close(resolve));
  await ctx.close();
});

let session: ApiSession | null = null;
const api = createApiClient({
  baseUrls: { functions: origin, app: appOrigin },
  session: () => session,
});

describe(`the shared API client under Node (${ctx.database.dialect})`, () => {
  it('reads the public catalogue from the functions backend', async () => {
    const page = await listAll(api, { limit: 3 });
    expect(page.extensions).toHaveLength(3);
    const detail = await getExtension(api, demoExtensionId(0));
    expect(detail.extensionId).toBe(demoExtensionId(0));
    expect(appCalls).toEqual([]);
  });

  it('reads exchange rates from the app backend', async () => {
    const rates = await getExchangeRates(api);
    expect(rates.base).toBe('INR');
    expect(appCalls).toEqual(['GET /private/api/exchange-rates']);
  });

  it('sends the session to both backends', async () => {
    const account = await insertAccount(ctx);
    session = { token: account.token, userId: account.id };
    const { user } = await getCurrentUser(api, session);
    expect(user.id).toBe(account.id);
    const changed = await updateMe(api, {
      email: account.user.email,
      updateValue: { location: 'Pune' },
    });
    expect(changed.user.profile.location).toBe('Pune');
    expect(appCalls.at(-1)).toBe('POST /api/update-me');
  });

  it('turns server errors into ApiError with code and message', async () => {
    const failure = await getExtension(api, 'no-such-extension').catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    session = null;
    const refused = await getCurrentUser(api, { token: 'forged', userId: 'x' }).catch(
      (error: unknown) => error,
    );
    expect(refused).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
  });

  it('says when a backend cannot be reached', async () => {
    const offline = createApiClient({
      baseUrls: { functions: 'http://127.0.0.1:9', app: 'http://127.0.0.1:9' },
      session: () => null,
    });
    await expect(listAll(offline, {})).rejects.toMatchObject({ code: 'NETWORK' });
  });

  it('reads past HTTP caches for a while after its own write, not after a listing or a page view', async () => {
    const account = await insertAccount(ctx);
    const own = createApiClient({
      baseUrls: { functions: origin, app: appOrigin },
      session: () => ({ token: account.token, userId: account.id }),
      // Both loopback backends are ours and allow the header; a page's default is same-origin only.
      revalidatesAfterWrite: () => true,
    });
    await getExchangeRates(own);
    await listAll(own, { limit: 1 });
    await own.request(ROUTES.recordEvent, { body: { name: 'page_view', path: '/' } });
    await getExchangeRates(own);
    expect(appCacheHeaders.slice(-2)).toEqual([undefined, undefined]);
    await updateMe(own, { email: account.user.email, updateValue: { location: 'Goa' } });
    await getExchangeRates(own);
    expect(appCacheHeaders.at(-1)).toBe('no-cache');
  });

  it('never sends the header to a backend on another origin unless told it may', async () => {
    const account = await insertAccount(ctx);
    const cautious = createApiClient({
      baseUrls: { functions: origin, app: appOrigin },
      session: () => ({ token: account.token, userId: account.id }),
    });
    await updateMe(cautious, {
      email: account.user.email,
      updateValue: { location: 'Goa' },
    });
    await getExchangeRates(cautious);
    expect(appCacheHeaders.at(-1)).toBeUndefined();
  });

  it("sends a fire-and-forget event to its route's backend with the session, and never throws", async () => {
    const account = await insertAccount(ctx);
    const signedIn = createApiClient({
      baseUrls: { functions: origin, app: appOrigin },
      session: () => ({ token: account.token, userId: account.id }),
    });
    const before = appCalls.length;
    const path = `/sent-${Date.now()}`;
    signedIn.send(ROUTES.recordEvent, { body: { name: 'page_view', path } });
    await expect
      .poll(() =>
        ctx.database.db
          .selectFrom('events')
          .select(['name', 'path', 'user_id'])
          .where('path', '=', path)
          .executeTakeFirst(),
      )
      .toEqual({ name: 'page_view', path, user_id: account.id });
    // The events route belongs to the app backend: it went there, not to functions.
    expect(appCalls.slice(before)).toEqual([`POST ${ROUTES.recordEvent.path}`]);
    const offline = createApiClient({
      baseUrls: { functions: 'http://127.0.0.1:1', app: 'http://127.0.0.1:1' },
      session: () => null,
    });
    expect(() =>
      offline.send(ROUTES.recordEvent, { body: { name: 'page_view', path: '/' } }),
    ).not.toThrow();
  });

  it('resolves stored file paths against the backend that serves them', () => {
    expect(api.resolve('/private/api/files/images/a.png')).toBe(
      `${origin}/private/api/files/images/a.png`,
    );
    expect(api.resolve('https://example.com/a.png')).toBe('https://example.com/a.png');
    expect(api.resolve('/not/an/api/path')).toBe('/not/an/api/path');
  });
});
