/**
 * `aix-market admin grant <email>` / `admin revoke <email>`: give or take the
 * admin role of an account that has signed in at least once. Uses the same
 * database as the server (DATABASE_URL or DATA_DIR). Exit 0 done, 2 bad input
 * or no such account, 1 anything else.
 */
import { PATTERNS } from '#shared/domain/validation';
import { loadConfig } from '#server/config/index';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database';
import { openDatabase, sqliteFile } from '#server/db/dialect';
import { migrateToLatest } from '#server/db/migrate';
import { AppError } from '#server/errors';
import { changeRole } from '#server/modules/admin/admin.service';
import type { CliIo } from '../cli';
import type { CommandRun } from './index';

const USAGE =
  'Usage: aix-market admin grant <email>   make the account an admin\n' +
  '       aix-market admin revoke <email>  make the account a regular user\n';

const ROLE_OF = { grant: 'admin', revoke: 'user' } as const;

export interface OpenedDatabase {
  db: Kysely<Database>;
  close(): Promise<void>;
}

async function openFromEnvironment(): Promise<OpenedDatabase> {
  const config = loadConfig();
  const { db } = openDatabase({
    databaseUrl: config.databaseUrl,
    sqliteFile: sqliteFile(config.dataDir),
  });
  await migrateToLatest(db);
  return { db, close: () => db.destroy() };
}

/** The command with its database injected, so tests run it on a throwaway one. */
export async function runAdmin(
  args: string[],
  io: CliIo,
  open: () => Promise<OpenedDatabase> = openFromEnvironment,
): Promise<number> {
  const [action, email, ...extra] = args;
  if (action === '--help' || action === '-h') {
    io.stdout(USAGE);
    return 0;
  }
  if ((action !== 'grant' && action !== 'revoke') || !email || extra.length > 0) {
    io.stderr(USAGE);
    return 2;
  }
  if (!PATTERNS.email.test(email)) {
    io.stderr(`"${email}" is not an email address.\n`);
    return 2;
  }
  const database = await open();
  try {
    const user = await changeRole(database.db, email, ROLE_OF[action]);
    io.stdout(
      `${user.email} (@${user.username}) is now ${user.role === 'admin' ? 'an admin' : 'a regular user'}.\n`,
    );
    return 0;
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404) {
      io.stderr(`No account uses ${email}. The person must sign in once first.\n`);
      return 2;
    }
    throw error;
  } finally {
    await database.close();
  }
}

export const run: CommandRun = (args, io) => runAdmin(args, io);
