/** The web platform: localStorage for the profile and preferences, tabs for links. */
import { BACKEND_META, type Backend } from '#shared/api/routes';
import { CURRENCIES, STORAGE_KEYS, THEMES } from '#shared/constants';
import type { Platform, Preferences, StoredProfile } from './types';

/** localStorage may refuse (private mode, a full quota): choices then last one visit. */
function readItem(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeItem(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Storage refused: the choice still holds for this visit (the atoms keep it).
  }
}

/** Each preference under its own spec key (theme, currency, cookie_consent). */
function loadPreferences(): Preferences {
  const theme = readItem(STORAGE_KEYS.theme);
  const currency = readItem(STORAGE_KEYS.currency);
  const country = readItem(STORAGE_KEYS.country);
  return {
    theme: THEMES.find(value => value === theme) ?? null,
    currency: CURRENCIES.find(value => value === currency) ?? null,
    country: country && /^[A-Z]{2}$/.test(country) ? country : null,
    cookieConsent: readItem(STORAGE_KEYS.cookieConsent) === 'true',
  };
}

function savePreferences(changes: Partial<Preferences>): void {
  if (changes.theme !== undefined) writeItem(STORAGE_KEYS.theme, changes.theme);
  if (changes.currency !== undefined) writeItem(STORAGE_KEYS.currency, changes.currency);
  if (changes.country !== undefined) writeItem(STORAGE_KEYS.country, changes.country);
  if (changes.cookieConsent !== undefined) {
    writeItem(STORAGE_KEYS.cookieConsent, changes.cookieConsent ? 'true' : null);
  }
}

function readJson(key: string): unknown {
  const raw = readItem(key);
  try {
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

/**
 * A backend's base URL: what the serving server wrote into the page (its
 * FUNCTIONS_BASE_URL / APP_BASE_URL), else the build's VITE_* value, else this origin.
 */
function backendBase(backend: Backend, built: string | undefined): string {
  const meta =
    typeof document === 'undefined'
      ? null
      : document.querySelector<HTMLMetaElement>(`meta[name="${BACKEND_META[backend]}"]`);
  return meta?.content ?? built ?? '';
}

export const webPlatform = {
  kind: 'web',
  functionsBaseUrl: backendBase('functions', env.VITE_FUNCTIONS_BASE_URL),
  appBaseUrl: backendBase('app', env.VITE_APP_BASE_URL),
  loadProfile: () => {
    const value = readJson(STORAGE_KEYS.profile);
    return Promise.resolve(isStoredProfile(value) ? value : null);
  },
  saveProfile: profile => {
    if (profile) localStorage.setItem(STORAGE_KEYS.profile, JSON.stringify(profile));
    else localStorage.removeItem(STORAGE_KEYS.profile);
    return Promise.resolve();
  },
  loadPreferences,
  savePreferences,
  openExternal: url => {
    window.open(url, '_blank', 'noopener,noreferrer');
  },
} satisfies Platform;
