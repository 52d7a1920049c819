/**
 * Every hostile .aix of tests/fixtures/aix/hostile.ts through the real upload route
 * (multipart, a session, SQLite and PostgreSQL): refused with the reader's code and
 * one-line message, with nothing stored and no upload row.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '#shared/errors';
import { insertAccount, sessionHeaders } from '#server/modules/auth/auth-testing';
import { multipartBody } from '#server/modules/uploads/upload-testing';
import { createTestApp } from '#server/testing/test-app';
import { HOSTILE_CASES } from '../fixtures/aix/hostile';
import { ROUTES } from '#shared/api/routes';

const ctx = await createTestApp({ RATE_LIMIT_SCALE: '100' });
afterAll(() => ctx.close());
const maker = await insertAccount(ctx);

async function storedBuilds(): Promise<string[]> {
  const dir = path.join(ctx.database.dataDir, 'files', 'aix');
  return readdir(dir, { recursive: true }).catch(() => []);
}

describe('hostile .aix uploads', () => {
  it.each(HOSTILE_CASES.map(c => [c.file, c] as const))(
    "refuses %s with the reader's message and stores nothing",
    async (_name, hostile) => {
      const body = multipartBody(
        { filename: hostile.file, data: hostile.build() },
        { purpose: 'aix' },
      );
      const response = await ctx.app.inject({
        method: 'POST',
        url: ROUTES.upload.url(),
        headers: { ...sessionHeaders(maker), ...body.headers },
        payload: body.payload,
      });
      expect([400, 413, 422]).toContain(response.statusCode);
      const { error } = response.json<ApiErrorBody>();
      expect(error.code).toBe(hostile.code);
      expect(error.message).toMatch(hostile.mentions);
      expect(error.message).not.toContain('\n');
      expect(await storedBuilds()).toEqual([]);
      const rows = await ctx.app.db.selectFrom('uploads').select('id').execute();
      expect(rows).toEqual([]);
    },
  );
});
