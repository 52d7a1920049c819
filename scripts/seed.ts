/**
 * `npm run seed -- --extensions N --users M [--data-dir D] [--seed S]`
 *
 * Fills an empty database with a deterministic synthetic catalogue (server/seed/
 * synthetic.ts). Uses DATABASE_URL (PostgreSQL) like the server, else the SQLite
 * file in --data-dir (default: DATA_DIR or ./data). Refuses a non-empty catalogue.
 * The generated icons and avatars go to the server's file storage (STORAGE_DRIVER),
 * so its first start has no rows to rewrite.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '#server/config/index';
import { openDatabase, sqliteFile } from '#server/db/dialect';
import { migrateToLatest } from '#server/db/migrate';
import { loadRatesSnapshot } from '#server/modules/rates/rates.repository';
import { createStorage } from '#server/plugins/storage';
import { seedSynthetic } from '#server/seed/synthetic';

const USAGE =
  'Usage: npm run seed -- --extensions N --users M [--data-dir DIR] [--seed NUMBER]';

function count(name: string, raw: string | undefined, min: number, max: number): number {
  const value = Number(raw);
  if (raw === undefined || !Number.isInteger(value) || value < min || value > max) {
    throw new Error(`--${name} must be a whole number from ${min} to ${max}\n${USAGE}`);
  }
  return value;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      extensions: { type: 'string' },
      users: { type: 'string' },
      'data-dir': { type: 'string' },
      seed: { type: 'string' },
      help: { type: 'boolean' },
    },
    strict: true,
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const extensions = count('extensions', values.extensions, 0, 2_000_000);
  const users = count('users', values.users, 1, 1_000_000);
  const seed =
    values.seed === undefined ? undefined : count('seed', values.seed, 0, 2 ** 32 - 1);
  const env = { ...process.env };
  if (values['data-dir']) env.DATA_DIR = values['data-dir'];
  const config = loadConfig(env);
  const database = openDatabase({
    databaseUrl: config.databaseUrl,
    sqliteFile: sqliteFile(config.dataDir),
  });
  try {
    await migrateToLatest(database.db);
    const existing = await database.db
      .selectFrom('extensions')
      .select(eb => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    if (Number(existing.count) > 0) {
      throw new Error(
        `The database already holds ${existing.count} extensions; seed a fresh --data-dir or DATABASE_URL.`,
      );
    }
    const where =
      database.dialect === 'postgres'
        ? 'PostgreSQL (DATABASE_URL)'
        : sqliteFile(config.dataDir);
    console.log(`Seeding ${extensions} extensions and ${users} users into ${where} …`);
    const result = await seedSynthetic(database.db, {
      extensions,
      users,
      seed,
      storage: await createStorage(config.storage),
    });
    await loadRatesSnapshot(database.db);
    console.log(
      `Seeded ${result.extensions} extensions (${result.published} published) and ${result.users} users in ${(result.ms / 1000).toFixed(1)} s.`,
    );
  } finally {
    await database.db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
