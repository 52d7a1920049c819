/** The desktop platform wraps the preload bridge `window.studio`; no Node here. */
import type { StudioBridge } from '#shared/ipc/bridge';
import type { Theme } from '#shared/constants';
import type { Platform } from './types';

declare global {
  interface Window {
    studio?: StudioBridge;
  }
}

function bridge(): StudioBridge {
  if (!window.studio)
    throw new Error('The desktop bridge is missing; is the preload script loaded?');
  return window.studio;
}

let cachedTheme: Theme | null = null;

export function createDesktopPlatform(config: { apiBaseUrl: string }): Platform {
  return {
    kind: 'desktop',
    routerKind: 'hash',
    functionsBaseUrl: config.apiBaseUrl,
    appBaseUrl: config.apiBaseUrl,
    loadProfile: () => bridge().settings.getProfile(),
    saveProfile: profile => bridge().settings.setProfile(profile),
    loadTheme: () => cachedTheme,
    saveTheme: theme => {
      cachedTheme = theme;
      void bridge().settings.setTheme(theme);
    },
    openExternal: url => void bridge().shell.openExternal(url),
  };
}

/** Reads the stored theme before the first render so the window never flashes. */
export async function preloadDesktopTheme(): Promise<void> {
  cachedTheme = await bridge().settings.getTheme();
}
