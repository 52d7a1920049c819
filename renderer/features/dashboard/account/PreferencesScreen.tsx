import { THEMES, type Theme } from '#shared/constants';
import { ChoiceGroup } from '../../../components/ChoiceGroup';
import { CurrencySwitch } from '../../../components/CurrencySwitch';
import { CountrySelect } from './CountrySelect';
import { ServerField } from './ServerField';
import { usePageHead } from '../../../hooks/usePageHead';
import { useTheme } from '../../../hooks/useTheme';
import { usePlatform } from '../../../platform/PlatformContext';
import { useAtomValue } from '../../../state/jotai';
import { authAtom } from '../../auth/auth-atoms';
import { NoticeSettings } from './NoticeSettings';

const THEME_LABELS: Record<Theme, string> = { light: 'Light', dark: 'Dark' };
const THEME_CHOICES = THEMES.map(theme => ({ value: theme, label: THEME_LABELS[theme] }));

/**
 * /dashboard/account/preferences: the same stored settings as the top bar's
 * theme switch and the listing's currency switch, so all three stay in step; and
 * the update-notice switches, which the server keeps.
 */
export function PreferencesScreen() {
  usePageHead('Preferences');
  const { theme, setTheme } = useTheme();
  const platform = usePlatform();
  const signedIn = useAtomValue(authAtom).status === 'signedIn';
  return (
    <section className="account-card" aria-labelledby="preferences-title">
      <h2 id="preferences-title" className="account-card__title">
        Preferences
      </h2>
      <p className="account-card__lead">
        Saved on this device and applied at once (update notices: on your account).
      </p>
      <ChoiceGroup<Theme>
        legend="Theme"
        choices={THEME_CHOICES}
        value={theme}
        onChange={setTheme}
      />
      {platform.secureStorage === false && (
        <p className="account-card__lead" role="note">
          This computer has no keyring, so the studio keeps your sign-in unencrypted in
          its settings. Sign out when you leave a shared computer.
        </p>
      )}
      <ServerField />
      <CountrySelect />
      <CurrencySwitch hideLegend={false} />
      {signedIn ? <NoticeSettings /> : null}
    </section>
  );
}
