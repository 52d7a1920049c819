/** Studio lifecycle only: security policy, IPC registration, the main window. */
import { app, BrowserWindow } from 'electron';
import path from 'node:path';
import { handleAppScheme, registerAppScheme } from './app-protocol';
import { applySecurityPolicy } from './security';
import { createMainWindow } from './window';
import { registerAppIpc } from './ipc/app';
import { registerSettingsIpc } from './ipc/settings';
import { registerDownloadsIpc } from './ipc/downloads';
import { registerBuildsIpc } from './ipc/builds';
import { registerWatchIpc } from './ipc/watch';
import { OpenedFiles } from '../studio/local-build';
import { apiBaseUrl } from './ipc/app';

applySecurityPolicy();
registerAppScheme();

app.whenReady().then(
  () => {
    handleAppScheme(path.join(__dirname, '../renderer'));
    registerAppIpc();
    registerSettingsIpc();
    registerDownloadsIpc(apiBaseUrl);
    // One registry of opened files: the Open dialog and watched folders hand out handles.
    const opened = new OpenedFiles();
    registerBuildsIpc(apiBaseUrl, opened);
    registerWatchIpc(opened);
    createMainWindow();
    app.on('activate', () => {
      if (BrowserWindow.getAllWindows().length === 0) createMainWindow();
    });
  },
  (error: unknown) => {
    console.error(error);
    app.exit(1);
  },
);

app.on('window-all-closed', () => {
  if (process.platform !== 'darwin') app.quit();
});
