/**
 * Access tokens on both dialects over the real routes: shown once, stored hashed,
 * listed without secrets, accepted without x-user-id where tokens are allowed,
 * refused for token management, revoked by their owner only, capped per user.
 */
import { createHash } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { ROUTES } from '#shared/api/routes';
import {
  MAX_TOKENS_PER_USER,
  TOKEN_MESSAGES,
  type CreatedToken,
  type TokensResponse,
} from '#shared/api/tokens';
import { createTestApp } from '../../testing/test-app';
import { bumpSessionVersion } from '../account/account.repository';
import { insertAccount, sessionHeaders } from '../auth/auth-testing';

const ctx = await createTestApp({ RATE_LIMIT_SCALE: '100' });
afterAll(() => ctx.close());
const maker = await insertAccount(ctx);
const other = await insertAccount(ctx);

const create = (account: typeof maker, payload: object) =>
  ctx.app.inject({
    method: 'POST',
    url: ROUTES.createAccessToken.url(),
    headers: sessionHeaders(account),
    payload,
  });
const list = async (account: typeof maker) =>
  (
    await ctx.app.inject({
      url: ROUTES.accessTokens.url(),
      headers: sessionHeaders(account),
    })
  ).json<TokensResponse>().tokens;
const myExtensions = (token: string) =>
  ctx.app.inject({
    method: 'POST',
    url: ROUTES.myExtensions.url(),
    headers: { authorization: `Bearer ${token}` },
    payload: {},
  });

describe(`access tokens (${ctx.database.dialect})`, () => {
  it('shows a token once, keeps only its hash and lets it publish as its owner', async () => {
    const response = await create(maker, { name: 'Laptop CLI', expiresInDays: 30 });
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json<CreatedToken>();
    expect(created.value).toMatch(/^aixm_[A-Za-z0-9_-]{32}$/);
    expect(Date.parse(created.token.expiresAt ?? '') - Date.now()).toBeGreaterThan(
      29 * 86_400_000,
    );
    const rows = await ctx.app.db.selectFrom('access_tokens').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(created.value);
    expect(rows.map(row => row.token_hash)).toContain(
      createHash('sha256').update(created.value).digest('hex'),
    );
    const listed = await list(maker);
    expect(listed).toEqual([
      expect.objectContaining({ name: 'Laptop CLI', lastUsedAt: null }),
    ]);
    expect(JSON.stringify(listed)).not.toContain(created.value);

    // No x-user-id with a token; the owner's extensions answer.
    const used = await myExtensions(created.value);
    expect(used.statusCode, used.body).toBe(200);
    expect((await list(maker))[0]?.lastUsedAt).not.toBeNull();
    expect(await list(other)).toEqual([]);
  });

  it('cannot manage tokens with a token, and only its owner revokes it', async () => {
    const created = (await create(maker, { name: 'CI' })).json<CreatedToken>();
    const minted = await ctx.app.inject({
      method: 'POST',
      url: ROUTES.createAccessToken.url(),
      headers: { authorization: `Bearer ${created.value}` },
      payload: { name: 'another' },
    });
    expect(minted.statusCode).toBe(401);
    expect(minted.json()).toMatchObject({ error: { message: TOKEN_MESSAGES.notHere } });

    const revoke = (account: typeof maker) =>
      ctx.app.inject({
        method: 'DELETE',
        url: ROUTES.revokeAccessToken.url({ id: created.token.id }),
        headers: sessionHeaders(account),
      });
    expect((await revoke(other)).statusCode).toBe(404);
    expect((await myExtensions(created.value)).statusCode).toBe(200);
    expect((await revoke(maker)).json()).toEqual({ revoked: true });
    const after = await myExtensions(created.value);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ error: { message: TOKEN_MESSAGES.unknown } });
  });

  it('checks names and lifetimes, and caps tokens per user', async () => {
    expect((await create(other, { name: '' })).statusCode).toBe(400);
    expect((await create(other, { name: 'x', expiresInDays: 0 })).statusCode).toBe(400);
    expect((await create(other, { name: 'x', expiresInDays: 366 })).statusCode).toBe(400);
    for (let index = 0; index < MAX_TOKENS_PER_USER; index += 1) {
      expect((await create(other, { name: `t${index}` })).statusCode).toBe(201);
    }
    const over = await create(other, { name: 'one too many' });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ error: { message: TOKEN_MESSAGES.tooMany } });
  });

  it('keeps working after a password change, as Account › Access tokens says (revoke them there)', async () => {
    const owner = await insertAccount(ctx);
    const value = (await create(owner, { name: 'CI' })).json<CreatedToken>().value;
    // What update-user-password does to the account: every session ends.
    await bumpSessionVersion(ctx.app.db, owner.id, new Date());
    expect((await myExtensions(value)).statusCode).toBe(200);
    const session = await ctx.app.inject({
      url: ROUTES.accessTokens.url(),
      headers: sessionHeaders(owner),
    });
    expect(session.statusCode).toBe(401);
  });
});
