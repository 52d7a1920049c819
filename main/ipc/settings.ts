/** Profile and preferences, kept in the studio's settings store. */
import { keepProfile, readProfile, studioStore } from '../store';
import { handle } from './register';

export function registerSettingsIpc(): void {
  const store = studioStore();
  handle('settings.getProfile', () => readProfile(store.get('profile')));
  handle('settings.setProfile', profile => {
    store.set('profile', keepProfile(profile));
  });
  handle('settings.getPreferences', () => store.get('preferences'));
  handle('settings.setPreferences', changes => {
    const next = { ...store.get('preferences'), ...changes };
    store.set('preferences', next);
    return next;
  });
}
