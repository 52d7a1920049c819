/** The light/dark theme: one atom, started from the platform's stored choice. */
import { useCallback } from 'react';
import type { Theme } from '#shared/constants';
import { usePlatform } from '../platform/PlatformContext';
import type { Platform } from '../platform/types';
import { startingTheme } from './theme-choice';
import { atom, useAtom } from '../state/jotai';

/** Set once by the app shell from `initialTheme`, then by the theme switch. */
export const themeAtom = atom<Theme>('light');

/** The stored choice, else the system preference (spec: theme persisted as light or dark). */
export function initialTheme(platform: Pick<Platform, 'loadPreferences'>): Theme {
  return startingTheme(platform.loadPreferences().theme);
}

export function useTheme() {
  const platform = usePlatform();
  const [theme, setThemeValue] = useAtom(themeAtom);
  const setTheme = useCallback(
    (next: Theme) => {
      setThemeValue(next);
      platform.savePreferences({ theme: next });
    },
    [platform, setThemeValue],
  );
  return { theme, setTheme, toggle: () => setTheme(theme === 'dark' ? 'light' : 'dark') };
}
