import { Icon } from '../../components/Icon';
import { useTheme } from '../../hooks/useTheme';
import { useHydrated } from '../../ssr/ssr-context';
import './ThemeSwitch.css';

/** Light/dark switch; the choice is stored through the platform (spec §3: light or dark). */
export function ThemeSwitch({ showLabel = false }: { showLabel?: boolean }) {
  const { theme, toggle } = useTheme();
  // A server-rendered page does not know the stored theme: it shows after hydration.
  const dark = useHydrated() && theme === 'dark';
  return (
    <button
      type="button"
      role="switch"
      aria-checked={dark}
      aria-label="Dark theme"
      className={showLabel ? 'theme-switch theme-switch--labelled' : 'theme-switch'}
      onClick={toggle}
      title={dark ? 'Switch to light theme' : 'Switch to dark theme'}
    >
      <Icon name={dark ? 'moon' : 'sun'} size={18} />
      {showLabel && <span aria-hidden="true">{dark ? 'Dark theme' : 'Light theme'}</span>}
    </button>
  );
}
