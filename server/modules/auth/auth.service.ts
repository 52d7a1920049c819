/**
 * Sign-up, sign-in and social sign-in after the Firebase ID token has been
 * verified. The identity (uid, email, emailVerified) always comes from the
 * token; the body only carries profile wishes.
 */
import { randomUUID } from 'node:crypto';
import {
  AUTH_MESSAGES,
  DEFAULT_SOCIAL_NAME,
  type SessionResponse,
  type SignupBody,
  type SocialLoginBody,
} from '#shared/api/auth';
import { LIMITS } from '#shared/constants';
import { isSafeHttpUrl, validateUserName } from '#shared/domain/validation';
import type { NewUser, UserRow } from '../../db/database';
import { badRequest, forbidden, unauthorized } from '../../errors';
import type { FirebaseIdentity } from '../../plugins/auth-firebase';
import type { SessionService } from '../../plugins/auth-session';
import {
  findUserByEmail,
  findUserByFirebaseUid,
  insertUser,
  updateUser,
} from '../account/account.repository';
import {
  alreadyExists,
  assertUsernameAvailable,
  toCurrentUser,
} from '../account/account.service';
import { emailLocalPart, uniqueUsername } from './username';
import type { Executor } from '../../db/executor';

export interface AuthContext {
  db: Executor;
  sessions: SessionService;
  adminEmails: readonly string[];
}

export interface VerifiedIdentity extends FirebaseIdentity {
  email: string;
}

/** Every account needs an email; phone-only Firebase accounts cannot use the market. */
export function requireEmail(identity: FirebaseIdentity): VerifiedIdentity {
  if (!identity.email) throw badRequest(AUTH_MESSAGES.noEmail, 'email');
  return { ...identity, email: identity.email };
}

function assertSameEmail(identity: VerifiedIdentity, bodyEmail: string | undefined) {
  if (bodyEmail !== undefined && bodyEmail.trim().toLowerCase() !== identity.email) {
    throw badRequest(AUTH_MESSAGES.emailMismatch, 'email');
  }
}

function roleFor(ctx: AuthContext, identity: VerifiedIdentity, current?: UserRow) {
  if (identity.emailVerified && ctx.adminEmails.includes(identity.email)) return 'admin';
  return current?.role ?? 'user';
}

export async function sessionFor(
  ctx: AuthContext,
  user: UserRow,
): Promise<SessionResponse> {
  const { token, expiresAt } = await ctx.sessions.issue(
    user.id,
    Number(user.session_version),
  );
  return {
    email: user.email,
    id: user.id,
    token,
    expiresAt: expiresAt.toISOString(),
    user: toCurrentUser(user),
  };
}

function newUser(
  ctx: AuthContext,
  identity: VerifiedIdentity,
  fields: { username: string; name: string; avatar: string },
): NewUser {
  const now = new Date().toISOString();
  return {
    id: randomUUID(),
    firebase_uid: identity.uid,
    email: identity.email,
    ...fields,
    role: roleFor(ctx, identity),
    website: '',
    location: '',
    email_verified: identity.emailVerified ? 1 : 0,
    created_at: now,
    updated_at: now,
  };
}

/**
 * Refuses an ID token whose sign-in was not strictly after the account's last
 * password change. Firebase's own revocation check works in whole seconds and lets
 * a token from the change's own second through, so that second counts as before.
 */
export function assertSignedInAfterPasswordChange(
  user: Pick<UserRow, 'password_changed_at'>,
  authTime: number,
): void {
  if (!user.password_changed_at) return;
  const changedSecond = Math.floor(Date.parse(user.password_changed_at) / 1000);
  if (!(authTime > changedSecond)) {
    throw unauthorized(AUTH_MESSAGES.signInBeforePasswordChange);
  }
}

/**
 * The account of this Firebase user: by uid, else by email. An account found by
 * email is linked to the uid only when Firebase has verified that email.
 */
async function findAccount(ctx: AuthContext, identity: VerifiedIdentity) {
  const byUid = await findUserByFirebaseUid(ctx.db, identity.uid);
  if (byUid) {
    assertSignedInAfterPasswordChange(byUid, identity.authTime);
    return byUid;
  }
  const byEmail = await findUserByEmail(ctx.db, identity.email);
  if (!byEmail) return undefined;
  if (!identity.emailVerified) throw alreadyExists('email');
  assertSignedInAfterPasswordChange(byEmail, identity.authTime);
  return byEmail;
}

/** Brings the stored account in line with what Firebase says now. */
function syncAccount(ctx: AuthContext, user: UserRow, identity: VerifiedIdentity) {
  return updateUser(ctx.db, user.id, {
    firebase_uid: identity.uid,
    email: identity.email,
    email_verified: identity.emailVerified ? 1 : 0,
    role: roleFor(ctx, identity, user),
  });
}

export async function signUp(
  ctx: AuthContext,
  identity: VerifiedIdentity,
  body: SignupBody,
): Promise<UserRow> {
  assertSameEmail(identity, body.email);
  if (body.agreement !== 'on') throw badRequest(AUTH_MESSAGES.agreement, 'agreement');
  const name = body.name?.trim() ?? '';
  if (name !== '') {
    const error = validateUserName(name);
    if (error) throw badRequest(error, 'name');
  }
  if (
    (await findUserByFirebaseUid(ctx.db, identity.uid)) ||
    (await findUserByEmail(ctx.db, identity.email))
  ) {
    throw alreadyExists('email');
  }
  await assertUsernameAvailable(ctx.db, body.username);
  return insertUser(
    ctx.db,
    newUser(ctx, identity, { username: body.username, name, avatar: '' }),
  );
}

/** Sign-in; an account that only exists in Firebase so far is created on the way. */
export async function signIn(
  ctx: AuthContext,
  identity: VerifiedIdentity,
  bodyEmail: string | undefined,
): Promise<UserRow> {
  assertSameEmail(identity, bodyEmail);
  const existing = await findAccount(ctx, identity);
  const user = existing
    ? await syncAccount(ctx, existing, identity)
    : await insertUser(
        ctx.db,
        newUser(ctx, identity, {
          username: await uniqueUsername(ctx.db, emailLocalPart(identity.email)),
          name: socialName(identity.name),
          avatar: safeAvatar(identity.picture),
        }),
      );
  if (user.email_verified !== 1) throw forbidden(AUTH_MESSAGES.emailNotVerified);
  return user;
}

function socialName(name: string | undefined): string {
  const trimmed = (name ?? '').trim().slice(0, LIMITS.userName.max).trim();
  return trimmed.length >= LIMITS.userName.min ? trimmed : DEFAULT_SOCIAL_NAME;
}

function safeAvatar(url: string | undefined): string {
  return url && isSafeHttpUrl(url) ? url : '';
}

export async function socialLogin(
  ctx: AuthContext,
  identity: VerifiedIdentity,
  body: SocialLoginBody,
): Promise<UserRow> {
  assertSameEmail(identity, body.email);
  const avatar = safeAvatar(identity.picture) || safeAvatar(body.avatar);
  const existing = await findAccount(ctx, identity);
  if (existing) {
    const synced = await syncAccount(ctx, existing, identity);
    return synced.avatar === '' && avatar !== ''
      ? updateUser(ctx.db, synced.id, { avatar })
      : synced;
  }
  const wish = body.username?.trim() || emailLocalPart(identity.email);
  return insertUser(
    ctx.db,
    newUser(ctx, identity, {
      username: await uniqueUsername(ctx.db, wish),
      name: socialName(identity.name ?? body.name),
      avatar,
    }),
  );
}
