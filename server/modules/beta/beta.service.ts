/**
 * Beta programme (spec §4, §6): a user on the waitlist cannot reach the add and
 * edit extension screens. With BETA_ACCESS=open (default) everybody may publish
 * unless an admin waitlists them; with BETA_ACCESS=waitlist only applicants an
 * admin approved may. Admins are never on the waitlist. Only admins choose the
 * waitlist flag; the flag a user sends about themselves is ignored.
 */
import { randomUUID } from 'node:crypto';
import {
  BETA_MESSAGES,
  type AddBetaUserBody,
  type BetaUser,
  type CheckBetaResponse,
} from '#shared/api/account';
import { isSafeHttpUrl } from '#shared/domain/validation';
import type { UserRow } from '../../db/database';
import { badRequest, notFound } from '../../errors';
import type { BetaAccess } from '../../config/auth';
import { findUserByEmail } from '../account/account.repository';
import type { Executor } from '../../db/executor';
import { assertOwnEmail } from '../account/account.service';
import {
  findBetaUser,
  insertBetaUser,
  updateBetaUser,
  type BetaUserRow,
} from './beta.repository';

export function toBetaUser(row: BetaUserRow): BetaUser {
  return {
    email: row.email,
    profileLink: row.profile_link,
    waitlist: row.waitlist === 1,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

const flag = (value: boolean) => (value ? 1 : 0);

export async function addBetaUser(
  db: Executor,
  caller: UserRow,
  body: AddBetaUserBody,
  access: BetaAccess,
): Promise<{ betaUser: BetaUser; created: boolean }> {
  const isAdmin = caller.role === 'admin';
  if (!isAdmin) assertOwnEmail(caller, body.email);
  const email = body.email.trim().toLowerCase();
  const profileLink = body.profileLink.trim();
  if (!isSafeHttpUrl(profileLink))
    throw badRequest(BETA_MESSAGES.profileLink, 'profileLink');

  const existing = await findBetaUser(db, email);
  if (existing) {
    const waitlist =
      isAdmin && body.waitlist !== undefined ? flag(body.waitlist) : existing.waitlist;
    const updated = await updateBetaUser(db, email, {
      profile_link: profileLink,
      waitlist,
    });
    return { betaUser: toBetaUser(updated ?? existing), created: false };
  }
  const owner = email === caller.email ? caller : await findUserByEmail(db, email);
  const now = new Date().toISOString();
  const row = await insertBetaUser(db, {
    id: randomUUID(),
    email,
    user_id: owner?.id ?? null,
    profile_link: profileLink,
    waitlist: flag(
      isAdmin && body.waitlist !== undefined ? body.waitlist : access === 'waitlist',
    ),
    created_at: now,
    updated_at: now,
  });
  return { betaUser: toBetaUser(row), created: true };
}

export async function checkBeta(
  db: Executor,
  caller: UserRow,
  rawEmail: string,
  access: BetaAccess,
): Promise<CheckBetaResponse> {
  if (caller.role !== 'admin') assertOwnEmail(caller, rawEmail);
  const email = rawEmail.trim().toLowerCase();
  const entry = await findBetaUser(db, email);
  const account = email === caller.email ? caller : await findUserByEmail(db, email);
  const waitlist =
    account?.role === 'admin'
      ? false
      : entry
        ? entry.waitlist === 1
        : access === 'waitlist';
  return { message: { email, waitlist, registered: entry !== undefined } };
}

export async function setWaitlist(
  db: Executor,
  email: string,
  waitlist: boolean,
): Promise<BetaUser> {
  const updated = await updateBetaUser(db, email.trim(), { waitlist: flag(waitlist) });
  if (!updated) throw notFound(BETA_MESSAGES.notFound);
  return toBetaUser(updated);
}
