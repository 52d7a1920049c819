/** SQLite by default, PostgreSQL when DATABASE_URL is a postgres:// URL. */
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { Kysely, PostgresDialect, SqliteDialect, type Dialect } from 'kysely';
import type { Database } from './database';
import { withStatementCache } from './statement-cache';

export type DialectName = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DialectName;
  /** SQLite: the database file, for a second (read-only) connection in a worker. */
  sqliteFile?: string;
}

/**
 * Read pages through a memory map, not read() into each connection's own page
 * cache (16 MB in better-sqlite3): a search walks more index pages than that
 * cache holds, so with it every search re-copied its pages from the kernel. At
 * 100k extensions a relevance ranking took 10.5 ms of CPU per query without the
 * map and 4.0 ms with it; the map is the kernel's page cache, shared by every
 * connection (the reader threads' too, server/db/sqlite-reader.ts). SQLite caps
 * it at its build's limit (2 GB); beyond that, pages are read as before. Writes
 * still go through the WAL, never the map.
 */
export const SQLITE_MMAP_BYTES = 2 ** 31;

export function sqliteFile(dataDir: string): string {
  return path.join(dataDir, 'aix-market.sqlite');
}

function sqliteDialect(file: string): Dialect {
  if (file !== ':memory:') {
    // The folder and the database hold accounts and sessions: the owner's alone.
    fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  }
  const database = new SQLite(file);
  // Before WAL mode: SQLite gives the -wal and -shm files the database file's mode.
  if (file !== ':memory:') fs.chmodSync(file, 0o600);
  // WAL lets readers run while a writer commits; foreign keys are off by default in SQLite.
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = NORMAL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  database.pragma(`mmap_size = ${SQLITE_MMAP_BYTES}`);
  return new SqliteDialect({ database: withStatementCache(database) });
}

function postgresDialect(url: string): Dialect {
  // Counts come back as int8; parse them as numbers (our counts stay far below 2^53).
  pg.types.setTypeParser(20, value => Number(value));
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // The default (4) prices random reads for spinning disks, so a search for a word
    // in a quarter of the catalogue counted its matches by reading every row (300 ms
    // at 100k) instead of the text index's bitmap (50-120 ms). 1.1 is the usual value
    // for SSDs and for a catalogue that fits in memory.
    options: '-c random_page_cost=1.1',
  });
  // An idle connection the server drops (restart, failover, a dropped test database)
  // is emitted here; without a listener Node treats it as an uncaught error and exits.
  // The pool already discards that client and the next query opens a fresh one.
  pool.on('error', error => {
    console.warn(`PostgreSQL: an idle connection closed (${error.message})`);
  });
  return new PostgresDialect({ pool });
}

export function openDatabase(options: {
  databaseUrl?: string;
  sqliteFile: string;
}): DatabaseHandle {
  if (options.databaseUrl) {
    return {
      db: new Kysely<Database>({ dialect: postgresDialect(options.databaseUrl) }),
      dialect: 'postgres',
    };
  }
  return {
    db: new Kysely<Database>({ dialect: sqliteDialect(options.sqliteFile) }),
    dialect: 'sqlite',
    sqliteFile: options.sqliteFile,
  };
}
