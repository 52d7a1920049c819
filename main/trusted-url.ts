/** Pure decisions about where the studio window may go and what opens outside it. */

import { APP_ORIGIN } from './app-path';

/** The renderer's own pages: app://studio (packaged) or the dev server on loopback. */
export function isInternalUrl(raw: string, devServerUrl?: string): boolean {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return false;
  }
  if (`${url.protocol}//${url.host}` === APP_ORIGIN) return true;
  if (!devServerUrl) return false;
  const dev = new URL(devServerUrl);
  return url.origin === dev.origin;
}

/** Only plain web and mail links leave the app, never file:, javascript: or custom schemes. */
export function isAllowedExternalUrl(raw: string): boolean {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  return (
    url.protocol === 'https:' || url.protocol === 'http:' || url.protocol === 'mailto:'
  );
}
