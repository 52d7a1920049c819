/**
 * Reuses prepared SQLite statements. Kysely's SQLite driver calls `prepare` for every
 * query; the listing runs a handful of SQL shapes thousands of times a second, and
 * bulk loads repeat one INSERT per chunk, so parsing and planning each time is wasted
 * work. A statement still busy (an open iterator) is never handed out twice.
 */
import type Database from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

const MAX_STATEMENTS = 500;

export function withStatementCache(database: Database.Database): SqliteDatabase {
  const cache = new Map<string, Database.Statement>();
  return {
    close: () => {
      cache.clear();
      database.close();
    },
    prepare(sql: string): SqliteStatement {
      const cached = cache.get(sql);
      if (cached && !cached.busy) {
        // Refresh its place so the least recently used statement is evicted first.
        cache.delete(sql);
        cache.set(sql, cached);
        return cached;
      }
      const statement = database.prepare(sql);
      if (!cached) {
        if (cache.size >= MAX_STATEMENTS) {
          const oldest = cache.keys().next().value;
          if (oldest !== undefined) cache.delete(oldest);
        }
        cache.set(sql, statement);
      }
      return statement;
    },
  };
}
