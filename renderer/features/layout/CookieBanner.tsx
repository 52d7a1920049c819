import { useEffect, useState, type ComponentType } from 'react';
import { COOKIE_BANNER_DELAY_MS, COOKIE_BANNER_FADE_MS } from '#shared/constants';
import { usePlatform } from '../../platform/PlatformContext';
import type { CookieConsentProps } from './CookieConsent';

type Phase = 'waiting' | 'shown' | 'leaving' | 'gone';

/**
 * Spec §2: appears COOKIE_BANNER_DELAY_MS after load unless consent is stored,
 * fades in and out over COOKIE_BANNER_FADE_MS; closing only shows an alert.
 * The banner itself (CookieConsent.tsx) is fetched when its delay is up: no visitor
 * needs it to see or use the page, and one who consented never loads it (issue 18).
 * `delayMs` exists for unit tests; the app always uses the spec's delay.
 */
export function CookieBanner({ delayMs = COOKIE_BANNER_DELAY_MS }: { delayMs?: number }) {
  const platform = usePlatform();
  const [phase, setPhase] = useState<Phase>(() =>
    platform.loadPreferences().cookieConsent ? 'gone' : 'waiting',
  );
  const [Banner, setBanner] = useState<ComponentType<CookieConsentProps> | null>(null);

  useEffect(() => {
    if (phase === 'waiting') {
      let cancelled = false;
      const timer = window.setTimeout(() => {
        import('./CookieConsent').then(
          ({ CookieConsent }) => {
            if (cancelled) return;
            setBanner(() => CookieConsent);
            setPhase('shown');
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
    }
    if (phase === 'leaving') {
      const timer = window.setTimeout(() => setPhase('gone'), COOKIE_BANNER_FADE_MS);
      return () => window.clearTimeout(timer);
    }
  }, [phase, delayMs]);

  if (phase === 'waiting' || phase === 'gone' || !Banner) return null;
  return (
    <Banner
      leaving={phase === 'leaving'}
      onAccept={() => {
        platform.savePreferences({ cookieConsent: true });
        setPhase('leaving');
      }}
    />
  );
}
