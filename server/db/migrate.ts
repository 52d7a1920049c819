import { Migrator, type Kysely, type MigrationProvider } from 'kysely';
import type { Database } from './database';
import { migrations } from './migrations/index';

const provider: MigrationProvider = { getMigrations: () => Promise.resolve(migrations) };

/** Brings the schema up to date; throws with the failing migration's name. */
export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find(result => result.status === 'Error');
  if (error) {
    const reason = error instanceof Error ? error.message : JSON.stringify(error);
    throw new Error(
      `Migration ${failed?.migrationName ?? '(unknown)'} failed: ${reason}`,
      {
        cause: error,
      },
    );
  }
}
