/**
 * Downloads to disk for the signed-in buyer (studio/downloads.ts does the work):
 * the window asks for an order's version, main fetches it with the stored session
 * into the download folder and answers where it went; Show in folder, the folder
 * picker and the update check / one-click update of a saved file are the only
 * other things it may ask (each argument checked against shared/ipc/schemas.ts).
 */
import { BrowserWindow, dialog, shell } from 'electron';
import { sessionClient } from '../../studio/client';
import { Downloads, defaultDownloadFolder } from '../../studio/downloads';
import { readProfile, studioStore } from '../store';
import { handle } from './register';

export function registerDownloadsIpc(apiBaseUrl: () => string): void {
  const store = studioStore();
  const folder = () => store.get('downloadFolder') || defaultDownloadFolder();
  const downloads = new Downloads({
    client: () => {
      const profile = readProfile(store.get('profile'));
      if (!profile) throw new Error('Sign in to download.');
      return sessionClient(apiBaseUrl(), profile);
    },
    folder,
    store: {
      load: () => store.get('downloads'),
      save: records => store.set('downloads', records),
    },
  });
  handle('downloads.save', request => downloads.save(request));
  handle('downloads.list', () => downloads.list());
  handle('downloads.showInFolder', id => {
    const file = downloads.fileOf(id);
    if (file) shell.showItemInFolder(file);
  });
  handle('downloads.getFolder', () => folder());
  handle('downloads.updates', () => downloads.updates());
  handle('downloads.update', id => downloads.update(id));
  handle('downloads.chooseFolder', async (_argument, event) => {
    const window = BrowserWindow.fromWebContents(event.sender);
    const options = {
      defaultPath: folder(),
      properties: ['openDirectory', 'createDirectory'] as const,
    };
    const answer = window
      ? await dialog.showOpenDialog(window, {
          ...options,
          properties: [...options.properties],
        })
      : await dialog.showOpenDialog({ ...options, properties: [...options.properties] });
    const chosen = answer.canceled ? undefined : answer.filePaths[0];
    if (!chosen) return null;
    store.set('downloadFolder', chosen);
    return chosen;
  });
}
