/** Exposes named studio methods to the renderer; never ipcRenderer itself. */
import { contextBridge, ipcRenderer } from 'electron';
import { CHANNELS, type StudioBridge } from '#shared/ipc/bridge';

const studio = {
  app: { getConfig: () => ipcRenderer.invoke(CHANNELS.getConfig) },
  settings: {
    getProfile: () => ipcRenderer.invoke(CHANNELS.getProfile),
    setProfile: profile => ipcRenderer.invoke(CHANNELS.setProfile, profile),
    getTheme: () => ipcRenderer.invoke(CHANNELS.getTheme),
    setTheme: theme => ipcRenderer.invoke(CHANNELS.setTheme, theme),
  },
  shell: { openExternal: url => ipcRenderer.invoke(CHANNELS.openExternal, url) },
} satisfies StudioBridge;

contextBridge.exposeInMainWorld('studio', studio);
