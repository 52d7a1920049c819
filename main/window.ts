import path from 'node:path';
import { BrowserWindow } from 'electron';
import { APP_ORIGIN } from './app-path';
import { WEB_PREFERENCES } from './web-preferences';

export function createMainWindow(): BrowserWindow {
  const window = new BrowserWindow({
    width: 1280,
    height: 820,
    minWidth: 360,
    show: false,
    title: 'AIX Market Studio',
    webPreferences: {
      ...WEB_PREFERENCES,
      preload: path.join(__dirname, '../preload/index.cjs'),
    },
  });
  window.once('ready-to-show', () => window.show());
  const devServer = process.env.ELECTRON_RENDERER_URL;
  if (devServer) void window.loadURL(devServer);
  else void window.loadURL(`${APP_ORIGIN}/index.html`);
  return window;
}
