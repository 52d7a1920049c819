/**
 * The sign-in hosts the studio's popups may open on, as the configured server
 * states them (its Firebase auth domain and, in emulator mode, the emulator's
 * host). Main asks the server itself rather than trusting the renderer, since the
 * popup check exists for the day the renderer runs something it should not.
 * Refreshed at start and whenever Preferences changes the server.
 */
import { getAuthConfig } from '#shared/api/client/account';
import { tokenClient } from '../studio/client';
import type { SignInHosts } from './trusted-url';

let current: SignInHosts = {};

export const signInHosts = (): SignInHosts => current;

/** The hosts an auth config names; a malformed emulator URL names none. */
export function hostsOf(config: {
  authDomain: string;
  emulatorUrl?: string;
}): SignInHosts {
  let emulatorHost: string | undefined;
  try {
    emulatorHost = config.emulatorUrl ? new URL(config.emulatorUrl).host : undefined;
  } catch {
    emulatorHost = undefined;
  }
  return {
    authDomain: config.authDomain.trim().toLowerCase() || undefined,
    ...(emulatorHost ? { emulatorHost } : {}),
  };
}

/** Reads the server's auth config; until it answers, no popup opens. */
export async function refreshSignInHosts(apiBaseUrl: string): Promise<void> {
  current = {};
  try {
    current = hostsOf(await getAuthConfig(tokenClient(apiBaseUrl, undefined)));
  } catch (error) {
    console.error(`Sign-in popups stay closed: ${apiBaseUrl} gave no auth config`, error);
  }
}
