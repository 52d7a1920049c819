/** The studio itself: its configuration, its server, and links that open outside. */
import { app, shell } from 'electron';
import type { StudioConfig } from '#shared/ipc/bridge';
import { isAllowedExternalUrl, serverBaseUrl } from '../trusted-url';
import { canSeal, studioStore } from '../store';
import { handle } from './register';
import { refreshSignInHosts } from '../sign-in-hosts';

/** The server the studio talks to: the one set in Preferences, else AIX_MARKET_API_URL, else local. */
export const apiBaseUrl = () =>
  studioStore().get('apiBaseUrl') ||
  process.env.AIX_MARKET_API_URL ||
  'http://localhost:8787';

const config = (): StudioConfig => ({
  apiBaseUrl: apiBaseUrl(),
  version: app.getVersion(),
  secureStorage: canSeal(),
});

export function registerAppIpc(): void {
  handle('app.getConfig', config);
  handle('settings.setApiBaseUrl', url => {
    const base = url === null ? '' : serverBaseUrl(url);
    if (base === null)
      throw new Error('Enter the server as http(s)://host[:port], nothing after.');
    studioStore().set('apiBaseUrl', base);
    void refreshSignInHosts(apiBaseUrl());
    return config();
  });
  handle('shell.openExternal', async url => {
    if (!isAllowedExternalUrl(url))
      throw new Error('Only http, https and mailto links open outside');
    await shell.openExternal(url);
  });
}
