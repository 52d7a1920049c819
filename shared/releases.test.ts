import { describe, expect, it } from 'vitest';
import { RELEASES } from './releases';
import { APP_VERSION, BUILD } from './version';

const parts = (version: string) => version.split('.').map(Number);

describe('RELEASES', () => {
  it('is newest first: versions go down, days never go up', () => {
    for (let i = 1; i < RELEASES.length; i += 1) {
      const [newer, older] = [RELEASES[i - 1], RELEASES[i]];
      if (!newer || !older) throw new Error('missing release');
      const [a, b] = [parts(newer.version), parts(older.version)];
      const cmp = a.findIndex((value, index) => value !== b[index]);
      expect(cmp, `${newer.version} after ${older.version}`).toBeGreaterThanOrEqual(0);
      expect(a[cmp]).toBeGreaterThan(b[cmp] ?? 0);
      expect(newer.date >= older.date).toBe(true);
    }
  });

  it('gives each release a real day and something that changed', () => {
    for (const release of RELEASES) {
      expect(new Date(`${release.date}T00:00:00Z`).toISOString().slice(0, 10)).toBe(
        release.date,
      );
      expect(release.changes.flatMap(group => group.items).length).toBeGreaterThan(0);
    }
  });

  it('is where the version page reads the current release from', () => {
    expect(APP_VERSION).toBe(RELEASES[0].version);
    expect(BUILD).toMatchObject({
      version: RELEASES[0].version,
      codename: RELEASES[0].codename,
      releasedOn: RELEASES[0].date,
    });
  });
});
