/** Public profiles and username availability; maps rows to shared/api/users types. */
import type {
  CheckUsernameResponse,
  PublicProfileResponse,
  PublicUser,
} from '#shared/api/users';
import { activeGold } from '../commerce/gold';
import { isReservedUsername } from '#shared/domain/reserved-usernames';
import { MESSAGES, validateUsernameFormat } from '#shared/domain/validation';
import { toSummary } from '../extensions/extensions.mappers';
import { listExtensions } from '../extensions/extensions.queries';
import {
  authorTotals,
  findPublicUserByUsername,
  usernameTaken,
  type PublicUserRow,
} from './users.repository';
import type { Executor } from '../../db/executor';

/** A profile lists at most this many extensions; totals always cover all of them. */
export const PROFILE_EXTENSIONS_LIMIT = 100;

export function toPublicUser(row: PublicUserRow): PublicUser {
  return {
    id: row.id,
    username: row.username,
    name: row.name,
    avatar: row.avatar,
    role: row.role === 'admin' ? 'admin' : 'user',
    profile: { website: row.website, location: row.location },
    createdAt: row.created_at,
  };
}

export async function getPublicProfile(
  db: Executor,
  username: string,
): Promise<PublicProfileResponse | undefined> {
  const row = await findPublicUserByUsername(db, username);
  if (!row) return undefined;
  const [rows, totals] = await Promise.all([
    listExtensions(
      db,
      { authorId: row.id },
      { sort: 'newest', skip: 0, limit: PROFILE_EXTENSIONS_LIMIT },
    ),
    authorTotals(db, row.id),
  ]);
  const gold = await activeGold(db, row.id);
  const user = toPublicUser(row);
  const author = {
    id: user.id,
    username: user.username,
    name: user.name,
    avatar: user.avatar,
  };
  return {
    user,
    extensions: rows.map(extension => toSummary(extension, author)),
    totals,
    gold,
  };
}

/** Format first, then the reserved list, then the database (spec §5 messages). */
export async function checkUsername(
  db: Executor,
  username: string,
): Promise<CheckUsernameResponse> {
  const invalid = validateUsernameFormat(username);
  if (invalid) return { username, available: false, reason: 'invalid', message: invalid };
  if (isReservedUsername(username)) {
    return { username, available: false, reason: 'reserved', message: MESSAGES.reserved };
  }
  if (await usernameTaken(db, username)) {
    return {
      username,
      available: false,
      reason: 'taken',
      message: MESSAGES.userAlreadyExists,
    };
  }
  return { username, available: true };
}
