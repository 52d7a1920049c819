/**
 * Local builds for the maker: the Open dialog picks an .aix, main reads it (the
 * server's reader and limits) and hands the window a handle and the prefill facts;
 * publishing uploads that same file with the stored session (studio/publish.ts).
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { app, BrowserWindow, dialog } from 'electron';
import { sessionClient } from '../../studio/client';
import type { OpenedFiles } from '../../studio/local-build';
import { publishBuild } from '../../studio/publish';
import { PublishProgress } from '../../studio/publish-progress';
import { readProfile, studioStore } from '../store';
import { handle } from './register';

export function registerBuildsIpc(apiBaseUrl: () => string, opened: OpenedFiles): void {
  const store = studioStore();
  handle('builds.open', async (_argument, event) => {
    const window = BrowserWindow.fromWebContents(event.sender);
    const options = {
      title: 'Open an App Inventor extension',
      filters: [{ name: 'App Inventor extension', extensions: ['aix'] }],
      properties: ['openFile' as const],
    };
    const answer = window
      ? await dialog.showOpenDialog(window, options)
      : await dialog.showOpenDialog(options);
    const file = answer.canceled ? undefined : answer.filePaths[0];
    return file ? opened.open(file) : null;
  });
  handle('builds.openDropped', async ({ fileName, base64 }) => {
    const root = path.join(app.getPath('temp'), 'aix-market-studio');
    await mkdir(root, { recursive: true });
    return opened.openBytes(fileName, Buffer.from(base64, 'base64'), root);
  });
  const progress = new PublishProgress();
  handle('builds.publish', request => {
    const profile = readProfile(store.get('profile'));
    if (!profile) throw new Error('Sign in to publish.');
    const file = opened.pathOf(request.handle);
    return progress.track(request.handle, onProgress =>
      publishBuild(sessionClient(apiBaseUrl(), profile), file, {
        extension: request.extension,
        notes: request.notes,
        create: request.create,
        onProgress,
      }),
    );
  });
  handle('builds.progress', buildHandle => progress.of(buildHandle));
}
