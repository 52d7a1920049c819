/**
 * Every route's request schemas refuse what made the attack run's 500s: text with
 * NUL or other control characters (PostgreSQL cannot store NUL), and numbers AJV's
 * type coercion turns into Infinity ("Infinity", "1e309"). Checked on the schemas
 * the server really registered, so a new route is checked the day it is added.
 */
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app';

const ctx = await createTestApp({
  FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9',
  FIREBASE_PROJECT_ID: 'demo-aix-schemas',
});

type Schema = Record<string, unknown>;
const PARTS = ['body', 'querystring', 'params', 'headers'] as const;

/** `path → problem` for every string or number in `schema` that lets bad input through. */
function problems(schema: unknown, path: string, found: string[]): void {
  if (typeof schema !== 'object' || schema === null) return;
  const node = schema as Schema;
  const type = node.type;
  if (
    type === 'string' &&
    !('enum' in node) &&
    !('const' in node) &&
    !('format' in node)
  ) {
    const pattern =
      typeof node.pattern === 'string' ? new RegExp(node.pattern, 'u') : null;
    if (!pattern || pattern.test('a\u0000b') || pattern.test('a\u001bb')) {
      found.push(`${path}: a string that accepts control characters`);
    }
  }
  if (type === 'integer' || type === 'number') {
    const bounded = (value: unknown) =>
      typeof value === 'number' && Number.isFinite(value);
    if (
      !bounded(node.maximum) ||
      !(bounded(node.minimum) || bounded(node.exclusiveMinimum))
    ) {
      found.push(`${path}: a number without finite bounds`);
    }
    if (node.finite !== true) found.push(`${path}: a number that lets Infinity through`);
  }
  for (const [key, value] of Object.entries(node)) {
    if (key === 'properties' && typeof value === 'object' && value !== null) {
      for (const [name, child] of Object.entries(value))
        problems(child, `${path}.${name}`, found);
    } else if (Array.isArray(value)) {
      value.forEach((child, index) => problems(child, `${path}.${key}[${index}]`, found));
    } else if (
      ['items', 'additionalProperties', 'patternProperties', 'not'].includes(key)
    ) {
      problems(value, `${path}.${key}`, found);
    }
  }
}

describe('request schemas', () => {
  it('bound every number and keep control characters out of every free text', async () => {
    const found: string[] = [];
    for (const route of ctx.app.registeredRoutes()) {
      if (route.method === 'HEAD' || route.url.startsWith('/api/docs')) continue;
      const schema = (route.schema ?? {}) as Schema;
      for (const part of PARTS) {
        problems(schema[part], `${route.method} ${route.url} ${part}`, found);
      }
    }
    await ctx.close();
    expect(found).toEqual([]);
  });
});
