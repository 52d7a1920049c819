/**
 * Account rules of spec §5 (User form) on the server: the same checks and the
 * same messages as the forms, plus the reserved list (6555) and uniqueness (11000).
 */
import {
  ACCOUNT_MESSAGES,
  RECENT_SIGN_IN_SECONDS,
  UPDATABLE_FIELDS,
  type CurrentUser,
  type UpdateMeBody,
} from '#shared/api/account';
import { PROFILE_RULES } from '#shared/domain/profile-rules';
import {
  DUPLICATE_KEY_CODE,
  MESSAGES,
  RESERVED_USERNAME_CODE,
  validateUsernameFormat,
} from '#shared/domain/validation';
import { isReservedUsername } from '#shared/domain/reserved-usernames';
import type { UserRow, UserUpdate } from '../../db/database';
import { AppError, badRequest, forbidden } from '../../errors';
import { updateUser, usernameTaken } from './account.repository';
import type { Executor } from '../../db/executor';

export function toCurrentUser(row: UserRow): CurrentUser {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    username: row.username,
    avatar: row.avatar,
    role: row.role,
    profile: { website: row.website, location: row.location },
    emailVerified: row.email_verified === 1,
    createdAt: row.created_at,
  };
}

/** Spec §5: backend code 11000 becomes 'already exists' on the field. */
export const alreadyExists = (field: string) =>
  new AppError(409, DUPLICATE_KEY_CODE, MESSAGES.userAlreadyExists, field);

/** Spec §5: the reserved list and backend code 6555 both give 'is reserved'. */
export const reserved = () =>
  new AppError(400, RESERVED_USERNAME_CODE, MESSAGES.reserved, 'username');

/** Throws the spec's field error when `username` cannot be used by `ownerId`. */
export async function assertUsernameAvailable(
  db: Executor,
  username: string,
  ownerId?: string,
): Promise<void> {
  const formatError = validateUsernameFormat(username);
  if (formatError) throw badRequest(formatError, 'username');
  if (isReservedUsername(username)) throw reserved();
  if (await usernameTaken(db, username, ownerId)) throw alreadyExists('username');
}

/** Whether a Firebase sign-in at `authTime` (epoch seconds) is recent enough for a password change. */
export function isRecentSignIn(authTime: number, nowMs = Date.now()): boolean {
  const age = nowMs / 1000 - authTime;
  return age >= -60 && age <= RECENT_SIGN_IN_SECONDS;
}

export function assertOwnEmail(user: UserRow, email: string): void {
  if (email.trim().toLowerCase() !== user.email.toLowerCase()) {
    throw forbidden(ACCOUNT_MESSAGES.notYourAccount);
  }
}

/** Checks every field of an update-me call; the first broken rule answers 400. */
async function profilePatch(
  db: Executor,
  user: UserRow,
  update: UpdateMeBody['updateValue'],
): Promise<Omit<UserUpdate, 'id'>> {
  const patch: Omit<UserUpdate, 'id'> = {};
  for (const field of UPDATABLE_FIELDS) {
    const value = update[field];
    if (value === undefined) continue;
    if (field === 'username') {
      await assertUsernameAvailable(db, value, user.id);
      patch.username = value;
      continue;
    }
    const error = PROFILE_RULES[field](value);
    if (error) throw badRequest(error, field);
    patch[field] = value.trim();
  }
  return patch;
}

export async function updateProfile(
  db: Executor,
  user: UserRow,
  body: UpdateMeBody,
): Promise<UserRow> {
  assertOwnEmail(user, body.email);
  const patch = await profilePatch(db, user, body.updateValue);
  return updateUser(db, user.id, patch);
}
