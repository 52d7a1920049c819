import { describe, expect, it } from 'vitest';
import { formatBytes, formatCount, formatDate, formatDay } from './format';

describe('formatCount', () => {
  it('keeps 999 and adds a k suffix above it', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1000)).toBe('1k');
    expect(formatCount(1530)).toBe('1.5k');
    expect(formatCount(25_000)).toBe('25k');
  });
});

describe('formatBytes', () => {
  it('uses units from Bytes to YB', () => {
    expect(formatBytes(0)).toBe('0 Bytes');
    expect(formatBytes(512)).toBe('512 Bytes');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(5 * 1024 ** 2)).toBe('5 MB');
    expect(formatBytes(1024 ** 8)).toBe('1 YB');
    expect(formatBytes(1024 ** 9)).toBe('1024 YB');
  });
});

describe('formatDate', () => {
  it('prints en-US 12-hour dates and Invalid Date for garbage', () => {
    expect(formatDate('2026-11-22T18:05:00Z')).toBe('Nov 22, 2026, 6:05 PM');
    expect(formatDate('2026-01-01T00:00:00Z')).toBe('Jan 1, 2026, 12:00 AM');
    expect(formatDate('2026-07-04T12:30:00Z')).toBe('Jul 4, 2026, 12:30 PM');
    expect(formatDate('not a date')).toBe('Invalid Date');
    expect(formatDate(undefined)).toBe('Invalid Date');
    expect(formatDay('2026-11-22T18:05:00Z')).toBe('Nov 22, 2026');
  });
});
