/**
 * Bulk inserts for large synthetic loads. PostgreSQL gets each chunk as ONE JSON
 * parameter (json_populate_recordset parses it natively: one small statement instead
 * of tens of thousands of bound parameters). SQLite gets fixed-size multi-row
 * INSERTs, whose SQL repeats chunk after chunk and so hits the statement cache
 * (server/db/statement-cache.ts); SQLite's own JSON functions were slower here.
 */
import { sql, type Insertable } from 'kysely';
import type { Database } from '../db/database';
import { isPostgres, type Executor } from '../db/executor';

type TableName = keyof Database;

const PG_ROWS_PER_STATEMENT = 5_000;
/** Below SQLite's limit of 32,766 bound parameters per statement. */
const SQLITE_PARAMS_PER_STATEMENT = 30_000;

export async function insertRows<T extends TableName>(
  db: Executor,
  table: T,
  rows: readonly Insertable<Database[T]>[],
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = Object.keys(first);
  if (!isPostgres(db)) {
    const perStatement = Math.floor(SQLITE_PARAMS_PER_STATEMENT / columns.length);
    for (let start = 0; start < rows.length; start += perStatement) {
      await db
        .insertInto(table)
        .values(rows.slice(start, start + perStatement))
        .execute();
    }
    return;
  }
  const names = sql.join(columns.map(column => sql.id(column)));
  for (let start = 0; start < rows.length; start += PG_ROWS_PER_STATEMENT) {
    const json = JSON.stringify(rows.slice(start, start + PG_ROWS_PER_STATEMENT));
    await sql`insert into ${sql.table(table)} (${names})
      select ${names} from json_populate_recordset(null::${sql.table(table)}, ${json}::json)`.execute(
      db,
    );
  }
}

/**
 * Runs a bulk load with the tables' secondary indexes dropped, then recreates them
 * from their own stored definitions: building an index once from sorted data is far
 * cheaper than updating it row by row. Indexes behind PRIMARY KEY and UNIQUE
 * constraints stay, so duplicates are still refused during the load.
 */
export async function withoutSecondaryIndexes(
  db: Executor,
  tables: readonly TableName[],
  load: () => Promise<void>,
): Promise<void> {
  const list = sql.join(tables.map(table => sql.lit(table)));
  const { rows } = isPostgres(db)
    ? await sql<{
        name: string;
        definition: string;
      }>`select i.indexname as name, i.indexdef as definition
        from pg_indexes i
        where i.schemaname = current_schema() and i.tablename in (${list})
          and not exists (select 1 from pg_constraint c
            where c.conindid = (quote_ident(i.schemaname) || '.' || quote_ident(i.indexname))::regclass)`.execute(
        db,
      )
    : await sql<{ name: string; definition: string }>`select name, sql as definition
        from sqlite_master where type = 'index' and sql is not null and tbl_name in (${list})`.execute(
        db,
      );
  for (const row of rows) await sql`drop index ${sql.id(row.name)}`.execute(db);
  await load();
  for (const row of rows) await sql.raw(row.definition).execute(db);
}

/**
 * Runs a bulk load with the tables' own triggers off (the catalogue aggregates'),
 * then turns them back on; the caller recounts what they keep (rebuildAggregates).
 * Row by row they would cost a statement or four per row, and on PostgreSQL every
 * repeat update of one aggregate row inside the load's single transaction lengthens
 * that row's version chain. SQLite drops and recreates them from their stored SQL;
 * PostgreSQL disables them (USER triggers only: foreign keys stay enforced).
 */
export async function withoutTriggers(
  db: Executor,
  tables: readonly TableName[],
  load: () => Promise<void>,
): Promise<void> {
  if (isPostgres(db)) {
    for (const table of tables) {
      await sql`alter table ${sql.table(table)} disable trigger user`.execute(db);
    }
    await load();
    for (const table of tables) {
      await sql`alter table ${sql.table(table)} enable trigger user`.execute(db);
    }
    return;
  }
  const list = sql.join(tables.map(table => sql.lit(table)));
  const { rows } = await sql<{ name: string; definition: string }>`select name,
    sql as definition from sqlite_master where type = 'trigger' and tbl_name in (${list})`.execute(
    db,
  );
  for (const row of rows) await sql`drop trigger ${sql.id(row.name)}`.execute(db);
  await load();
  for (const row of rows) await sql.raw(row.definition).execute(db);
}
