/** The studio's settings in electron-store (design card), one store for every handler. */
import Store from 'electron-store';
import type { DownloadRecord, Preferences, StoredProfile } from '#shared/ipc/bridge';

export interface StudioSettings {
  profile: StoredProfile | null;
  preferences: Preferences;
  /** '' means the default, Downloads/AIX Market. */
  downloadFolder: string;
  downloads: DownloadRecord[];
  watchedFolders: string[];
}

export const NO_PREFERENCES: Preferences = {
  theme: null,
  currency: null,
  country: null,
  cookieConsent: false,
};

let store: Store<StudioSettings> | undefined;

export function studioStore(): Store<StudioSettings> {
  store ??= new Store<StudioSettings>({
    name: 'studio-settings',
    defaults: {
      profile: null,
      preferences: NO_PREFERENCES,
      downloadFolder: '',
      downloads: [],
      watchedFolders: [],
    },
  });
  return store;
}
