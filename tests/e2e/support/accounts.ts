/**
 * Signed-in states for the web specs, made the way a real sign-in makes them:
 * an account in the e2e Auth emulator (address in E2E_EMULATOR_FILE, written by
 * start-server.ts), its email marked verified, a fresh ID token exchanged for
 * our session at POST /api/signin, and the stored profile `{email, id, token}`
 * put under localStorage `profile` before the app starts.
 */
import fs from 'node:fs';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import type { SessionResponse } from '#shared/api/auth';
import { HEADERS } from '#shared/api/routes';

/** Listed in ADMIN_EMAILS by tests/e2e/start-server.ts, so it signs in as an admin. */
export const ADMIN_EMAIL = 'admin@e2e.test';
const PASSWORD = 'E2e-Passw0rd!';
/** Any key works against the emulator. */
const API_KEY = 'fake-api-key';

export interface EmulatorInfo {
  host: string;
  projectId: string;
}

/** The e2e Auth emulator's address, as start-server.ts wrote it. */
export function emulatorInfo(): EmulatorInfo {
  const file = process.env.E2E_EMULATOR_FILE;
  if (!file)
    throw new Error('E2E_EMULATOR_FILE is not set (see tests/playwright.config.ts)');
  return JSON.parse(fs.readFileSync(file, 'utf8')) as EmulatorInfo;
}

export async function identityToolkit<T>(
  path: string,
  body: object,
  headers: Record<string, string> = {},
): Promise<T> {
  const { host } = emulatorInfo();
  const response = await fetch(
    `http://${host}/identitytoolkit.googleapis.com/v1/${path}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    },
  );
  const answer = (await response.json()) as T & { error?: { message: string } };
  if (!response.ok) {
    throw new Error(`Auth emulator ${path}: ${answer.error?.message ?? response.status}`);
  }
  return answer;
}

/** A unique address per call, so tests never share an account by accident. */
export function uniqueEmail(prefix: string): string {
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
  return `${prefix}${suffix}@e2e.test`;
}

/**
 * Makes (or reuses) an emulator account with a verified email and returns a
 * fresh Firebase ID token for it, as a real sign-in would.
 */
export async function verifiedIdToken(
  email: string,
  password = PASSWORD,
  displayName = 'Asha Rao',
): Promise<string> {
  const { projectId } = emulatorInfo();
  try {
    const created = await identityToolkit<{ localId: string }>(
      `accounts:signUp?key=${API_KEY}`,
      { email, password, returnSecureToken: true },
    );
    // The owner token is the emulator's admin credential: mark the email verified.
    await identityToolkit(
      `projects/${projectId}/accounts:update`,
      { localId: created.localId, emailVerified: true, displayName },
      { authorization: 'Bearer owner' },
    );
  } catch (error) {
    if (!(error instanceof Error && error.message.includes('EMAIL_EXISTS'))) throw error;
  }
  // A token minted after verification carries email_verified: true.
  const { idToken } = await identityToolkit<{ idToken: string }>(
    `accounts:signInWithPassword?key=${API_KEY}`,
    { email, password, returnSecureToken: true },
  );
  return idToken;
}

/**
 * Creates (or reuses) a verified emulator account and signs it in to our
 * backend; returns the session our server hands out.
 */
export async function createSession(
  request: APIRequestContext,
  email: string,
  displayName = 'Asha Rao',
): Promise<SessionResponse> {
  const idToken = await verifiedIdToken(email, PASSWORD, displayName);
  const response = await request.post('/api/signin', {
    headers: { authorization: `Bearer ${idToken}` },
    data: {},
  });
  if (!response.ok()) {
    throw new Error(
      `POST /api/signin answered ${response.status()}: ${await response.text()}`,
    );
  }
  return (await response.json()) as SessionResponse;
}

/** Headers that make `request` calls as this session's user. */
export function sessionHeaders(session: SessionResponse): Record<string, string> {
  return { authorization: `Bearer ${session.token}`, [HEADERS.userId]: session.id };
}

/**
 * Stores `profile` before the first page script runs: the stored session alone
 * signs in. Only on the tab's first load, so a later sign-out or token change sticks.
 */
export async function storeProfile(
  target: Page | BrowserContext,
  profile: { email: string; id: string; token: string },
): Promise<void> {
  await target.addInitScript(value => {
    if (window.sessionStorage.getItem('e2e-profile-seeded')) return;
    window.sessionStorage.setItem('e2e-profile-seeded', '1');
    window.localStorage.setItem('profile', value);
  }, JSON.stringify(profile));
}

/** Signs the page (or every page of the context) in as this session's user. */
export function signInAs(
  target: Page | BrowserContext,
  session: SessionResponse,
): Promise<void> {
  return storeProfile(target, {
    email: session.email,
    id: session.id,
    token: session.token,
  });
}
