/**
 * The cookie banner's content (spec §2): what we use cookies for, Accept (which
 * stores consent and fades the banner out), and a close button that only says the
 * choice is accept or leave. Loaded by CookieBanner.tsx when the banner is due.
 */
import { useEffect, useEffectEvent, useState } from 'react';
import { Link } from '../../components/Link';
import { usePlatform } from '../../platform/PlatformContext';
import { COOKIE_BANNER_FADE_MS } from '#shared/constants';
import { Button } from '../../components/Button';
import { Icon } from '../../components/Icon';
import './CookieBanner.css';

export const COOKIE_CLOSE_ALERT = 'You can either accept cookies or leave the site';

export interface CookieConsentProps {
  /** Called once the banner has faded out after Accept. */
  onGone: () => void;
}

export function CookieConsent({ onGone }: CookieConsentProps) {
  const platform = usePlatform();
  const [leaving, setLeaving] = useState(false);
  const faded = useEffectEvent(onGone);
  useEffect(() => {
    if (!leaving) return;
    const timer = window.setTimeout(faded, COOKIE_BANNER_FADE_MS);
    return () => window.clearTimeout(timer);
  }, [leaving]);
  const accept = () => {
    platform.savePreferences({ cookieConsent: true });
    setLeaving(true);
  };
  return (
    <section
      className={leaving ? 'cookie-banner cookie-banner--leaving' : 'cookie-banner'}
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
