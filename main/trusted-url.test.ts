import { describe, expect, it } from 'vitest';
import {
  isAllowedExternalUrl,
  isAllowedPopupNavigation,
  isAuthHandlerUrl,
  isInternalUrl,
  serverBaseUrl,
} from './trusted-url';
import { hostsOf } from './sign-in-hosts';

describe('isInternalUrl', () => {
  it('accepts the packaged renderer and the dev server origin only', () => {
    expect(isInternalUrl('app://studio/index.html#/dashboard')).toBe(true);
    expect(isInternalUrl('app://studio.evil/index.html')).toBe(false);
    expect(isInternalUrl('app://other/index.html')).toBe(false);
    // The renderer is served from app://, never from the disk directly.
    expect(isInternalUrl('file:///app/out/renderer/index.html')).toBe(false);
    expect(isInternalUrl('http://localhost:5173/x', 'http://localhost:5173')).toBe(true);
    expect(
      isInternalUrl('http://localhost:5173.evil.com/', 'http://localhost:5173'),
    ).toBe(false);
    expect(isInternalUrl('https://localhost:5173/', 'http://localhost:5173')).toBe(false);
    expect(isInternalUrl('http://localhost:5173/')).toBe(false);
    expect(isInternalUrl('not a url')).toBe(false);
  });
});

describe('isAllowedExternalUrl', () => {
  it('lets web and mail links out and keeps everything else in', () => {
    expect(isAllowedExternalUrl('https://aix.market/docs')).toBe(true);
    expect(isAllowedExternalUrl('mailto:help@aix.market')).toBe(true);
    expect(isAllowedExternalUrl('javascript:alert(1)')).toBe(false);
    expect(isAllowedExternalUrl('file:///etc/passwd')).toBe(false);
    expect(isAllowedExternalUrl('smb://host/share')).toBe(false);
    expect(isAllowedExternalUrl('https://user:pass@evil.com')).toBe(false);
  });
});

describe('sign-in popups', () => {
  const hosts = {
    authDomain: 'aix-market.firebaseapp.com',
    emulatorHost: '127.0.0.1:9099',
  };

  it('open only for the configured auth domain’s handler or the configured emulator', () => {
    expect(
      isAuthHandlerUrl(
        'https://aix-market.firebaseapp.com/__/auth/handler?apiKey=x',
        hosts,
      ),
    ).toBe(true);
    expect(
      isAuthHandlerUrl('http://127.0.0.1:9099/emulator/auth/handler?x=1', hosts),
    ).toBe(true);
    // Any other https page whose path ends /__/auth/handler is not Firebase's.
    expect(isAuthHandlerUrl('https://evil.example/__/auth/handler', hosts)).toBe(false);
    expect(
      isAuthHandlerUrl('https://other-project.firebaseapp.com/__/auth/handler', hosts),
    ).toBe(false);
    expect(isAuthHandlerUrl('http://127.0.0.1:8080/emulator/auth/handler', hosts)).toBe(
      false,
    );
    expect(isAuthHandlerUrl('http://evil.example/emulator/auth/handler', hosts)).toBe(
      false,
    );
    expect(
      isAuthHandlerUrl('http://aix-market.firebaseapp.com/__/auth/handler', hosts),
    ).toBe(false);
    expect(isAuthHandlerUrl('https://aix-market.firebaseapp.com/phish', hosts)).toBe(
      false,
    );
    expect(
      isAuthHandlerUrl('https://u:p@aix-market.firebaseapp.com/__/auth/handler', hosts),
    ).toBe(false);
    // Before the server has answered, nothing opens.
    expect(
      isAuthHandlerUrl('https://aix-market.firebaseapp.com/__/auth/handler', {}),
    ).toBe(false);
  });

  it('take their hosts from the server’s auth config', () => {
    expect(
      hostsOf({ authDomain: 'Login.Aix.Example', emulatorUrl: 'http://127.0.0.1:9099' }),
    ).toEqual({ authDomain: 'login.aix.example', emulatorHost: '127.0.0.1:9099' });
    expect(hostsOf({ authDomain: 'aix.firebaseapp.com' })).toEqual({
      authDomain: 'aix.firebaseapp.com',
    });
    expect(hostsOf({ authDomain: '', emulatorUrl: 'not a url' })).toEqual({
      authDomain: undefined,
    });
  });

  it('may then go to identity providers over https, never to files or custom schemes', () => {
    expect(isAllowedPopupNavigation('https://accounts.google.com/o/oauth2/auth')).toBe(
      true,
    );
    expect(isAllowedPopupNavigation('https://github.com/login/oauth/authorize')).toBe(
      true,
    );
    expect(isAllowedPopupNavigation('http://localhost:9099/emulator/auth/handler')).toBe(
      true,
    );
    expect(isAllowedPopupNavigation('http://evil.example/')).toBe(false);
    expect(isAllowedPopupNavigation('file:///etc/passwd')).toBe(false);
    expect(isAllowedPopupNavigation('app://studio/index.html')).toBe(false);
  });
});

describe('the server the studio talks to', () => {
  it('is an http(s) origin and nothing else', () => {
    expect(serverBaseUrl('https://aix.market/')).toBe('https://aix.market');
    expect(serverBaseUrl(' http://127.0.0.1:8787 ')).toBe('http://127.0.0.1:8787');
    expect(serverBaseUrl('https://aix.market/api')).toBeNull();
    expect(serverBaseUrl('https://u:p@aix.market')).toBeNull();
    expect(serverBaseUrl('file:///etc')).toBeNull();
    expect(serverBaseUrl('javascript:alert(1)')).toBeNull();
  });
});
