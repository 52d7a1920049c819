/**
 * Usernames for accounts that did not pick one (social sign-in, first sign-in):
 * spec §4 takes the part of the email before the @; we then make it valid
 * (4 to 15 letters or digits), not reserved, and unique.
 */
import { randomInt } from 'node:crypto';
import { LIMITS } from '#shared/constants';
import { isReservedUsername } from '#shared/domain/reserved-usernames';
import { usernameTaken } from '../account/account.repository';
import type { Executor } from '../../db/executor';

const { min, max } = LIMITS.username;

/** The valid username closest to `wish`: letters and digits only, 4 to 15 long. */
export function usernameBase(wish: string): string {
  const cleaned = wish.replace(/[^A-Za-z0-9]/g, '').slice(0, max);
  if (cleaned.length >= min) return cleaned;
  return `user${cleaned}`.slice(0, max);
}

export function emailLocalPart(email: string): string {
  return email.split('@')[0] ?? '';
}

function withSuffix(base: string, suffix: string): string {
  return `${base.slice(0, max - suffix.length)}${suffix}`;
}

/** A free, valid, non-reserved username derived from `wish`. */
export async function uniqueUsername(db: Executor, wish: string): Promise<string> {
  const base = usernameBase(wish);
  const usable = async (candidate: string) =>
    !isReservedUsername(candidate) && !(await usernameTaken(db, candidate));
  if (await usable(base)) return base;
  for (let digits = 3; digits <= 8; digits++) {
    for (let attempt = 0; attempt < 5; attempt++) {
      const suffix = String(randomInt(10 ** (digits - 1), 10 ** digits));
      const candidate = withSuffix(base, suffix);
      if (await usable(candidate)) return candidate;
    }
  }
  throw new Error(`No free username near "${base}" after 30 attempts`);
}
