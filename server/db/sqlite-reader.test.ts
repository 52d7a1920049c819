import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './dialect';
import { registerReader, runRead, SqliteReader } from './sqlite-reader';

// A SQLite-only part: it opens its own SQLite file whatever TEST_DB says.
let dir: string;
let handle: DatabaseHandle;
let reader: SqliteReader;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aix-reader-'));
  handle = openDatabase({ sqliteFile: path.join(dir, 'reader.sqlite') });
  reader = new SqliteReader(path.join(dir, 'reader.sqlite'));
  registerReader(handle.db, reader);
});
afterAll(async () => {
  await reader.close();
  await handle.db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A read that keeps SQLite busy for a while (hundreds of ms on this machine). */
const slow = sql<{
  n: number;
}>`with recursive c(i) as (select 1 union all select i + 1 from c where i < 3000000)
  select count(*) as n from c`;

/** The longest gap between 5 ms timer ticks while `work` runs: how long the loop was held. */
async function longestGap(work: () => Promise<unknown>): Promise<number> {
  let last = performance.now();
  let longest = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 5);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  return Math.max(longest, performance.now() - last);
}

describe('SQLite reader in a worker thread', () => {
  it('answers a registered read with the rows the main connection would give', async () => {
    await sql`create table t (id integer primary key, name text)`.execute(handle.db);
    await sql`insert into t (name) values ('a'), ('b')`.execute(handle.db);
    const query = sql<{ id: number; name: string }>`select id, name from t order by id`;
    expect(await runRead(handle.db, query.compile(handle.db))).toEqual(
      (await query.execute(handle.db)).rows,
    );
  });

  it('keeps the event loop free while a long read runs', async () => {
    const inline = await longestGap(() => slow.execute(handle.db));
    const offloaded = await longestGap(() => runRead(handle.db, slow.compile(handle.db)));
    console.log(
      `longest event-loop gap: inline ${inline.toFixed(0)} ms, worker ${offloaded.toFixed(0)} ms`,
    );
    expect(inline).toBeGreaterThan(200);
    // Timer jitter on a busy shared machine, not the query: the inline gap is seconds.
    expect(offloaded).toBeLessThan(100);
  });

  it('answers a short read while another thread runs a long one', async () => {
    const finished: string[] = [];
    const long = runRead(handle.db, slow.compile(handle.db)).then(() =>
      finished.push('long'),
    );
    const quick = sql<{ one: number }>`select 1 as one`;
    await runRead(handle.db, quick.compile(handle.db)).then(() => finished.push('quick'));
    await long;
    // With one thread the quick read would queue behind the long one.
    expect(finished).toEqual(['quick', 'long']);
  });

  it('reports a failing read as an error', async () => {
    const bad = sql`select * from no_such_table`;
    await expect(runRead(handle.db, bad.compile(handle.db))).rejects.toThrow(
      /no such table/,
    );
  });

  it('reads through a memory map on the main connection and on every reader thread', async () => {
    const pragma = sql<{ mmap_size: number }>`pragma mmap_size`;
    const [main] = (await pragma.execute(handle.db)).rows;
    expect(main?.mmap_size).toBeGreaterThanOrEqual(256 * 2 ** 20);
    // Two reads at once land on both threads (the least busy one each time).
    const replies = await Promise.all([
      runRead(handle.db, pragma.compile(handle.db)),
      runRead(handle.db, pragma.compile(handle.db)),
    ]);
    for (const [row] of replies) expect(row?.mmap_size).toBe(main?.mmap_size);
  });
});
