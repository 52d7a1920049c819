import { describe, expect, it } from 'vitest';
import type { DailyCount } from '#shared/api/events';
import {
  describeChart,
  niceCeil,
  niceScale,
  rangeStart,
  shortDay,
  totals,
} from './chart-data';

const day = (date: string, pageViews: number, authAttempts: number): DailyCount => ({
  day: date,
  pageViews,
  authAttempts,
  authSuccesses: 0,
  authErrors: 0,
  authEmailSent: 0,
});

describe('chart data', () => {
  it('rounds the axis up to 1, 2 or 5 times a power of ten', () => {
    expect([0, 1, 1.5, 3, 7, 12, 51].map(niceCeil)).toEqual([1, 1, 2, 5, 10, 20, 100]);
    expect(niceScale(0)).toEqual({ top: 1, step: 1, ticks: [0, 1] });
    expect(niceScale(7)).toEqual({ top: 8, step: 2, ticks: [0, 2, 4, 6, 8] });
    expect(niceScale(100).ticks).toEqual([0, 50, 100]);
    expect(niceScale(101).top).toBeGreaterThanOrEqual(101);
  });

  it('computes the range start in UTC days', () => {
    const now = new Date('2026-11-22T23:30:00Z');
    expect(rangeStart(1, now)).toBe('2026-11-22');
    expect(rangeStart(30, now)).toBe('2026-10-24');
  });

  it('labels days without time-zone drift and summarises for screen readers', () => {
    expect(shortDay('2026-11-05')).toBe('Nov 5');
    const days = [
      day('2026-11-01', 3, 1),
      day('2026-11-02', 1200, 4),
      day('2026-11-03', 0, 0),
    ];
    expect(totals(days)).toMatchObject({ pageViews: 1203, authAttempts: 5 });
    expect(describeChart(days)).toBe(
      'Nov 1 to Nov 3: 1.2k page views and 5 sign-in attempts in total. Busiest day: Nov 2 with 1.2k page views and 4 sign-in attempts.',
    );
    expect(describeChart([day('2026-11-01', 0, 0)])).toBe(
      'Nov 1 to Nov 1: 0 page views and 0 sign-in attempts in total.',
    );
  });
});
