import Type from 'typebox';
import Store from 'electron-store';
import { CHANNELS, type BridgeProfile } from '#shared/ipc/bridge';
import { ProfileSchema, ThemeSchema } from '#shared/ipc/schemas';
import type { Theme } from '#shared/constants';
import { handle } from './register';

interface StudioSettings {
  profile: BridgeProfile;
  theme: Theme | null;
}

export function registerSettingsIpc(): void {
  const store = new Store<StudioSettings>({
    name: 'studio-settings',
    defaults: { profile: null, theme: null },
  });
  handle(CHANNELS.getProfile, Type.Undefined(), () => store.get('profile'));
  handle(CHANNELS.setProfile, ProfileSchema, profile => {
    store.set('profile', profile as BridgeProfile);
  });
  handle(CHANNELS.getTheme, Type.Undefined(), () => store.get('theme'));
  handle(CHANNELS.setTheme, ThemeSchema, theme => {
    store.set('theme', theme as Theme);
  });
}
