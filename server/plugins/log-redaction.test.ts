/**
 * The access log of the real app never holds an email from a path or a secret from a
 * query (the attack run found `check-beta/<email>` and `oobCode` values in it).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { ROUTES } from '#shared/api/routes';
import { buildApp } from '../app';
import { loadConfig } from '../config/index';
import { createTestDatabase } from '../testing/test-database';
import { redactUrl } from './log-redaction';

describe('redactUrl', () => {
  it.each([
    [
      '/authenticated/api/user/check-beta/asha%40example.com',
      '/authenticated/api/user/check-beta/[email]',
    ],
    [
      '/authenticated/api/user/check-beta/asha@example.com',
      '/authenticated/api/user/check-beta/[email]',
    ],
    [
      '/confirm-identity/action?mode=resetPassword&oobCode=SECRET123&apiKey=AIza',
      '/confirm-identity/action?mode=resetPassword&oobCode=[redacted]&apiKey=[redacted]',
    ],
    ['/?q=maps&email=a%40b.co', '/?q=maps&email=[redacted]'],
    ['/private/api/extension/list-all', '/private/api/extension/list-all'],
  ])('%s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});

const lines: string[] = [];
const database = await createTestDatabase();
const app = await buildApp({
  config: loadConfig({
    DATA_DIR: database.dataDir,
    WEB_ROOT: '',
    LOG_LEVEL: 'info',
    EXCHANGE_RATES_URL: '',
  }),
  database,
  logger: { level: 'info', stream: { write: line => lines.push(line) } },
});
await app.ready();
afterAll(async () => {
  await app.close();
  await database.destroy();
});

describe('the access log', () => {
  it('keeps emails and one-time codes out of what it writes', async () => {
    await app.inject({ url: ROUTES.checkBeta.url({ email: 'asha.rao@example.com' }) });
    await app.inject({
      url: '/confirm-identity/action?mode=verifyEmail&oobCode=Q7Zq-secret',
    });
    const log = lines.join('\n');
    expect(log).toContain('check-beta/[email]');
    expect(log).toContain('oobCode=[redacted]');
    expect(log).not.toMatch(/asha|example\.com|Q7Zq-secret/);
  });
});
