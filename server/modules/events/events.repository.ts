/** Analytics events and their counts per day. */
import type { Insertable } from 'kysely';
import type { EventsTable } from '../../db/database';
import type { Executor } from '../../db/executor';

export async function insertEvent(db: Executor, event: Insertable<EventsTable>) {
  await db.insertInto('events').values(event).execute();
}

export interface DayCountRow {
  day: string;
  name: string;
  outcome: string | null;
  count: number;
}

/** Counts per day, event name and outcome for days `from` to `to` (inclusive). */
export async function countPerDay(
  db: Executor,
  from: string,
  to: string,
): Promise<DayCountRow[]> {
  const rows = await db
    .selectFrom('events')
    .select(eb => ['day', 'name', 'outcome', eb.fn.countAll<number>().as('count')])
    .where('day', '>=', from)
    .where('day', '<=', to)
    .groupBy(['day', 'name', 'outcome'])
    .orderBy('day')
    .execute();
  return rows.map(row => ({ ...row, count: Number(row.count) }));
}
