/**
 * The bench's server process: the real app (buildApp on the bench database, with
 * its rate limiter scaled up but still in the path) plus one route only the bench
 * registers, POST /bench/ceiling, which answers a constant list-all body through the
 * same response schema: the framework ceiling; and POST /bench/cold, which expires
 * the catalogue caches. Prints `READY <port>` when listening.
 */
import { ListAllResponseSchema } from '#shared/api/extensions';
import { buildApp } from '#server/app';
import { loadConfig } from '#server/config/index';
import { openDatabase, sqliteFile } from '#server/db/dialect';
import { migrateToLatest } from '#server/db/migrate';
import { Catalogue } from '#server/modules/extensions/catalogue';
import { listCatalogue } from '#server/modules/extensions/extensions.service';

async function main(): Promise<void> {
  // Benchmarks measure our code, never a rates source on the internet.
  const config = loadConfig({ EXCHANGE_RATES_URL: '', ...process.env });
  const database = openDatabase({
    databaseUrl: config.databaseUrl,
    sqliteFile: sqliteFile(config.dataDir),
  });
  await migrateToLatest(database.db);
  const constant = await listCatalogue(new Catalogue(database.db), {});
  const app = await buildApp({ config, database, logger: false });
  app.post(
    '/bench/ceiling',
    { schema: { hide: true, response: { 200: ListAllResponseSchema } } },
    async () => constant,
  );
  // Server-side figures the bench prints: cache hit counts and CPU time used so far.
  app.get('/bench/stats', { schema: { hide: true } }, async () => {
    const cpu = process.cpuUsage();
    return { caches: app.catalogue.cacheTotals(), cpuMs: (cpu.user + cpu.system) / 1000 };
  });
  // Expires every catalogue cache (an empty catalogue write bumps its generation), so
  // the growth bench can time cold requests.
  app.post('/bench/cold', { schema: { hide: true } }, async () => {
    await app.catalogue.write(async () => undefined);
    return { ok: true };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  // A seeded catalogue's versions are signed in the background after start
  // (server/plugins/signing.ts): time requests once that is done, as on a server
  // that has been up for a while, not beside it.
  for (;;) {
    const unsigned = await app.db
      .selectFrom('extension_versions')
      .select('id')
      .where('signature', 'is', null)
      .limit(1)
      .executeTakeFirst();
    if (!unsigned) break;
    await new Promise(resolve => setTimeout(resolve, 250));
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  process.stdout.write(`READY ${port} ${JSON.stringify(constant).length}\n`);
  const close = () => void app.close().then(() => process.exit(0));
  process.on('SIGTERM', close);
  process.on('SIGINT', close);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
