import { describe, expect, it } from 'vitest';
import { addWorkingDays, expectedSettlement } from './settlement';

describe('settlement timing', () => {
  it('counts working days and skips the weekend', () => {
    // 2026-11-26 is a Thursday.
    expect(addWorkingDays(new Date('2026-11-26T10:00:00Z'), 2).toISOString()).toBe(
      '2026-11-30T00:00:00.000Z',
    );
    // Saturday + 1 working day is Monday.
    expect(addWorkingDays(new Date('2026-11-28T23:59:00Z'), 1).toISOString()).toBe(
      '2026-11-30T00:00:00.000Z',
    );
  });

  it('settles rupee sales at T+2 and dollar sales at T+7 working days', () => {
    expect(expectedSettlement('2026-11-23T08:00:00Z', 'INR')).toBe('2026-11-25');
    expect(expectedSettlement('2026-11-23T08:00:00Z', 'USD')).toBe('2026-12-02');
  });
});
