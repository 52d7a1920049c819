/**
 * better-sqlite3 runs every query on the calling thread, so on SQLite one long read
 * (a search ranking thousands of matches) would hold the event loop and every other
 * request behind it (issue 19). Reads that can run long go through `runRead`: on a
 * SQLite app they run in a worker thread on a second, read-only connection (WAL lets
 * it read while the main connection writes) and only their rows cross back. Inside a
 * transaction, on PostgreSQL (whose driver never blocks) or without a registered
 * reader, they run as usual.
 */
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { CompiledQuery, Kysely } from 'kysely';
import type { Database } from './database';
import { SQLITE_MMAP_BYTES } from './dialect';
import type { Executor } from './executor';

/** The worker: plain CommonJS, so it runs the same under tsx and from the bundle. */
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file, { readonly: true, fileMustExist: true });
db.pragma('busy_timeout = 5000');
db.pragma('mmap_size = ' + workerData.mmapBytes);
const statements = new Map();
parentPort.on('message', ({ id, sql, parameters }) => {
  try {
    let statement = statements.get(sql);
    if (!statement) {
      statement = db.prepare(sql);
      if (statements.size >= 500) statements.delete(statements.keys().next().value);
      statements.set(sql, statement);
    }
    parentPort.postMessage({ id, rows: statement.all(...parameters) });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error && error.message) });
  }
});
`;

interface Reply {
  id: number;
  rows?: unknown[];
  error?: string;
}

interface Waiting {
  resolve(rows: unknown[]): void;
  reject(e: Error): void;
}

/** One worker and the reads it has under way. */
class ReaderThread {
  readonly worker: Worker;
  readonly waiting = new Map<number, Waiting>();

  constructor(file: string, driver: string) {
    this.worker = new Worker(WORKER, {
      eval: true,
      workerData: { file, driver, mmapBytes: SQLITE_MMAP_BYTES },
    });
    this.worker.on('message', (reply: Reply) => {
      const waiting = this.waiting.get(reply.id);
      this.waiting.delete(reply.id);
      if (this.waiting.size === 0) this.worker.unref();
      if (reply.error !== undefined) waiting?.reject(new Error(reply.error));
      else waiting?.resolve(reply.rows ?? []);
    });
    this.worker.on('error', error => {
      for (const waiting of this.waiting.values()) waiting.reject(error);
      this.waiting.clear();
    });
    // An idle worker does not keep the process alive; one with a read under way does.
    this.worker.unref();
  }
}

/**
 * A small pool: a search's count and its page are read at the same time (each a
 * walk of the same index), so two threads answer it in the time of the longer.
 */
export const READER_THREADS = 2;

export class SqliteReader {
  readonly #threads: ReaderThread[];
  #next = 0;

  constructor(file: string, threads = READER_THREADS) {
    const driver = createRequire(import.meta.url).resolve('better-sqlite3');
    this.#threads = Array.from(
      { length: Math.max(1, threads) },
      () => new ReaderThread(file, driver),
    );
  }

  all<R>(query: CompiledQuery<R>): Promise<R[]> {
    const id = (this.#next += 1);
    // The least busy thread (the first on a tie): reads never queue behind a long one
    // while another thread is idle.
    const thread = this.#threads.reduce((best, candidate) =>
      candidate.waiting.size < best.waiting.size ? candidate : best,
    );
    return new Promise<R[]>((resolve, reject) => {
      thread.waiting.set(id, { resolve: rows => resolve(rows as R[]), reject });
      if (thread.waiting.size === 1) thread.worker.ref();
      thread.worker.postMessage({ id, sql: query.sql, parameters: query.parameters });
    });
  }

  async close(): Promise<void> {
    await Promise.all(this.#threads.map(thread => thread.worker.terminate()));
  }
}

const readers = new WeakMap<Kysely<Database>, SqliteReader>();

/** Sends `db`'s long reads to `reader` from now on (the db plugin does this on SQLite). */
export function registerReader(db: Kysely<Database>, reader: SqliteReader): void {
  readers.set(db, reader);
}

/** Runs a read query, off the event loop when `db` has a reader (see above). */
export async function runRead<R>(db: Executor, query: CompiledQuery<R>): Promise<R[]> {
  const reader = readers.get(db);
  if (!reader) return (await db.executeQuery(query)).rows;
  return reader.all(query);
}
