/**
 * A platform that keeps everything in memory: the renderer's component tests run
 * the real app pieces on it, with nothing persisted between tests.
 */
import type { Platform, Preferences, StoredProfile } from './types';

export function createMemoryPlatform(overrides: Partial<Platform> = {}): Platform {
  let profile: StoredProfile | null = null;
  let preferences: Preferences = {
    theme: null,
    currency: null,
    country: null,
    cookieConsent: false,
  };
  return {
    kind: 'web',
    functionsBaseUrl: '',
    appBaseUrl: '',
    loadProfile: () => Promise.resolve(profile),
    saveProfile: next => {
      profile = next;
      return Promise.resolve();
    },
    loadPreferences: () => preferences,
    savePreferences: changes => {
      preferences = { ...preferences, ...changes };
    },
    openExternal: () => undefined,
    ...overrides,
  };
}
