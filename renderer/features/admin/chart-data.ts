/** Pure helpers of the analytics chart: axis scale, date range, totals and labels. */
import type { DailyCount } from '#shared/api/events';
import { formatCount, formatDay } from '#shared/format';

export interface Scale {
  /** The value at the top of the plot (a multiple of `step`, at least 1). */
  top: number;
  step: number;
  ticks: number[];
}

/** The smallest 1, 2 or 5 × 10^n that is at least `value` (and at least 1). */
export function niceCeil(value: number): number {
  if (!(value > 1)) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  for (const factor of [1, 2, 5, 10]) {
    if (factor * magnitude >= value) return factor * magnitude;
  }
  return 10 * magnitude;
}

/** Integer ticks from 0 with about four steps up to just above `max`. */
export function niceScale(max: number): Scale {
  const step = niceCeil(max / 4);
  const top = Math.max(step, step * Math.ceil(max / step));
  const ticks: number[] = [];
  for (let tick = 0; tick <= top; tick += step) ticks.push(tick);
  return { top, step, ticks };
}

/** YYYY-MM-DD (UTC) of the first day of a `days`-long range ending today. */
export function rangeStart(days: number, now: Date = new Date()): string {
  const start = new Date(now.getTime() - (days - 1) * 24 * 60 * 60 * 1000);
  return start.toISOString().slice(0, 10);
}

/** "2026-11-05" → "Nov 5" (the day strings are UTC dates, not instants). */
export function shortDay(day: string): string {
  const full = formatDay(`${day}T00:00:00Z`);
  return full === 'Invalid Date' ? day : (full.split(',')[0] ?? day);
}

export interface Totals {
  pageViews: number;
  authAttempts: number;
  busiest: DailyCount | undefined;
}

export function totals(days: readonly DailyCount[]): Totals {
  let busiest: DailyCount | undefined;
  let pageViews = 0;
  let authAttempts = 0;
  for (const day of days) {
    pageViews += day.pageViews;
    authAttempts += day.authAttempts;
    if (
      !busiest ||
      day.pageViews + day.authAttempts > busiest.pageViews + busiest.authAttempts
    ) {
      busiest = day;
    }
  }
  return { pageViews, authAttempts, busiest };
}

/** One sentence a screen reader hears in place of the bars. */
export function describeChart(days: readonly DailyCount[]): string {
  const sum = totals(days);
  if (days.length === 0) return 'No days in this range.';
  const first = days[0];
  const last = days[days.length - 1];
  const range = first && last ? `${shortDay(first.day)} to ${shortDay(last.day)}` : '';
  const busiest =
    sum.busiest && sum.busiest.pageViews + sum.busiest.authAttempts > 0
      ? ` Busiest day: ${shortDay(sum.busiest.day)} with ${formatCount(sum.busiest.pageViews)} page views and ${formatCount(sum.busiest.authAttempts)} sign-in attempts.`
      : '';
  return `${range}: ${formatCount(sum.pageViews)} page views and ${formatCount(sum.authAttempts)} sign-in attempts in total.${busiest}`;
}
