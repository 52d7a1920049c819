import { describe, expect, it } from 'vitest';
import { formatCount, formatDate, formatDay, groupDigits } from './format';
import { formatBytes } from './format-bytes';

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

describe('groupDigits', () => {
  it('groups thousands and keeps the asked fraction digits', () => {
    expect(groupDigits(0)).toBe('0');
    expect(groupDigits(999)).toBe('999');
    expect(groupDigits(1000)).toBe('1,000');
    expect(groupDigits(1250.5, 2)).toBe('1,250.50');
    expect(groupDigits(-1234567.891, 2)).toBe('-1,234,567.89');
    expect(groupDigits(300000)).toBe('300,000');
  });

  it("writes what toLocaleString('en-US') writes, over many values", () => {
    let seed = 7;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let i = 0; i < 5000; i++) {
      const magnitude = 10 ** Math.floor(next() * 10);
      const cents = Math.round((next() - 0.2) * magnitude * 100) / 100;
      for (const digits of [0, 2]) {
        const value = digits === 0 ? Math.round(cents) : cents;
        const expected = value.toLocaleString('en-US', {
          minimumFractionDigits: digits,
          maximumFractionDigits: digits,
        });
        // Intl writes "-0" for a negative that rounds to zero; a price never shows one.
        if (expected === '-0' || expected === '-0.00') continue;
        expect(groupDigits(value, digits)).toBe(expected);
      }
    }
  });
});
