/**
 * Upload limits on SQLite and PostgreSQL: a storage quota per user (413 with what is
 * used), a number of uploads at once per user (429), and a body streamed past the cap
 * (413) leaves nothing behind. Real HTTP over loopback, so one upload can be held open
 * while another is tried.
 */
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { HEADERS, ROUTES } from '#shared/api/routes';
import { createTestApp } from '../../testing/test-app';
import { insertAccount, sessionHeaders } from '../auth/auth-testing';
import { sampleBuild } from '../../../tests/fixtures/aix/builds';
import { multipartBody } from './upload-testing';

const ctx = await createTestApp({
  RATE_LIMIT_SCALE: '100',
  UPLOAD_QUOTA_MB: '1',
  UPLOADS_PER_USER: '1',
});
afterAll(() => ctx.close());
const origin = await ctx.app.listen({ port: 0, host: '127.0.0.1' });

function upload(
  account: { id: string; token: string },
  data: Buffer,
  purpose = 'attachment',
) {
  const body = multipartBody({ filename: 'notes.txt', data }, { purpose });
  return ctx.app.inject({
    method: 'POST',
    url: ROUTES.upload.url(),
    headers: { ...sessionHeaders(account), ...body.headers },
    payload: body.payload,
  });
}

describe(`upload limits (${ctx.database.dialect})`, () => {
  it('refuses an upload past the storage quota with 413 and how much is used', async () => {
    const maker = await insertAccount(ctx);
    const first = await upload(maker, Buffer.alloc(700 * 1024, 'a'));
    expect(first.statusCode).toBe(200);
    const second = await upload(maker, Buffer.alloc(700 * 1024, 'b'));
    expect(second.statusCode).toBe(413);
    expect(second.json()).toMatchObject({
      error: {
        code: 'PAYLOAD_TOO_LARGE',
        message: expect.stringMatching(
          /^This file does not fit in your storage \(0\.7 MB of 1 MB used\)\./,
        ) as string,
      },
    });
    // Another user's quota is their own.
    const other = await insertAccount(ctx);
    expect((await upload(other, Buffer.alloc(700 * 1024, 'b'))).statusCode).toBe(200);
  });

  it('refuses a second upload at once with 429 while the first is still arriving', async () => {
    const maker = await insertAccount(ctx);
    const body = multipartBody(
      { filename: 'b.aix', data: sampleBuild('brightness') },
      { purpose: 'aix' },
    );
    const payload = Buffer.from(body.payload);
    const slow = http.request(`${origin}${ROUTES.upload.url()}`, {
      method: 'POST',
      headers: {
        ...body.headers,
        authorization: `Bearer ${maker.token}`,
        [HEADERS.userId]: maker.id,
        'content-length': payload.length,
      },
    });
    const answered = new Promise<number>(resolve =>
      slow.on('response', response => {
        response.resume();
        resolve(response.statusCode ?? 0);
      }),
    );
    // Half the body: the server has the first upload in hand, waiting for the rest.
    await new Promise<void>(resolve =>
      slow.write(payload.subarray(0, payload.length / 2), () => resolve()),
    );
    await new Promise(resolve => setTimeout(resolve, 100));

    const meanwhile = await upload(maker, Buffer.from('hello'));
    expect(meanwhile.statusCode).toBe(429);
    expect(meanwhile.json<{ error: { message: string } }>().error.message).toBe(
      'You already have an upload in progress. Wait for it to finish, then try again.',
    );

    slow.end(payload.subarray(payload.length / 2));
    expect(await answered).toBe(200);
    // Its turn is over: the next upload goes through.
    expect((await upload(maker, Buffer.from('hello again'))).statusCode).toBe(200);
  });

  it('stops reading past the cap with 413 and keeps no spooled file', async () => {
    const maker = await insertAccount(ctx);
    const response = await upload(maker, Buffer.alloc(11 * 1024 * 1024, 'z'));
    expect(response.statusCode).toBe(413);
    const spool = path.join(ctx.database.dataDir, 'tmp', 'uploads');
    expect(fs.existsSync(spool) ? fs.readdirSync(spool) : []).toEqual([]);
  });
});
