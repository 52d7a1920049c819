import { describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../constants';
import { byRisk, permissionInfo } from './permission-info';

describe('permissions in plain words', () => {
  it('names every permission a maker can declare, with its Android risk', () => {
    for (const name of PERMISSIONS) {
      const info = permissionInfo(name);
      expect(info.risk, name).not.toBe('unknown');
      expect(info.label, name).not.toMatch(/_/);
    }
    expect(permissionInfo('android.permission.ACCESS_FINE_LOCATION')).toEqual({
      name: 'ACCESS_FINE_LOCATION',
      label: 'Precise location',
      risk: 'dangerous',
    });
    expect(permissionInfo('INTERNET').risk).toBe('normal');
    expect(permissionInfo('SYSTEM_ALERT_WINDOW').risk).toBe('special');
  });

  it('keeps unknown and vendor permissions readable without guessing their risk', () => {
    expect(permissionInfo('com.google.android.c2dm.permission.RECEIVE')).toEqual({
      name: 'com.google.android.c2dm.permission.RECEIVE',
      label: 'Receive',
      risk: 'unknown',
    });
    expect(permissionInfo('SOME_NEW_THING').label).toBe('Some new thing');
  });

  it('orders special access, then dangerous, then other, then normal', () => {
    const names = ['INTERNET', 'CAMERA', 'x.Y', 'WRITE_SETTINGS'].map(permissionInfo);
    expect(names.sort(byRisk).map(info => info.name)).toEqual([
      'WRITE_SETTINGS',
      'CAMERA',
      'x.Y',
      'INTERNET',
    ]);
  });
});
