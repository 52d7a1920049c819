/** Builds the real app on a throwaway database for tests (`inject`, or a loopback port). */
import { buildApp, type App } from '../app';
import { loadConfig } from '../config/index';
import { seedDemoIfEmpty } from '../seed/demo';
import { storeDemoFiles } from '../seed/demo-files';
import { storeInlineImages } from '../modules/uploads/inline-images';
import { signUnsignedVersions } from '../modules/signing/signing.service';
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
    // Tests never reach the internet; rates tests point this at a local source.
    EXCHANGE_RATES_URL: '',
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

/**
 * The app with the demo catalogue (its versions holding real .aix files, its icons and
 * avatars stored files, as after a real start) listening
 * on a loopback port, for clients that talk HTTP: the command line, studio services.
 */
export async function createListeningDemoApp(
  env: Record<string, string> = {},
): Promise<TestApp & { base: string }> {
  const ctx = await createTestApp(env);
  await seedDemoIfEmpty(ctx.database.db, ctx.database.dialect);
  await storeDemoFiles(ctx.database.db, ctx.app.storage);
  await storeInlineImages({
    db: ctx.database.db,
    storage: ctx.app.storage,
    catalogue: ctx.app.catalogue,
  });
  // As a real start does once the seed is in (server/plugins/signing.ts).
  await signUnsignedVersions(ctx.app.catalogue, ctx.app.signer);
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const address = ctx.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { ...ctx, base: `http://127.0.0.1:${port}` };
}
