/**
 * Access tokens (issue 11): created with at least 128 random bits behind the
 * `aixm_` prefix and stored as SHA-256 only; resolved to their user for the routes
 * that accept them (routes marked `config: { tokens: true }`, see plugins/auth.ts).
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  ACCESS_TOKEN_PREFIX,
  MAX_TOKENS_PER_USER,
  TOKEN_MESSAGES,
  type AccessToken,
  type CreateTokenBody,
  type CreatedToken,
} from '#shared/api/tokens';
import type { AccessTokensTable, UserRow } from '../../db/database';
import type { Executor } from '../../db/executor';
import { AppError } from '../../errors';
import type { Selectable } from 'kysely';
import { countTokens, insertToken, tokenByHash, touchToken } from './tokens.repository';

const DAY_MS = 86_400_000;
/** last_used_at is a hint, not an audit log: at most one write a minute per token. */
const TOUCH_EVERY_MS = 60_000;

export const hashToken = (value: string) =>
  createHash('sha256').update(value, 'utf8').digest('hex');

export const isAccessToken = (value: string) => value.startsWith(ACCESS_TOKEN_PREFIX);

export function toAccessToken(row: Selectable<AccessTokensTable>): AccessToken {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
    expiresAt: row.expires_at,
  };
}

export async function createToken(
  db: Executor,
  user: UserRow,
  body: CreateTokenBody,
  now = new Date(),
): Promise<CreatedToken> {
  if ((await countTokens(db, user.id)) >= MAX_TOKENS_PER_USER) {
    throw new AppError(409, 'CONFLICT', TOKEN_MESSAGES.tooMany);
  }
  // 192 random bits, base64url: comfortably above the 128 the issue asks for.
  const value = `${ACCESS_TOKEN_PREFIX}${randomBytes(24).toString('base64url')}`;
  const row = {
    id: `tok_${randomUUID().replace(/-/g, '').slice(0, 20)}`,
    user_id: user.id,
    name: body.name.trim(),
    token_hash: hashToken(value),
    created_at: now.toISOString(),
    last_used_at: null,
    expires_at: body.expiresInDays
      ? new Date(now.getTime() + body.expiresInDays * DAY_MS).toISOString()
      : null,
  };
  await insertToken(db, row);
  return { token: toAccessToken(row), value };
}

/** The user id behind a live token, or null (unknown, revoked or expired). */
export async function tokenUserId(
  db: Executor,
  value: string,
  now = new Date(),
): Promise<string | null> {
  const row = await tokenByHash(db, hashToken(value));
  if (!row) return null;
  if (row.expires_at && Date.parse(row.expires_at) <= now.getTime()) return null;
  const last = row.last_used_at ? Date.parse(row.last_used_at) : 0;
  if (now.getTime() - last > TOUCH_EVERY_MS)
    await touchToken(db, row.id, now.toISOString());
  return row.user_id;
}
