/** Watched build folders (studio/build-watch.ts); the folder list survives restarts. */
import { BrowserWindow, dialog } from 'electron';
import { BuildWatch } from '../../studio/build-watch';
import type { OpenedFiles } from '../../studio/local-build';
import { studioStore } from '../store';
import { handle } from './register';

export function registerWatchIpc(opened: OpenedFiles): BuildWatch {
  const store = studioStore();
  const watch = new BuildWatch(opened, {
    load: () => store.get('watchedFolders'),
    save: folders => store.set('watchedFolders', folders),
  });
  void watch.start();
  handle('watch.folders', () => watch.folders());
  handle('watch.addFolder', async (_argument, event) => {
    const window = BrowserWindow.fromWebContents(event.sender);
    const options = {
      title: 'Watch a build output folder',
      properties: ['openDirectory' as const],
    };
    const answer = window
      ? await dialog.showOpenDialog(window, options)
      : await dialog.showOpenDialog(options);
    const folder = answer.canceled ? undefined : answer.filePaths[0];
    return folder ? watch.add(folder) : watch.folders();
  });
  handle('watch.removeFolder', folder => watch.remove(folder));
  handle('watch.newBuilds', () => watch.newBuilds());
  handle('watch.dismiss', handleId => watch.dismiss(handleId));
  return watch;
}
