import { useEffect, useState } from 'react';
import { Link } from '../../components/Link';
import { COOKIE_BANNER_DELAY_MS, COOKIE_BANNER_FADE_MS } from '#shared/constants';
import { Button } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { usePlatform } from '../../platform/PlatformContext';
import './CookieBanner.css';

export const COOKIE_CLOSE_ALERT = 'You can either accept cookies or leave the site';

type Phase = 'waiting' | 'shown' | 'leaving' | 'gone';

/**
 * Spec §2: appears COOKIE_BANNER_DELAY_MS after load unless consent is stored,
 * fades in and out over COOKIE_BANNER_FADE_MS; closing only shows an alert.
 * `delayMs` exists for unit tests; the app always uses the spec's delay.
 */
export function CookieBanner({ delayMs = COOKIE_BANNER_DELAY_MS }: { delayMs?: number }) {
  const platform = usePlatform();
  const [phase, setPhase] = useState<Phase>(() =>
    platform.loadPreferences().cookieConsent ? 'gone' : 'waiting',
  );

  useEffect(() => {
    if (phase === 'waiting') {
      const timer = window.setTimeout(() => setPhase('shown'), delayMs);
      return () => window.clearTimeout(timer);
    }
    if (phase === 'leaving') {
      const timer = window.setTimeout(() => setPhase('gone'), COOKIE_BANNER_FADE_MS);
      return () => window.clearTimeout(timer);
    }
  }, [phase, delayMs]);

  if (phase === 'waiting' || phase === 'gone') return null;

  const accept = () => {
    platform.savePreferences({ cookieConsent: true });
    setPhase('leaving');
  };

  return (
    <section
      className={
        phase === 'leaving' ? 'cookie-banner cookie-banner--leaving' : 'cookie-banner'
      }
      style={{ ['--cookie-fade' as string]: `${COOKIE_BANNER_FADE_MS}ms` }}
      aria-label="Cookie consent"
    >
      <p className="cookie-banner__text">
        <span className="cookie-banner__icon" aria-hidden="true">
          <Icon name="cookie" size={18} />
        </span>
        We use cookies to keep you signed in and to understand how AIX Market is used.
        Read our <Link to="/terms/privacy-policy">Privacy Policy</Link>.
      </p>
      <div className="cookie-banner__actions">
        <Button onClick={accept}>Accept cookies</Button>
        <button
          type="button"
          className="cookie-banner__close"
          aria-label="Close cookie banner"
          onClick={() => window.alert(COOKIE_CLOSE_ALERT)}
        >
          <Icon name="close" size={18} />
        </button>
      </div>
    </section>
  );
}
