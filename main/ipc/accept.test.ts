import { describe, expect, it } from 'vitest';
import { acceptInvoke } from './accept';

const PAGE = 'app://studio/index.html';

describe('acceptInvoke', () => {
  it('hands the handler the checked argument of its own method', () => {
    const profile = { email: 'a@b.test', id: 'u1', token: 't' };
    expect(acceptInvoke('settings.setProfile', PAGE, profile)).toEqual(profile);
    expect(acceptInvoke('settings.setProfile', PAGE, null)).toBeNull();
    expect(acceptInvoke('settings.getProfile', PAGE, undefined)).toBeUndefined();
    expect(acceptInvoke('settings.setPreferences', PAGE, { theme: 'dark' })).toEqual({
      theme: 'dark',
    });
  });

  it('refuses a wrong argument before any handler runs', () => {
    expect(() => acceptInvoke('shell.openExternal', PAGE, 42)).toThrow(
      'Invalid argument for shell.openExternal',
    );
    expect(() =>
      acceptInvoke('settings.setProfile', PAGE, {
        email: 'a@b.test',
        id: 'u1',
        token: 't',
        admin: true,
      }),
    ).toThrow('Invalid argument for settings.setProfile');
    expect(() =>
      acceptInvoke('settings.setPreferences', PAGE, { currency: 'EUR' }),
    ).toThrow('Invalid argument');
    expect(() => acceptInvoke('settings.getProfile', PAGE, 'extra')).toThrow(
      'Invalid argument',
    );
  });

  it('refuses calls from frames that are not the studio page', () => {
    expect(() =>
      acceptInvoke('settings.getProfile', 'https://evil.example/', undefined),
    ).toThrow('Refused settings.getProfile from https://evil.example/');
    expect(() => acceptInvoke('settings.getProfile', '', undefined)).toThrow(
      'an unknown frame',
    );
    expect(
      acceptInvoke('settings.getProfile', 'http://localhost:5173/', undefined, {
        devServerUrl: 'http://localhost:5173',
      }),
    ).toBeUndefined();
  });

  it('takes studio requests only in their exact shapes: no paths, no fake handles', () => {
    const drop = (fileName: string, base64 = 'UEsDBA==') =>
      acceptInvoke('builds.openDropped', PAGE, { fileName, base64 });
    expect(drop('Foo.aix')).toEqual({ fileName: 'Foo.aix', base64: 'UEsDBA==' });
    for (const bad of ['../../etc/x.aix', 'dir/Foo.aix', 'C:\\x\\Foo.aix', 'Foo.txt']) {
      expect(() => drop(bad)).toThrow('Invalid argument');
    }
    expect(() => drop('Foo.aix', 'not base64!')).toThrow('Invalid argument');
    expect(() =>
      acceptInvoke('builds.publish', PAGE, { handle: '/home/asha/Foo.aix' }),
    ).toThrow('Invalid argument');
    expect(() =>
      acceptInvoke('downloads.save', PAGE, {
        orderId: 'order_1; rm -rf /',
        version: '1',
        extensionName: '',
        slug: '',
      }),
    ).toThrow('Invalid argument');
  });
});
