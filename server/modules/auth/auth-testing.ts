/**
 * Test helpers for accounts: the real Auth emulator of the run (tests/setup/
 * firebase-emulator.ts) driven through its REST API, apps wired to it, and
 * accounts created straight in the database when Firebase is beside the point.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { HEADERS } from '#shared/api/routes';
import type { SessionResponse } from '#shared/api/auth';
import type { NewUser, UserRow } from '../../db/database';
import { SESSION_SECRET_FILE } from '../../plugins/auth-session';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { ensureTestEmulator, type TestEmulator } from '../../../scripts/test-emulator';
import { insertUser } from '../account/account.repository';

export const PASSWORD = 'Secret#123';

let running: Promise<TestEmulator> | undefined;

/** The run's Auth emulator (started by the first test file that asks). */
export function emulator(): Promise<TestEmulator> {
  running ??= ensureTestEmulator(inject('firebaseEmulator'));
  return running;
}

/** The app on a throwaway database, signing in against the run's Auth emulator. */
export async function createAuthTestApp(
  env: Record<string, string> = {},
): Promise<TestApp> {
  const { host, projectId } = await emulator();
  return createTestApp({
    FIREBASE_AUTH_EMULATOR_HOST: host,
    FIREBASE_PROJECT_ID: projectId,
    ...env,
  });
}

/** Emails are unique per call: one emulator serves every test file of the run. */
export function uniqueEmail(prefix = 'maker'): string {
  return `${prefix}-${randomBytes(5).toString('hex')}@example.com`;
}

export function uniqueUsername(prefix = 'maker'): string {
  return `${prefix}${randomBytes(4).toString('hex')}`.slice(0, 15);
}

async function identityToolkit<T>(call: string, body: unknown): Promise<T> {
  const { host } = await emulator();
  const response = await fetch(
    `http://${host}/identitytoolkit.googleapis.com/v1/${call}?key=fake-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    },
  );
  const json = (await response.json()) as T & { error?: { message: string } };
  if (!response.ok) throw new Error(`${call}: ${json.error?.message ?? response.status}`);
  return json;
}

interface TokenAnswer {
  idToken: string;
  localId: string;
}

export function firebaseSignUp(email: string, password = PASSWORD) {
  return identityToolkit<TokenAnswer>('accounts:signUp', {
    email,
    password,
    returnSecureToken: true,
  });
}

export function firebaseSignIn(email: string, password = PASSWORD) {
  return identityToolkit<TokenAnswer>('accounts:signInWithPassword', {
    email,
    password,
    returnSecureToken: true,
  });
}

/** A popup sign-in as the emulator fakes it: the IdP token is plain JSON. */
export function firebaseSocialSignIn(
  provider: 'google.com' | 'github.com' | 'facebook.com',
  claims: {
    sub: string;
    email: string;
    email_verified: boolean;
    name?: string;
    picture?: string;
  },
) {
  const postBody = `id_token=${encodeURIComponent(JSON.stringify(claims))}&providerId=${provider}`;
  return identityToolkit<TokenAnswer>('accounts:signInWithIdp', {
    postBody,
    requestUri: 'http://localhost',
    returnSecureToken: true,
  });
}

interface OobCode {
  email: string;
  requestType: string;
  oobCode: string;
  oobLink: string;
}

export async function oobCodes(): Promise<OobCode[]> {
  const { host, projectId } = await emulator();
  const response = await fetch(
    `http://${host}/emulator/v1/projects/${projectId}/oobCodes`,
  );
  return ((await response.json()) as { oobCodes: OobCode[] }).oobCodes;
}

/** Sends the verification email, follows its code, and signs in again (fresh claims). */
export async function verifyEmail(email: string, password = PASSWORD): Promise<string> {
  const { idToken } = await firebaseSignIn(email, password);
  await identityToolkit('accounts:sendOobCode', { requestType: 'VERIFY_EMAIL', idToken });
  const code = (await oobCodes())
    .reverse()
    .find(entry => entry.email === email && entry.requestType === 'VERIFY_EMAIL');
  if (!code) throw new Error(`No verification email for ${email}`);
  await identityToolkit('accounts:update', { oobCode: code.oobCode });
  return (await firebaseSignIn(email, password)).idToken;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export function sessionHeaders(session: { id: string; token: string }) {
  return { authorization: `Bearer ${session.token}`, [HEADERS.userId]: session.id };
}

/** A verified account made through the emulator and /api/signup, with its session. */
export async function signUpVerified(
  ctx: TestApp,
  fields: { email?: string; username?: string; name?: string } = {},
): Promise<SessionResponse> {
  const email = fields.email ?? uniqueEmail();
  await firebaseSignUp(email);
  const idToken = await verifyEmail(email);
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/signup',
    headers: bearer(idToken),
    payload: {
      email,
      username: fields.username ?? uniqueUsername(),
      name: fields.name ?? 'Asha Rao',
      agreement: 'on',
    },
  });
  if (response.statusCode !== 201) throw new Error(`signup: ${response.body}`);
  return response.json<SessionResponse>();
}

/** A user row for tests that write accounts straight to the database. */
export function testUserRow(overrides: Partial<NewUser> = {}): NewUser {
  const now = new Date().toISOString();
  return {
    id: randomUUID(),
    firebase_uid: `uid-${randomUUID()}`,
    email: uniqueEmail('db'),
    name: 'Test User',
    username: uniqueUsername('db'),
    avatar: '',
    role: 'user',
    website: '',
    location: '',
    email_verified: 1,
    created_at: now,
    updated_at: now,
    ...overrides,
  };
}

/** An account written straight to the database, with a session (no Firebase needed). */
export async function insertAccount(
  ctx: { app: Pick<FastifyInstance, 'db' | 'sessions'> },
  overrides: Partial<NewUser> = {},
): Promise<{ user: UserRow; id: string; token: string }> {
  const user = await insertUser(ctx.app.db, testUserRow(overrides));
  const { token } = await ctx.app.sessions.issue(user.id, Number(user.session_version));
  return { user, id: user.id, token };
}

/** The secret the app generated in its data folder, to forge tokens in tests. */
export function sessionSecretOf(ctx: TestApp): Uint8Array {
  const file = path.join(ctx.database.dataDir, SESSION_SECRET_FILE);
  return new TextEncoder().encode(fs.readFileSync(file, 'utf8').trim());
}
