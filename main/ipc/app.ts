import Type from 'typebox';
import { app, shell } from 'electron';
import { CHANNELS, type StudioConfig } from '#shared/ipc/bridge';
import { ExternalUrlSchema } from '#shared/ipc/schemas';
import { isAllowedExternalUrl } from '../trusted-url';
import { handle } from './register';

export function registerAppIpc(): void {
  handle(CHANNELS.getConfig, Type.Undefined(), (): StudioConfig => ({
    apiBaseUrl: process.env.AIX_MARKET_API_URL ?? 'http://localhost:8787',
    version: app.getVersion(),
  }));
  handle(CHANNELS.openExternal, ExternalUrlSchema, async url => {
    if (!isAllowedExternalUrl(url as string))
      throw new Error('Only http, https and mailto links open outside');
    await shell.openExternal(url as string);
  });
}
