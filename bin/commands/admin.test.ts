/** `aix-market admin grant|revoke <email>` on a throwaway database. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUserByEmail } from '#server/modules/account/account.repository';
import { insertAccount } from '#server/modules/auth/auth-testing';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import type { CliIo } from '../cli';
import { runAdmin } from './admin';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function cli(...args: string[]) {
  let stdout = '';
  let stderr = '';
  const io: CliIo = {
    stdout: text => void (stdout += text),
    stderr: text => void (stderr += text),
    readStdin: () => Promise.resolve(''),
  };
  const open = () => Promise.resolve({ db: ctx.app.db, close: () => Promise.resolve() });
  const code = await runAdmin(args, io, open);
  return { code, stdout, stderr };
}

describe('aix-market admin', () => {
  it('grants and revokes the admin role by email', async () => {
    const { user } = await insertAccount(ctx);
    const granted = await cli('grant', user.email.toUpperCase());
    expect(granted).toEqual({
      code: 0,
      stdout: `${user.email} (@${user.username}) is now an admin.\n`,
      stderr: '',
    });
    expect((await findUserByEmail(ctx.app.db, user.email))?.role).toBe('admin');

    expect((await cli('revoke', user.email)).code).toBe(0);
    expect((await findUserByEmail(ctx.app.db, user.email))?.role).toBe('user');
  });

  it('answers 2 with a reason for bad input and unknown accounts', async () => {
    const cases: Array<[string[], string]> = [
      [[], 'Usage'],
      [['promote', 'a@example.com'], 'Usage'],
      [['grant', 'not-an-email'], 'is not an email address'],
      [['grant', 'nobody@example.com'], 'must sign in once first'],
    ];
    for (const [args, reason] of cases) {
      const result = await cli(...args);
      expect(result.code, args.join(' ')).toBe(2);
      expect(result.stderr, args.join(' ')).toContain(reason);
    }
    expect(await cli('grant', 'a@example.com', 'extra')).toMatchObject({ code: 2 });
  });
});
