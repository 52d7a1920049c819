import { describe, expect, it } from 'vitest';
import {
  addsPermissions,
  diffPermissions,
  diffsNewestFirst,
  normalizePermissions,
  shortPermissionName,
} from './permission-diff';

describe('permission diff', () => {
  it('shortens android permissions and keeps vendor ones whole', () => {
    expect(shortPermissionName('android.permission.CAMERA')).toBe('CAMERA');
    expect(shortPermissionName(' com.google.android.c2dm.permission.RECEIVE ')).toBe(
      'com.google.android.c2dm.permission.RECEIVE',
    );
  });

  it('drops blanks and repeats, full and short names alike', () => {
    expect(
      normalizePermissions(['android.permission.INTERNET', 'INTERNET', ' ', 'VIBRATE']),
    ).toEqual(['INTERNET', 'VIBRATE']);
  });

  it('lists added and removed permissions, sorted', () => {
    const diff = diffPermissions(
      ['android.permission.INTERNET', 'android.permission.VIBRATE'],
      ['INTERNET', 'android.permission.SEND_SMS', 'CAMERA'],
    );
    expect(diff).toEqual({ added: ['CAMERA', 'SEND_SMS'], removed: ['VIBRATE'] });
    expect(addsPermissions(diff)).toBe(true);
  });

  it('counts everything as added for the first build and nothing for an identical one', () => {
    expect(diffPermissions(null, ['INTERNET'])).toEqual({
      added: ['INTERNET'],
      removed: [],
    });
    const same = diffPermissions(['INTERNET'], ['android.permission.INTERNET']);
    expect(same).toEqual({ added: [], removed: [] });
    expect(addsPermissions(same)).toBe(false);
  });

  it('diffs each version of a newest-first list against the next older one', () => {
    expect(
      diffsNewestFirst([
        { permissions: ['A', 'B'] },
        { permissions: ['A', 'C'] },
        { permissions: ['A'] },
      ]),
    ).toEqual([
      { added: ['B'], removed: ['C'] },
      { added: ['C'], removed: [] },
      { added: ['A'], removed: [] },
    ]);
  });
});
