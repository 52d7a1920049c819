import { app, shell, session } from 'electron';
import { isAllowedExternalUrl, isInternalUrl } from './trusted-url';

/** Blocks navigation away from the app, new windows, webviews and permission prompts. */
export function applySecurityPolicy(): void {
  const devServer = process.env.ELECTRON_RENDERER_URL;
  app.on('web-contents-created', (_event, contents) => {
    contents.on('will-navigate', (event, url) => {
      if (!isInternalUrl(url, devServer)) event.preventDefault();
    });
    contents.on('will-redirect', (event, url) => {
      if (!isInternalUrl(url, devServer)) event.preventDefault();
    });
    contents.on('will-attach-webview', event => event.preventDefault());
    contents.setWindowOpenHandler(({ url }) => {
      if (isAllowedExternalUrl(url)) void shell.openExternal(url);
      return { action: 'deny' };
    });
  });
  app.whenReady().then(
    () =>
      session.defaultSession.setPermissionRequestHandler((_wc, _permission, callback) =>
        callback(false),
      ),
    () => undefined,
  );
}
