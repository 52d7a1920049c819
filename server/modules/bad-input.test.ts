/**
 * Hostile values on every route, on SQLite and PostgreSQL: NUL and other control
 * characters, numbers AJV would coerce to Infinity, deep nesting and broken
 * multipart bodies. Whatever reaches a route, the answer is a 4xx with a message,
 * never a 5xx. Routes come from what the server registered, so a new route is fuzzed
 * the day it is added; requests are sent anonymously and as an admin (past the guard).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { ROUTES } from '#shared/api/routes';
import { demoExtensionId, seedDemoIfEmpty } from '../seed/demo';
import { createTestApp } from '../testing/test-app';
import { insertAccount, sessionHeaders } from './auth/auth-testing';

const ctx = await createTestApp({
  RATE_LIMIT_SCALE: '1000',
  FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9',
  FIREBASE_PROJECT_ID: 'demo-aix-fuzz',
});
afterAll(() => ctx.close());
await seedDemoIfEmpty(ctx.database.db, ctx.database.dialect);
const admin = await insertAccount(ctx, { role: 'admin' });

const BAD_TEXT = ['a\u0000b', '\u0000', 'x\u0007y', 'line\u001bbreak', '\u007f'];
const BAD_NUMBERS = ['Infinity', '1e309', '-1e309', 'NaN', '-Infinity'];
const BAD = [...BAD_TEXT, ...BAD_NUMBERS];

type Schema = Record<string, unknown>;

/** A plausible value for a schema, so one bad field at a time reaches the handler. */
function sample(schema: unknown): unknown {
  if (typeof schema !== 'object' || schema === null) return 'x';
  const node = schema as Schema;
  if (Array.isArray(node.enum)) return node.enum[0];
  if ('const' in node) return node.const;
  if (Array.isArray(node.anyOf)) return sample(node.anyOf[0]);
  switch (node.type) {
    case 'string':
      return 'abcde'.padEnd(Number(node.minLength ?? 0), 'x');
    case 'integer':
    case 'number':
      return typeof node.minimum === 'number' ? node.minimum : 1;
    case 'boolean':
      return false;
    case 'array':
      return [];
    case 'object': {
      const out: Record<string, unknown> = {};
      const properties = (node.properties ?? {}) as Record<string, unknown>;
      for (const name of (node.required as string[] | undefined) ?? []) {
        out[name] = sample(properties[name]);
      }
      return out;
    }
    default:
      return 'x';
  }
}

function propertiesOf(schema: unknown): string[] {
  if (typeof schema !== 'object' || schema === null) return [];
  return Object.keys((schema as Schema).properties ?? {});
}

interface Probe {
  method: string;
  url: string;
  payload?: unknown;
}

function probes(route: { method: string; url: string; schema?: unknown }): Probe[] {
  const schema = (route.schema ?? {}) as Schema;
  const filled = route.url.replace(/:(\w+)/g, 'probe');
  const base = sample(schema.body);
  const out: Probe[] = [];
  for (const bad of BAD) {
    if (route.url.includes(':')) {
      out.push({
        method: route.method,
        url: route.url.replace(/:(\w+)/g, encodeURIComponent(bad)),
        payload: base,
      });
    }
    for (const name of propertiesOf(schema.querystring)) {
      out.push({
        method: route.method,
        url: `${filled}?${name}=${encodeURIComponent(bad)}`,
        payload: base,
      });
    }
    for (const name of propertiesOf(schema.body)) {
      const body = { ...(base as object), [name]: bad };
      out.push({ method: route.method, url: filled, payload: body });
      // The same value where a number or a list was expected.
      if (BAD_NUMBERS.includes(bad)) {
        out.push({
          method: route.method,
          url: filled,
          payload: { ...(base as object), [name]: Number(bad) },
        });
      }
    }
  }
  return out;
}

const routes = ctx.app
  .registeredRoutes()
  .filter(route => route.method !== 'HEAD' && !route.url.startsWith('/api/docs'))
  .filter(route => route.url !== ROUTES.upload.path);

describe(`hostile input on every route (${ctx.database.dialect})`, () => {
  it('answers every probe below 500, anonymously and as an admin', async () => {
    const failures: string[] = [];
    let sent = 0;
    for (const route of routes) {
      for (const probe of probes(route)) {
        for (const headers of [{}, sessionHeaders(admin)]) {
          const response = await ctx.app.inject({
            method: probe.method as 'GET',
            url: probe.url,
            headers,
            ...(probe.method === 'GET' ? {} : { payload: probe.payload as object }),
          });
          sent += 1;
          if (response.statusCode >= 500) {
            failures.push(
              `${probe.method} ${probe.url} ${JSON.stringify(probe.payload)} -> ${response.statusCode} ${response.body.slice(0, 120)}`,
            );
          }
        }
      }
    }
    expect(sent).toBeGreaterThan(1000);
    expect(failures).toEqual([]);
  }, 120_000);

  it('refuses control characters with a message naming the field', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: ROUTES.listAll.url(),
      payload: { searchText: 'maps\u0000' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'BAD_REQUEST',
        message: '"searchText" must not contain control characters',
        field: 'searchText',
      },
    });
  });

  it('refuses numbers that would be Infinity', async () => {
    for (const raw of ['Infinity', '1e309', '-1e309']) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `${ROUTES.users.url()}?skip=${raw}`,
        headers: sessionHeaders(admin),
      });
      expect(response.statusCode, raw).toBe(400);
    }
  });

  it('answers broken multipart uploads with 400', async () => {
    const bodies: [string, string][] = [
      [
        'multipart/form-data',
        '--x\r\ncontent-disposition: form-data; name="file"\r\n\r\nabc',
      ],
      [
        'multipart/form-data; boundary=zz',
        '--zz\r\ncontent-disposition: form-data; name="file"; filename="a.aix"\r\n\r\nabc',
      ],
      ['multipart/form-data; boundary=zz', 'garbage'],
    ];
    for (const [type, payload] of bodies) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: ROUTES.upload.url(),
        headers: { ...sessionHeaders(admin), 'content-type': type },
        payload,
      });
      expect(response.statusCode, `${type} ${payload.slice(0, 20)}`).toBe(400);
      expect(response.json<{ error: { message: string } }>().error.message).toMatch(
        /multipart/i,
      );
    }
  });

  it('refuses documentation nested deeper than the renderer reads, with 400', async () => {
    // Written as text: 3,000 levels is past what JSON.stringify itself can nest.
    const deep = `${'{"items":['.repeat(3000)}"bottom"${']}'.repeat(3000)}`;
    const block = `{"type":"paragraph","data":${deep}}`;
    const response = await ctx.app.inject({
      method: 'POST',
      url: ROUTES.updateExtension.url(),
      headers: { ...sessionHeaders(admin), 'content-type': 'application/json' },
      payload: `{"extensionId":"${demoExtensionId(0)}","documentation":{"toc":false,"blocks":{"blocks":[${block}]}}}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: { message: string } }>().error.message).toMatch(
      /nested/,
    );
  });
});
