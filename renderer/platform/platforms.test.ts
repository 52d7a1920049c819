// @vitest-environment happy-dom
/**
 * Both platforms keep the visitor's choices: the web one in localStorage under the
 * spec's keys, the desktop one through the studio bridge (here a bridge kept in a
 * Map, which is all the contract asks of main) with no state outside the platform.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { Preferences, StoredProfile, StudioBridge } from '#shared/ipc/bridge';
import { createDesktopPlatform } from './desktop';
import { webPlatform } from './web';

function mapBridge(store: Map<string, unknown>): StudioBridge {
  const preferences = (): Preferences =>
    (store.get('preferences') as Preferences | undefined) ?? {
      theme: null,
      currency: null,
      country: null,
      cookieConsent: false,
    };
  return {
    app: {
      getConfig: () =>
        Promise.resolve({ apiBaseUrl: 'http://x', version: '1', secureStorage: true }),
    },
    settings: {
      getProfile: () =>
        Promise.resolve((store.get('profile') as StoredProfile | undefined) ?? null),
      setProfile: profile => {
        store.set('profile', profile);
        return Promise.resolve();
      },
      getPreferences: () => Promise.resolve(preferences()),
      setApiBaseUrl: () =>
        Promise.resolve({ apiBaseUrl: 'http://x', version: '1', secureStorage: true }),
      setPreferences: changes => {
        store.set('preferences', { ...preferences(), ...changes });
        return Promise.resolve(preferences());
      },
    },
    shell: { openExternal: () => Promise.resolve() },
    builds: {
      open: () => Promise.resolve(null),
      publish: () => Promise.reject(new Error('not in this test')),
      openDropped: () => Promise.reject(new Error('not in this test')),
      progress: () => Promise.resolve(null),
    },
    watch: {
      folders: () => Promise.resolve([]),
      addFolder: () => Promise.resolve([]),
      removeFolder: () => Promise.resolve([]),
      newBuilds: () => Promise.resolve([]),
      dismiss: () => Promise.resolve(),
    },
    downloads: {
      save: () => Promise.reject(new Error('not in this test')),
      list: () => Promise.resolve([]),
      showInFolder: () => Promise.resolve(),
      getFolder: () => Promise.resolve('/downloads'),
      chooseFolder: () => Promise.resolve(null),
      updates: () => Promise.resolve([]),
      update: () => Promise.reject(new Error('not in this test')),
    },
  };
}

describe('web platform', () => {
  beforeEach(() => localStorage.clear());

  it('keeps theme, currency and cookie consent under the spec keys', () => {
    expect(webPlatform.loadPreferences()).toEqual({
      theme: null,
      currency: null,
      country: null,
      cookieConsent: false,
    });
    webPlatform.savePreferences({
      theme: 'dark',
      currency: 'USD',
      country: 'PT',
      cookieConsent: true,
    });
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(localStorage.getItem('country')).toBe('PT');
    expect(localStorage.getItem('currency')).toBe('USD');
    expect(localStorage.getItem('cookie_consent')).toBe('true');
    expect(webPlatform.loadPreferences()).toEqual({
      theme: 'dark',
      currency: 'USD',
      country: 'PT',
      cookieConsent: true,
    });
  });

  it('ignores stored values that are not choices', () => {
    localStorage.setItem('theme', 'purple');
    localStorage.setItem('currency', 'EUR');
    localStorage.setItem('cookie_consent', 'yes');
    localStorage.setItem('country', 'India');
    expect(webPlatform.loadPreferences()).toEqual({
      theme: null,
      currency: null,
      country: null,
      cookieConsent: false,
    });
  });
});

describe('desktop platform', () => {
  it('reads the preferences it was started with and saves through the bridge', async () => {
    const store = new Map<string, unknown>();
    const bridge = mapBridge(store);
    const first = createDesktopPlatform(
      bridge,
      { apiBaseUrl: 'http://x' },
      await bridge.settings.getPreferences(),
    );
    first.savePreferences({ theme: 'dark' });
    first.savePreferences({ currency: 'USD' });
    expect(first.loadPreferences()).toMatchObject({ theme: 'dark', currency: 'USD' });
    await first.saveProfile({ email: 'a@b.test', id: 'u1', token: 't' });

    // A second window (or a restart) starts from what the bridge kept.
    const second = createDesktopPlatform(
      bridge,
      { apiBaseUrl: 'http://x' },
      await bridge.settings.getPreferences(),
    );
    expect(second.loadPreferences()).toEqual({
      theme: 'dark',
      currency: 'USD',
      country: null,
      cookieConsent: false,
    });
    expect(await second.loadProfile()).toEqual({
      email: 'a@b.test',
      id: 'u1',
      token: 't',
    });
  });

  it('keeps no state between platforms made from different bridges', async () => {
    const a = createDesktopPlatform(
      mapBridge(new Map()),
      { apiBaseUrl: '' },
      {
        theme: null,
        currency: null,
        country: null,
        cookieConsent: false,
      },
    );
    const b = createDesktopPlatform(
      mapBridge(new Map()),
      { apiBaseUrl: '' },
      {
        theme: 'light',
        currency: null,
        country: null,
        cookieConsent: true,
      },
    );
    a.savePreferences({ theme: 'dark' });
    expect(b.loadPreferences().theme).toBe('light');
  });
});
