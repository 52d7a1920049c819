/**
 * A throwaway, migrated database for one test file: a temporary SQLite file, or a
 * fresh PostgreSQL database when TEST_DB=postgres (dropped again in `destroy`).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../db/dialect';
import { migrateToLatest } from '../db/migrate';

export interface TestDatabase extends DatabaseHandle {
  dataDir: string;
  /** PostgreSQL only: the database's URL, for a server process started on it. */
  url?: string;
  /** Closes connections and removes the database and the data folder. */
  destroy(): Promise<void>;
}

export const testDialect = (): 'sqlite' | 'postgres' =>
  process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';

const adminUrl = () =>
  process.env.TEST_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aix-market-test-'));
  if (testDialect() === 'sqlite') {
    const handle = openDatabase({ sqliteFile: path.join(dataDir, 'test.sqlite') });
    await migrateToLatest(handle.db);
    return {
      ...handle,
      dataDir,
      destroy: async () => {
        await handle.db.destroy();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const name = `aix_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  const handle = openDatabase({ databaseUrl: url.toString(), sqliteFile: '' });
  await migrateToLatest(handle.db);
  return {
    ...handle,
    dataDir,
    url: url.toString(),
    destroy: async () => {
      await handle.db.destroy();
      await adminQuery(`drop database if exists ${name} with (force)`);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
