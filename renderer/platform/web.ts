import { STORAGE_KEYS, THEMES, type Theme } from '#shared/constants';
import type { Platform, StoredProfile } from './types';

function readJson(key: string): unknown {
  try {
    const raw = localStorage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as unknown);
  } catch {
    return null;
  }
}

function isStoredProfile(value: unknown): value is StoredProfile {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return ['email', 'id', 'token'].every(key => typeof record[key] === 'string');
}

const env = import.meta.env as Record<string, string | undefined>;

export const webPlatform = {
  kind: 'web',
  routerKind: 'browser',
  functionsBaseUrl: env.VITE_FUNCTIONS_BASE_URL ?? '',
  appBaseUrl: env.VITE_APP_BASE_URL ?? '',
  loadProfile: () => {
    const value = readJson(STORAGE_KEYS.profile);
    return Promise.resolve(isStoredProfile(value) ? value : null);
  },
  saveProfile: profile => {
    if (profile) localStorage.setItem(STORAGE_KEYS.profile, JSON.stringify(profile));
    else localStorage.removeItem(STORAGE_KEYS.profile);
    return Promise.resolve();
  },
  loadTheme: () => {
    const value = localStorage.getItem(STORAGE_KEYS.theme);
    return THEMES.find(theme => theme === value) ?? null;
  },
  saveTheme: (theme: Theme) => localStorage.setItem(STORAGE_KEYS.theme, theme),
  openExternal: url => {
    window.open(url, '_blank', 'noopener,noreferrer');
  },
} satisfies Platform;
