import { useEffect, useState, type ComponentType } from 'react';
import { COOKIE_BANNER_DELAY_MS } from '#shared/constants';
import { usePlatform } from '../../platform/PlatformContext';
import type { CookieConsentProps } from './CookieConsent';

/**
 * Spec §2: appears COOKIE_BANNER_DELAY_MS after load unless consent is stored,
 * fades in and out over COOKIE_BANNER_FADE_MS; closing only shows an alert.
 * The banner itself (CookieConsent.tsx, which also fades it out) is fetched when
 * its delay is up: no visitor needs it to see or use the page, and one who
 * consented never loads it (issue 18). `delayMs` exists for unit tests; the app
 * always uses the spec's delay.
 */
export function CookieBanner({ delayMs = COOKIE_BANNER_DELAY_MS }: { delayMs?: number }) {
  const platform = usePlatform();
  const [gone, setGone] = useState(() => platform.loadPreferences().cookieConsent);
  const [Banner, setBanner] = useState<ComponentType<CookieConsentProps> | null>(null);

  useEffect(() => {
    if (gone) return;
    let cancelled = false;
    const timer = window.setTimeout(() => {
      import('./CookieConsent').then(
        ({ CookieConsent }) => {
          if (!cancelled) setBanner(() => CookieConsent);
        },
        () => {
          // Not reachable now: the next page asks again.
        },
      );
    }, delayMs);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [gone, delayMs]);

  return Banner && !gone ? <Banner onGone={() => setGone(true)} /> : null;
}
