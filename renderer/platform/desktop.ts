/** The desktop platform wraps the preload bridge `window.studio`; no Node here. */
import type { Preferences, StudioBridge } from '#shared/ipc/bridge';
import type { Platform } from './types';

declare global {
  interface Window {
    studio?: StudioBridge;
  }
}

/**
 * `preferences` are read through the bridge before the first render (desktop.tsx);
 * the platform keeps its own copy so reads stay synchronous.
 */
export function createDesktopPlatform(
  studio: StudioBridge,
  config: { apiBaseUrl: string; secureStorage?: boolean },
  preferences: Preferences,
): Platform {
  let current = { ...preferences };
  return {
    kind: 'desktop',
    functionsBaseUrl: config.apiBaseUrl,
    appBaseUrl: config.apiBaseUrl,
    loadProfile: () => studio.settings.getProfile(),
    saveProfile: profile => studio.settings.setProfile(profile),
    loadPreferences: () => current,
    savePreferences: changes => {
      current = { ...current, ...changes };
      void studio.settings.setPreferences(changes);
    },
    openExternal: url => void studio.shell.openExternal(url),
    downloads: studio.downloads,
    builds: studio.builds,
    watch: studio.watch,
    secureStorage: config.secureStorage ?? true,
    setServer: async url => {
      await studio.settings.setApiBaseUrl(url);
    },
  };
}
