// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COOKIE_BANNER_DELAY_MS, COOKIE_BANNER_FADE_MS } from '#shared/constants';
import { PlatformProvider } from '../../platform/PlatformContext';
import { webPlatform } from '../../platform/web';
import { CookieBanner } from './CookieBanner';
import { COOKIE_CLOSE_ALERT } from './CookieConsent';

afterEach(cleanup);

/**
 * Runs the fake clock, then lets the banner's own module (fetched when the banner
 * is due) arrive before the test looks.
 */
async function elapse(ms: number) {
  await act(async () => {
    vi.advanceTimersByTime(ms);
    await import('./CookieConsent');
  });
}

function renderBanner(delayMs?: number) {
  return render(
    // The web platform: consent lives in localStorage under the spec's key.
    <PlatformProvider platform={webPlatform}>
      <MemoryRouter>
        <CookieBanner delayMs={delayMs} />
      </MemoryRouter>
    </PlatformProvider>,
  );
}

describe('CookieBanner', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('waits the spec delay by default', async () => {
    renderBanner();
    await elapse(COOKIE_BANNER_DELAY_MS - 1);
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
    await elapse(1);
    expect(screen.getByRole('region', { name: 'Cookie consent' })).toBeTruthy();
  });

  it("draws its icon from the page's SVG sprite, with no emoji that needs a font", async () => {
    renderBanner(0);
    await elapse(0);
    const banner = screen.getByRole('region', { name: 'Cookie consent' });
    expect(
      banner.querySelector('.cookie-banner__icon svg use')?.getAttribute('href'),
    ).toBe('#icon-cookie');
    expect(banner.textContent).not.toMatch(/\p{Extended_Pictographic}/u);
  });

  it('never appears once consent is stored', async () => {
    localStorage.setItem('cookie_consent', 'true');
    renderBanner(0);
    await elapse(COOKIE_BANNER_DELAY_MS * 2);
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
  });

  it('close only alerts with the exact text; accept stores consent and fades out', async () => {
    // happy-dom has no alert(); give the window one to observe.
    const alert = vi.fn();
    Object.defineProperty(window, 'alert', { value: alert, configurable: true });
    renderBanner(10);
    await elapse(10);
    fireEvent.click(screen.getByRole('button', { name: 'Close cookie banner' }));
    expect(alert).toHaveBeenCalledWith('You can either accept cookies or leave the site');
    expect(COOKIE_CLOSE_ALERT).toBe('You can either accept cookies or leave the site');
    expect(screen.getByRole('region', { name: 'Cookie consent' })).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href'),
    ).toBe('/terms/privacy-policy');
    fireEvent.click(screen.getByRole('button', { name: 'Accept cookies' }));
    expect(localStorage.getItem('cookie_consent')).toBe('true');
    await elapse(COOKIE_BANNER_FADE_MS);
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
  });
});
