/**
 * The starting theme, as one rule for the app (useTheme) and the page's entry
 * (web/boot.ts, which sets it before the server-rendered page is painted, so a
 * visitor who chose dark never sees it light first): the stored choice, else the
 * system preference (spec: theme persisted as light or dark).
 */
import { THEMES, type Theme } from '#shared/constants';

export function startingTheme(
  stored: string | null | undefined,
  prefersDark: () => boolean = systemPrefersDark,
): Theme {
  return THEMES.find(theme => theme === stored) ?? (prefersDark() ? 'dark' : 'light');
}

/** Whether the system asks for dark (false where there is no window or matchMedia). */
export function systemPrefersDark(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-color-scheme: dark)').matches
  );
}
