/**
 * `npm run bench -- explore [--postgres] [--extensions N] [--duration S] [--connections C]`
 *
 * Seeds a synthetic catalogue (100,000 extensions by default) into a fresh SQLite
 * database in a temporary folder, or a fresh throwaway PostgreSQL database with
 * --postgres; starts the real server on a loopback port; then, against that server:
 *
 * 1. hot set (300 distinct list-all bodies: searches, filters, sorts, pages): a cold
 *    pass sends each body once, one at a time, with nothing cached (its mean is the
 *    uncached cost); then autocannon drives the set in rotation: the steady state of
 *    a server that has been answering this traffic (rankings and counts cached,
 *    rows always read fresh);
 * 2. the ceiling: a bench-only route answering a constant list-all body through the
 *    same response schema, driven the same way;
 * 3. long tail (2,000 distinct bodies, not primed, mostly uncached).
 *
 * Prints requests/s, p50/p99, server CPU per request and cache hits for each, and
 * checks the targets on the steady state: p99 < 25 ms and >= 40% of the ceiling.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { makeBodies } from './bodies';
import {
  admin,
  benchDatabase,
  benchServerEnv,
  coldPass,
  seed,
  serverLine,
  serverStats,
  startServer,
  stopServer,
} from './harness';
import { describe, drive } from './load';

const TARGET_P99_MS = 25;
const TARGET_RATIO = 0.4;
const HOT_BODIES = 300;
const TAIL_BODIES = 2_000;

async function measure(base: string, connections: number, seconds: number) {
  const listAllUrl = `${base}/private/api/extension/list-all`;
  const ceilingUrl = `${base}/bench/ceiling`;
  const hot = makeBodies(HOT_BODIES, 7);
  const cold = await coldPass(listAllUrl, hot);
  // Warm-up: JIT and connection set-up on both routes.
  await drive({ url: listAllUrl, bodies: hot, connections, seconds: 2 });
  await drive({ url: ceilingUrl, bodies: hot, connections, seconds: 2 });
  const s0 = await serverStats(base);
  const listing = await drive({ url: listAllUrl, bodies: hot, connections, seconds });
  const s1 = await serverStats(base);
  const ceiling = await drive({ url: ceilingUrl, bodies: hot, connections, seconds });
  const s2 = await serverStats(base);
  const tail = makeBodies(TAIL_BODIES, 11);
  const longTail = await drive({ url: listAllUrl, bodies: tail, connections, seconds });
  const s3 = await serverStats(base);

  console.log(`\n${connections} connections, ${seconds} s per run`);
  console.log(
    `cold pass, ${hot.length} bodies one at a time, nothing cached: mean ${cold.meanMs.toFixed(2)} ms, p99 ${cold.p99Ms.toFixed(1)} ms, max ${cold.maxMs.toFixed(0)} ms`,
  );
  console.log(describe(`list-all ${hot.length} bodies`, listing));
  console.log(`   ${serverLine(s0, s1, listing.requests)}`);
  console.log(describe('ceiling (constant)', ceiling));
  console.log(`   ${serverLine(s1, s2, ceiling.requests)}`);
  console.log(describe(`list-all ${tail.length} bodies`, longTail));
  console.log(`   ${serverLine(s2, s3, longTail.requests)}`);
  const ratio = listing.requestsPerSecond / ceiling.requestsPerSecond;
  const met = ratio >= TARGET_RATIO && listing.p99 < TARGET_P99_MS;
  console.log(
    `\nsteady state: ${(ratio * 100).toFixed(0)}% of the ceiling (target >= ${TARGET_RATIO * 100}%), p99 ${listing.p99} ms (target < ${TARGET_P99_MS} ms): ${met ? 'TARGETS MET' : 'TARGETS MISSED'}`,
  );
  console.log(
    `long tail: ${((longTail.requestsPerSecond / ceiling.requestsPerSecond) * 100).toFixed(0)}% of the ceiling, p99 ${longTail.p99} ms`,
  );
  if (listing.non2xx + listing.errors + longTail.non2xx + longTail.errors > 0) {
    console.log('warning: list-all answered errors or timed out during a run');
  }
}

export async function run(args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: {
      postgres: { type: 'boolean', default: false },
      extensions: { type: 'string', default: '100000' },
      duration: { type: 'string', default: '10' },
      connections: { type: 'string', default: '50' },
    },
    strict: true,
  });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aix-bench-'));
  const pgName = values.postgres
    ? `aix_bench_${Date.now().toString(36)}_${process.pid}`
    : undefined;
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    const databaseUrl = pgName ? await benchDatabase(pgName) : undefined;
    await seed(Number(values.extensions), dataDir, databaseUrl);
    server = await startServer(benchServerEnv(dataDir, databaseUrl));
    await measure(
      `http://127.0.0.1:${server.port}`,
      Number(values.connections),
      Number(values.duration),
    );
  } finally {
    if (server) await stopServer(server.child);
    if (pgName) await admin(`drop database if exists ${pgName} with (force)`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
