/** The studio's settings in electron-store (design card): profile and preferences. */
import Store from 'electron-store';
import type { Preferences, StoredProfile } from '#shared/ipc/bridge';
import { handle } from './register';

interface StudioSettings {
  profile: StoredProfile | null;
  preferences: Preferences;
}

const NO_PREFERENCES: Preferences = {
  theme: null,
  currency: null,
  country: null,
  cookieConsent: false,
};

export function registerSettingsIpc(): void {
  const store = new Store<StudioSettings>({
    name: 'studio-settings',
    defaults: { profile: null, preferences: NO_PREFERENCES },
  });
  handle('settings.getProfile', () => store.get('profile'));
  handle('settings.setProfile', profile => {
    store.set('profile', profile);
  });
  handle('settings.getPreferences', () => store.get('preferences'));
  handle('settings.setPreferences', changes => {
    const next = { ...store.get('preferences'), ...changes };
    store.set('preferences', next);
    return next;
  });
}
