/** The studio's settings in electron-store (design card), one store for every handler. */
import Store from 'electron-store';
import { safeStorage } from 'electron';
import type { DownloadRecord, Preferences, StoredProfile } from '#shared/ipc/bridge';

/** The profile as kept on disk: the token sealed by safeStorage when a keyring exists. */
export interface KeptProfile {
  email: string;
  id: string;
  token?: string;
  sealed?: string;
}

export interface StudioSettings {
  profile: KeptProfile | null;
  preferences: Preferences;
  /** '' means the default, Downloads/AIX Market. */
  downloadFolder: string;
  downloads: DownloadRecord[];
  watchedFolders: string[];
  /** '' means AIX_MARKET_API_URL or the local default. */
  apiBaseUrl: string;
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
      apiBaseUrl: '',
    },
  });
  return store;
}

/** Whether the OS keyring can seal the token (not on some Linux desktops without one). */
export const canSeal = () => safeStorage.isEncryptionAvailable();

export function keepProfile(profile: StoredProfile | null): KeptProfile | null {
  if (!profile) return null;
  const { token, ...rest } = profile;
  return canSeal()
    ? { ...rest, sealed: safeStorage.encryptString(token).toString('base64') }
    : { ...rest, token };
}

export function readProfile(kept: KeptProfile | null): StoredProfile | null {
  if (!kept) return null;
  try {
    const token = kept.sealed
      ? safeStorage.decryptString(Buffer.from(kept.sealed, 'base64'))
      : kept.token;
    return token ? { email: kept.email, id: kept.id, token } : null;
  } catch {
    // Sealed on another machine or by another user: sign in again.
    return null;
  }
}
