/** Recording analytics events and shaping daily counts for the admin chart. */
import { randomUUID } from 'node:crypto';
import {
  DEFAULT_CHART_DAYS,
  MAX_CHART_DAYS,
  type DailyCount,
  type DailyCountsQuery,
  type DailyCountsResponse,
  type EventBody,
} from '#shared/api/events';
import { badRequest } from '../../errors';
import { countPerDay, insertEvent, type DayCountRow } from './events.repository';

const DAY_MS = 86_400_000;

export const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** Only the route: a query string or hash may carry tokens or personal data. */
export function cleanPath(path: string): string {
  return path.split(/[?#]/, 1)[0] ?? '/';
}

export async function recordEvent(
  db: Parameters<typeof insertEvent>[0],
  event: EventBody,
  userId: string | null,
  now = new Date(),
): Promise<void> {
  const base = {
    id: randomUUID(),
    name: event.name,
    day: dayOf(now),
    user_id: userId,
    created_at: now.toISOString(),
  };
  if (event.name === 'page_view') {
    await insertEvent(db, { ...base, path: cleanPath(event.path) });
    return;
  }
  await insertEvent(db, {
    ...base,
    method: event.method,
    action: event.action,
    outcome: event.outcome,
    error_code: event.errorCode ?? null,
  });
}

function parseDay(value: string, field: string): number {
  const time = Date.parse(`${value}T00:00:00Z`);
  if (Number.isNaN(time) || dayOf(new Date(time)) !== value) {
    throw badRequest(`"${field}" is not a real day (YYYY-MM-DD)`, field);
  }
  return time;
}

/** The inclusive day range of a chart request, defaulting to the last 30 days. */
export function chartRange(query: DailyCountsQuery, now = new Date()) {
  const to = query.to ? parseDay(query.to, 'to') : parseDay(dayOf(now), 'to');
  const from = query.from
    ? parseDay(query.from, 'from')
    : to - (DEFAULT_CHART_DAYS - 1) * DAY_MS;
  if (from > to) throw badRequest('"from" must not be after "to"', 'from');
  const days = (to - from) / DAY_MS + 1;
  if (days > MAX_CHART_DAYS) {
    throw badRequest(`A chart covers at most ${MAX_CHART_DAYS} days`, 'from');
  }
  return Array.from({ length: days }, (_, index) =>
    dayOf(new Date(from + index * DAY_MS)),
  );
}

export function fillDays(days: readonly string[], rows: readonly DayCountRow[]) {
  const byDay = new Map<string, DailyCount>(
    days.map(day => [
      day,
      {
        day,
        pageViews: 0,
        authAttempts: 0,
        authSuccesses: 0,
        authErrors: 0,
        authEmailSent: 0,
      },
    ]),
  );
  for (const row of rows) {
    const entry = byDay.get(row.day);
    if (!entry) continue;
    if (row.name === 'page_view') entry.pageViews += row.count;
    if (row.name !== 'auth_attempt') continue;
    entry.authAttempts += row.count;
    if (row.outcome === 'success') entry.authSuccesses += row.count;
    if (row.outcome === 'error') entry.authErrors += row.count;
    if (row.outcome === 'emailSent') entry.authEmailSent += row.count;
  }
  return [...byDay.values()];
}

export async function dailyCounts(
  db: Parameters<typeof countPerDay>[0],
  query: DailyCountsQuery,
  now = new Date(),
): Promise<DailyCountsResponse> {
  const days = chartRange(query, now);
  const from = days[0] ?? dayOf(now);
  const to = days[days.length - 1] ?? from;
  return { from, to, days: fillDays(days, await countPerDay(db, from, to)) };
}
