/** Starts the server: migrate, seed the demo catalogue on first start, listen, close on signals. */
import { buildApp } from './app';
import { loadConfig } from './config/index';
import { openDatabase, sqliteFile } from './db/dialect';
import { migrateToLatest } from './db/migrate';
import { demoCatalogueSummary, seedDemoIfEmpty } from './seed/demo';
import { storeDemoFiles } from './seed/demo-files';
import { storeInlineImages } from './modules/uploads/inline-images';

async function main() {
  const config = loadConfig();
  const database = openDatabase({
    databaseUrl: config.databaseUrl,
    sqliteFile: sqliteFile(config.dataDir),
  });
  await migrateToLatest(database.db);
  const seeded =
    config.seedDemo && (await seedDemoIfEmpty(database.db, database.dialect));
  const app = await buildApp({ config, database });
  if (seeded) {
    app.log.info(
      `Seeded the demo catalogue (${demoCatalogueSummary()}); SEED_DEMO=0 starts with an empty one`,
    );
  }
  if (config.seedDemo) await storeDemoFiles(database.db, app.storage);
  const pictures = await storeInlineImages({
    db: database.db,
    storage: app.storage,
    catalogue: app.catalogue,
  });
  if (pictures.icons + pictures.avatars + pictures.unreadable > 0) {
    app.log.info(pictures, 'inline icons and avatars moved to stored files');
  }

  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'closing');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void close('SIGINT'));
  process.on('SIGTERM', () => void close('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `AIX Market is open at ${config.publicUrl} (database: ${database.dialect})`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
