/** Pure decisions about where the studio window may go and what opens outside it. */

import { APP_ORIGIN } from './app-path';

const parseUrl = (raw: string): URL | null => {
  try {
    return new URL(raw);
  } catch {
    return null;
  }
};

/** The renderer's own pages: app://studio (packaged) or the dev server on loopback. */
export function isInternalUrl(raw: string, devServerUrl?: string): boolean {
  const url = parseUrl(raw);
  if (!url) return false;
  if (`${url.protocol}//${url.host}` === APP_ORIGIN) return true;
  if (!devServerUrl) return false;
  const dev = new URL(devServerUrl);
  return url.origin === dev.origin;
}

/** Only plain web and mail links leave the app, never file:, javascript: or custom schemes. */
export function isAllowedExternalUrl(raw: string): boolean {
  const url = parseUrl(raw);
  if (!url) return false;
  if (url.username || url.password) return false;
  return (
    url.protocol === 'https:' || url.protocol === 'http:' || url.protocol === 'mailto:'
  );
}

/** Where the configured server says its sign-in runs (GET /api/auth/config). */
export interface SignInHosts {
  /** Firebase's auth domain, e.g. `aix-market.firebaseapp.com`. */
  authDomain?: string;
  /** `host:port` of the Auth emulator, only when the server runs with it. */
  emulatorHost?: string;
}

/**
 * Firebase's sign-in popup: the auth handler on the configured auth domain over
 * https, or on the configured Auth emulator at loopback. Only these open as child
 * windows (the popup hands its result back through window.opener); any other page,
 * even one whose path ends /__/auth/handler, is refused.
 */
export function isAuthHandlerUrl(raw: string, hosts: SignInHosts): boolean {
  const url = parseUrl(raw);
  if (!url) return false;
  if (url.username || url.password) return false;
  if (url.protocol === 'https:') {
    return (
      Boolean(hosts.authDomain) &&
      url.host === hosts.authDomain?.toLowerCase() &&
      url.pathname === '/__/auth/handler'
    );
  }
  const loopback = url.hostname === '127.0.0.1' || url.hostname === 'localhost';
  return (
    url.protocol === 'http:' &&
    loopback &&
    Boolean(hosts.emulatorHost) &&
    url.host === hosts.emulatorHost?.toLowerCase() &&
    url.pathname === '/emulator/auth/handler'
  );
}

/** Where a sign-in popup may go: identity providers over https, the emulator on loopback. */
export function isAllowedPopupNavigation(raw: string): boolean {
  const url = parseUrl(raw);
  if (!url) return false;
  if (url.username || url.password) return false;
  if (url.protocol === 'https:') return true;
  return (
    url.protocol === 'http:' &&
    (url.hostname === '127.0.0.1' || url.hostname === 'localhost')
  );
}

/** A server the studio may talk to, as its origin ('https://aix.market'), or null. */
export function serverBaseUrl(raw: string): string | null {
  const url = parseUrl(raw.trim());
  if (!url || url.username || url.password) return null;
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if ((url.pathname !== '/' && url.pathname !== '') || url.search || url.hash)
    return null;
  return url.origin;
}
