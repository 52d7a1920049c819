/**
 * The download bench's server process: the real app on a throwaway data folder with
 * the demo catalogue, one demo version swapped for a 5 MB .aix, a buyer with a paid
 * order for it, and a signed download link; plus the ceiling, the same bytes from
 * the same disk through @fastify/static. Prints `READY <port> <link> <static> <size>`.
 * GET /bench/stats answers the process's memory, so the bench can watch it.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { createZip } from '#shared/zip/zip-writer';
import { ROUTES } from '#shared/api/routes';
import { buildApp } from '#server/app';
import { loadConfig } from '#server/config/index';
import { openDatabase, sqliteFile } from '#server/db/dialect';
import { migrateToLatest } from '#server/db/migrate';
import { insertUser } from '#server/modules/account/account.repository';
import { testUserRow } from '#server/modules/auth/auth-testing';
import { signLink } from '#server/modules/commerce/delivery';
import { insertOrder } from '#server/modules/commerce/orders.repository';
import { seedDemoIfEmpty } from '#server/seed/demo';

const FILE_BYTES = 5 * 1024 * 1024;

/** A zip with a component descriptor and 5 MB of incompressible assets. */
function bigAix(): Uint8Array {
  const root = 'com.bench.bigextension';
  return createZip([
    {
      name: `${root}/components.json`,
      data: new TextEncoder().encode(
        JSON.stringify([{ type: `${root}.Big`, name: 'Big', version: '1' }]),
      ),
    },
    { name: `${root}/assets/payload.bin`, data: randomBytes(FILE_BYTES) },
  ]);
}

async function main(): Promise<void> {
  // Benchmarks measure our code, never a rates source on the internet.
  const config = loadConfig({ EXCHANGE_RATES_URL: '', ...process.env });
  const database = openDatabase({
    databaseUrl: config.databaseUrl,
    sqliteFile: sqliteFile(config.dataDir),
  });
  await migrateToLatest(database.db);
  await seedDemoIfEmpty(database.db, database.dialect);
  const app = await buildApp({ config, database, logger: false });

  const bytes = bigAix();
  const stored = await app.storage.put(bytes, { namespace: 'aix' });
  const version = await database.db
    .selectFrom('extension_versions')
    .select(['id', 'extension_id', 'version_name'])
    .where('extension_id', '=', 'ext_demo_01')
    .orderBy('version_code', 'desc')
    .executeTakeFirstOrThrow();
  await database.db
    .updateTable('extension_versions')
    .set({ storage_key: stored.key, sha256: stored.sha256, file_size: stored.size })
    .where('id', '=', version.id)
    .execute();
  const buyer = await insertUser(database.db, testUserRow());
  const now = new Date().toISOString();
  const orderId = `order_bench${randomUUID().slice(0, 8)}`;
  await insertOrder(database.db, {
    id: orderId,
    kind: 'extension',
    buyer_id: buyer.id,
    seller_id: null,
    extension_id: version.extension_id,
    item_name: 'Bench',
    gold_tier: null,
    amount_minor: 0,
    currency: 'INR',
    list_price_minor: 0,
    list_currency: 'INR',
    rate: null,
    rate_as_of: null,
    receipt: `aixm_bench_${randomUUID().slice(0, 8)}`,
    notes: '{}',
    status: 'paid',
    provider: 'free',
    payment_id: null,
    platform_fee_minor: 0,
    seller_payout_minor: 0,
    licence_key: null,
    created_at: now,
    paid_at: now,
    updated_at: now,
  });
  const link = ROUTES.downloadFile.url({
    token: signLink(app.payments.linkSecret, {
      o: orderId,
      v: version.id,
      e: Math.floor(Date.now() / 1000) + 3600,
    }),
  });

  // The ceiling: the same bytes from the same disk, served by @fastify/static.
  const staticRoot = path.join(config.dataDir, 'bench-static');
  fs.mkdirSync(staticRoot, { recursive: true });
  fs.writeFileSync(path.join(staticRoot, 'big.aix'), bytes);
  await app.register(fastifyStatic, {
    root: staticRoot,
    prefix: '/bench/static/',
    decorateReply: false,
  });
  app.get('/bench/stats', { schema: { hide: true } }, async () => ({
    rss: process.memoryUsage().rss,
  }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  process.stdout.write(`READY ${port} ${link} /bench/static/big.aix ${bytes.length}\n`);
  const close = () => void app.close().then(() => process.exit(0));
  process.on('SIGTERM', close);
  process.on('SIGINT', close);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
