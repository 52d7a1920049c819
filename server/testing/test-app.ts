/** Builds the real app on a throwaway database for `inject` tests; no port is opened. */
import { buildApp, type App } from '../app';
import { loadConfig } from '../config/index';
import { createTestDatabase, type TestDatabase } from './test-database';

export interface TestApp {
  app: App;
  database: TestDatabase;
  close(): Promise<void>;
}

export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = loadConfig({
    DATA_DIR: database.dataDir,
    WEB_ROOT: '',
    SEED_DEMO: '0',
    LOG_LEVEL: 'silent',
    ...env,
  });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.destroy().catch(() => undefined);
    },
  };
}
