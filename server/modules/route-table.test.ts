/**
 * The route table of shared/api/routes.ts is the one HTTP contract: every route the
 * server registers under the API prefixes is in it with the same method, and every
 * route in it is registered. A path written into a route file by hand, or a table
 * entry nobody serves, fails here.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { API_PREFIXES, ROUTES } from '#shared/api/routes';
import { isApiPath } from '../plugins/web';
import { createTestApp } from '../testing/test-app';

// Emulator mode registers the dev-only routes too; nothing here calls the emulator.
const ctx = await createTestApp({
  FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9',
  FIREBASE_PROJECT_ID: 'demo-aix-table',
});
afterAll(() => ctx.close());

/** The OpenAPI viewer is documentation, not part of the contract. */
const isDocs = (url: string) => url === '/api/docs' || url.startsWith('/api/docs/');

const served = ctx.app
  .registeredRoutes()
  .filter(route => route.method !== 'HEAD' && !isDocs(route.url))
  .filter(route => API_PREFIXES.some(prefix => route.url.startsWith(prefix)))
  .map(route => `${route.method} ${route.url}`)
  .sort();
const table = Object.values(ROUTES)
  .map(route => `${route.method} ${route.path}`)
  .sort();

describe('the route table', () => {
  it('lists exactly the routes the server registers', () => {
    expect(served).toEqual(table);
  });

  it('names every path once', () => {
    expect(new Set(table).size).toBe(table.length);
  });

  it('leaves the web app its pages: no API prefix covers a screen path', () => {
    // A prefix like '/dev/' once sent /dev/mailbox to the API instead of the app.
    const screens = ['/dev/mailbox', '/dashboard/orders', '/extension/demo', '/gold'];
    for (const path of screens) expect(isApiPath(path)).toBe(false);
    for (const route of Object.values(ROUTES)) expect(isApiPath(route.path)).toBe(true);
  });

  it('builds URLs with encoded parameters and refuses missing ones', () => {
    expect(ROUTES.extension.url({ slugOrId: 'a b/c' })).toBe(
      '/private/api/extension/a%20b%2Fc',
    );
    expect(ROUTES.listAll.url()).toBe('/private/api/extension/list-all');
    const build = ROUTES.file.url as (params: Record<string, string>) => string;
    expect(() => build({ namespace: 'images' })).toThrow('Missing path parameter "name"');
  });
});
