/**
 * The auth plugin's building blocks: settings from the environment, the session
 * secret file, and the structural guard on a small app with routes of each kind.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fastify, { type FastifyInstance } from 'fastify';
import { loadConfig } from '../config/index';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { insertAccount, sessionHeaders } from '../modules/auth/auth-testing';
import { dbPlugin } from './db';
import { errorsPlugin } from './errors';
import { adminRoutes, authPlugin, authenticatedRoutes, requiredLevel } from './auth';
import { loadAuthConfig } from '../config/auth';
import { resolveSessionSecret } from './auth-session';

describe('loadAuthConfig', () => {
  it('picks the Firebase mode from the environment', () => {
    expect(loadAuthConfig({}).firebase).toMatchObject({
      mode: 'disabled',
      projectId: 'demo-aix-market',
    });
    expect(
      loadAuthConfig({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }).firebase,
    ).toMatchObject({
      mode: 'emulator',
      projectId: 'demo-aix-market',
      apiKey: 'fake-api-key',
    });
    expect(
      loadAuthConfig({
        FIREBASE_PROJECT_ID: 'aix-prod',
        FIREBASE_API_KEY: 'AIza-public',
        FIREBASE_AUTH_DOMAIN: 'login.aix.example',
      }).firebase,
    ).toMatchObject({
      mode: 'firebase',
      projectId: 'aix-prod',
      apiKey: 'AIza-public',
      authDomain: 'login.aix.example',
    });
  });

  it('reads admin emails, session length and beta access, and refuses bad values', () => {
    const config = loadAuthConfig({
      ADMIN_EMAILS: ' Boss@Example.com, ,nope, ops@example.com',
      SESSION_TTL_HOURS: '24',
      BETA_ACCESS: 'waitlist',
    });
    expect(config.adminEmails).toEqual(['boss@example.com', 'ops@example.com']);
    expect(config.sessionTtlSeconds).toBe(86_400);
    expect(config.betaAccess).toBe('waitlist');
    expect(loadAuthConfig({}).sessionTtlSeconds).toBe(7 * 86_400);
    for (const env of [
      { SESSION_SECRET: 'short' },
      { SESSION_TTL_HOURS: '-1' },
      { BETA_ACCESS: 'closed' },
      { FIREBASE_AUTH_EMULATOR_HOST: 'http://127.0.0.1:9099' },
      { FIREBASE_SERVICE_ACCOUNT: '{not json' },
    ]) {
      expect(() => loadAuthConfig(env), JSON.stringify(env)).toThrow();
    }
  });
});

describe('resolveSessionSecret', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aix-secret-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('generates a private secret once and keeps it', () => {
    const first = resolveSessionSecret(undefined, dir);
    const file = path.join(dir, 'session-secret');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(first.length).toBeGreaterThanOrEqual(32);
    fs.chmodSync(file, 0o644);
    expect(resolveSessionSecret(undefined, dir)).toBe(first);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  });

  it('prefers SESSION_SECRET and refuses a truncated file', () => {
    expect(resolveSessionSecret('s'.repeat(40), dir)).toBe('s'.repeat(40));
    const other = fs.mkdtempSync(path.join(dir, 'short-'));
    fs.writeFileSync(path.join(other, 'session-secret'), 'tiny', { mode: 0o600 });
    expect(() => resolveSessionSecret(undefined, other)).toThrow(/shorter than 32/);
  });
});

describe('requiredLevel', () => {
  it('takes the stronger of prefix and route config, never weaker than the prefix', () => {
    expect(requiredLevel('/api/x', undefined)).toBe('public');
    expect(requiredLevel('/api/x', 'user')).toBe('user');
    expect(requiredLevel('/authenticated/api/x', 'public')).toBe('user');
    expect(requiredLevel('/authenticated/api/x', 'admin')).toBe('admin');
    expect(requiredLevel('/admin/x', 'user')).toBe('admin');
    expect(requiredLevel('/administrator', undefined)).toBe('public');
    expect(requiredLevel(undefined, 'admin')).toBe('public');
  });
});

describe('the guard on a small app', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await createTestDatabase();
    const config = loadConfig({ DATA_DIR: database.dataDir, WEB_ROOT: '' });
    app = fastify();
    await app.register(dbPlugin, { database });
    await app.register(errorsPlugin);
    await app.register(authPlugin, { config });
    const ok = async () => ({ ok: true });
    await app.register(async scope => {
      scope.get('/api/open', ok);
      scope.get('/api/configured', { config: { auth: 'user' } }, ok);
      scope.get('/admin/tries-to-be-public', { config: { auth: 'public' } }, ok);
      await scope.register(
        authenticatedRoutes(async inner => void inner.get('/api/scoped', ok)),
      );
      await scope.register(
        adminRoutes(async inner => void inner.get('/api/scoped-admin', ok)),
      );
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.destroy().catch(() => undefined);
  });

  it('protects routes by prefix, by config and by scope', async () => {
    const user = await insertAccount({ app });
    const admin = await insertAccount({ app }, { role: 'admin' });
    const status = async (url: string, headers = {}) =>
      (await app.inject({ method: 'GET', url, headers })).statusCode;

    expect(await status('/api/open')).toBe(200);
    for (const url of [
      '/api/configured',
      '/api/scoped',
      '/admin/tries-to-be-public',
      '/api/scoped-admin',
    ]) {
      expect(await status(url), url).toBe(401);
    }
    expect(await status('/api/configured', sessionHeaders(user))).toBe(200);
    expect(await status('/api/scoped', sessionHeaders(user))).toBe(200);
    expect(await status('/api/scoped-admin', sessionHeaders(user))).toBe(403);
    expect(await status('/admin/tries-to-be-public', sessionHeaders(user))).toBe(403);
    expect(await status('/api/scoped-admin', sessionHeaders(admin))).toBe(200);

    expect(app.protectedRoutes().filter(route => route.method === 'GET')).toEqual([
      { method: 'GET', url: '/api/configured', level: 'user', tokens: false },
      { method: 'GET', url: '/admin/tries-to-be-public', level: 'admin', tokens: false },
      { method: 'GET', url: '/api/scoped', level: 'user', tokens: false },
      { method: 'GET', url: '/api/scoped-admin', level: 'admin', tokens: false },
    ]);
  });
});
