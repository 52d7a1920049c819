/**
 * What repository functions run their SQL on. Reads take an `Executor` (the app's
 * Kysely or an open transaction); catalogue writes take a `Transaction` only, so the
 * type system keeps them inside the catalogue's one transaction helper.
 */
import { PostgresAdapter, type Kysely, type Transaction } from 'kysely';
import type { Database } from './database';

export type Executor = Kysely<Database> | Transaction<Database>;
export type { Transaction };

/** The two dialects differ in search, JSON and upsert details; repositories branch here. */
export function isPostgres(db: Executor): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** A unique or primary-key violation on either dialect (the database refused a duplicate). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return (
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY' ||
    code === '23505'
  );
}
