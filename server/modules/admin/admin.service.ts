/** Admin role changes, shared by the admin API and `aix-market admin grant|revoke`. */
import { ADMIN_MESSAGES } from '#shared/api/admin';
import type { Role } from '#shared/api/account';
import type { UserRow } from '../../db/database';
import { badRequest, notFound } from '../../errors';
import { setRoleByEmail } from '../account/account.repository';
import type { Executor } from '../../db/executor';

/** Sets the role of the account with this email; 404 when nobody has signed up with it. */
export async function changeRole(
  db: Executor,
  email: string,
  role: Role,
): Promise<UserRow> {
  const user = await setRoleByEmail(db, email.trim(), role);
  if (!user) throw notFound(ADMIN_MESSAGES.userNotFound);
  return user;
}

/** An admin cannot demote themselves, so the last admin cannot lock everybody out. */
export async function changeRoleAsAdmin(
  db: Executor,
  caller: UserRow,
  email: string,
  role: Role,
): Promise<UserRow> {
  if (role !== 'admin' && email.trim().toLowerCase() === caller.email.toLowerCase()) {
    throw badRequest(ADMIN_MESSAGES.ownRole, 'userEmail');
  }
  return changeRole(db, email, role);
}
