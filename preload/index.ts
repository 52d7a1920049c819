/** Exposes named studio methods to the renderer; never ipcRenderer itself. */
import { contextBridge, ipcRenderer } from 'electron';
import { channelOf, type StudioBridge } from '#shared/ipc/bridge';

const studio = {
  app: { getConfig: () => ipcRenderer.invoke(channelOf('app.getConfig')) },
  settings: {
    getProfile: () => ipcRenderer.invoke(channelOf('settings.getProfile')),
    setProfile: profile => ipcRenderer.invoke(channelOf('settings.setProfile'), profile),
    getPreferences: () => ipcRenderer.invoke(channelOf('settings.getPreferences')),
    setPreferences: changes =>
      ipcRenderer.invoke(channelOf('settings.setPreferences'), changes),
    setApiBaseUrl: url => ipcRenderer.invoke(channelOf('settings.setApiBaseUrl'), url),
  },
  shell: {
    openExternal: url => ipcRenderer.invoke(channelOf('shell.openExternal'), url),
  },
  builds: {
    open: () => ipcRenderer.invoke(channelOf('builds.open')),
    publish: request => ipcRenderer.invoke(channelOf('builds.publish'), request),
    openDropped: file => ipcRenderer.invoke(channelOf('builds.openDropped'), file),
    progress: handle => ipcRenderer.invoke(channelOf('builds.progress'), handle),
  },
  watch: {
    folders: () => ipcRenderer.invoke(channelOf('watch.folders')),
    addFolder: () => ipcRenderer.invoke(channelOf('watch.addFolder')),
    removeFolder: folder => ipcRenderer.invoke(channelOf('watch.removeFolder'), folder),
    newBuilds: () => ipcRenderer.invoke(channelOf('watch.newBuilds')),
    dismiss: handle => ipcRenderer.invoke(channelOf('watch.dismiss'), handle),
  },
  downloads: {
    save: request => ipcRenderer.invoke(channelOf('downloads.save'), request),
    list: () => ipcRenderer.invoke(channelOf('downloads.list')),
    showInFolder: id => ipcRenderer.invoke(channelOf('downloads.showInFolder'), id),
    getFolder: () => ipcRenderer.invoke(channelOf('downloads.getFolder')),
    chooseFolder: () => ipcRenderer.invoke(channelOf('downloads.chooseFolder')),
    updates: () => ipcRenderer.invoke(channelOf('downloads.updates')),
    update: id => ipcRenderer.invoke(channelOf('downloads.update'), id),
  },
} satisfies StudioBridge;

contextBridge.exposeInMainWorld('studio', studio);
