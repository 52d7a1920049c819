/** The studio itself: its configuration and links that open in the system browser. */
import { app, shell } from 'electron';
import { isAllowedExternalUrl } from '../trusted-url';
import { canSeal } from '../store';
import { handle } from './register';

/** The backend the studio talks to (AIX_MARKET_API_URL, default the local server). */
export const apiBaseUrl = () => process.env.AIX_MARKET_API_URL ?? 'http://localhost:8787';

export function registerAppIpc(): void {
  handle('app.getConfig', () => ({
    apiBaseUrl: apiBaseUrl(),
    version: app.getVersion(),
    secureStorage: canSeal(),
  }));
  handle('shell.openExternal', async url => {
    if (!isAllowedExternalUrl(url))
      throw new Error('Only http, https and mailto links open outside');
    await shell.openExternal(url);
  });
}
