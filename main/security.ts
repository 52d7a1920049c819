import { app, shell, session } from 'electron';
import { WEB_PREFERENCES } from './web-preferences';
import {
  isAllowedExternalUrl,
  isAllowedPopupNavigation,
  isAuthHandlerUrl,
  isInternalUrl,
} from './trusted-url';
import { signInHosts } from './sign-in-hosts';

/**
 * Blocks navigation away from the app, new windows, webviews and permission prompts.
 * The one exception is the sign-in popup (Google, GitHub): a sandboxed child window
 * opened on Firebase's auth handler of the configured auth domain (or emulator),
 * which may only go to https identity pages.
 */
export function applySecurityPolicy(): void {
  const devServer = process.env.ELECTRON_RENDERER_URL;
  const popups = new WeakSet<Electron.WebContents>();
  app.on('web-contents-created', (_event, contents) => {
    const allowed = (url: string) =>
      popups.has(contents)
        ? isAllowedPopupNavigation(url)
        : isInternalUrl(url, devServer);
    contents.on('will-navigate', (event, url) => {
      if (!allowed(url)) event.preventDefault();
    });
    contents.on('will-redirect', (event, url) => {
      if (!allowed(url)) event.preventDefault();
    });
    contents.on('will-attach-webview', event => event.preventDefault());
    contents.setWindowOpenHandler(({ url }) => {
      if (!popups.has(contents) && isAuthHandlerUrl(url, signInHosts())) {
        return {
          action: 'allow',
          overrideBrowserWindowOptions: {
            width: 520,
            height: 700,
            autoHideMenuBar: true,
            webPreferences: { ...WEB_PREFERENCES },
          },
        };
      }
      if (isAllowedExternalUrl(url)) void shell.openExternal(url);
      return { action: 'deny' };
    });
    contents.on('did-create-window', window => popups.add(window.webContents));
  });
  app.whenReady().then(
    () =>
      session.defaultSession.setPermissionRequestHandler((_wc, _permission, callback) =>
        callback(false),
      ),
    () => undefined,
  );
}
