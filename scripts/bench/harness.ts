/**
 * Pieces the catalogue benches share (explore, growth): a throwaway database seeded
 * with the synthetic catalogue, the bench server process, the cold pass, server stats.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, sqliteFile } from '#server/db/dialect';
import { migrateToLatest } from '#server/db/migrate';
import { loadStorageConfig } from '#server/config/storage';
import { createStorage } from '#server/plugins/storage';
import { seedSynthetic } from '#server/seed/synthetic';

const ADMIN_URL =
  process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Runs one statement on the PostgreSQL server's admin database (create/drop database). */
export async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Creates database `name` on the bench PostgreSQL server and answers its URL. */
export async function benchDatabase(name: string): Promise<string> {
  await admin(`create database ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Migrates and fills the bench database: `extensions` synthetic rows, 1 maker per 50. */
export async function seed(
  extensions: number,
  dataDir: string,
  databaseUrl: string | undefined,
) {
  const database = openDatabase({ databaseUrl, sqliteFile: sqliteFile(dataDir) });
  try {
    await migrateToLatest(database.db);
    const seeded = await seedSynthetic(database.db, {
      extensions,
      users: Math.max(1, Math.round(extensions / 50)),
      // The bench server's storage (benchServerEnv): it starts with nothing to rewrite.
      storage: await createStorage(loadStorageConfig({}, dataDir)),
    });
    console.log(
      `seeded ${seeded.extensions} extensions (${seeded.published} published) on ${database.dialect} in ${(seeded.ms / 1000).toFixed(1)} s`,
    );
  } finally {
    await database.db.destroy();
  }
}

/** The bench server's environment: the bench database, no web root, no demo, quiet logs. */
export function benchServerEnv(
  dataDir: string,
  databaseUrl: string | undefined,
): NodeJS.ProcessEnv {
  return {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? '',
    WEB_ROOT: '',
    SEED_DEMO: '0',
    LOG_LEVEL: 'warn',
    // Keeps the per-route limiter in the request path without refusing the load.
    RATE_LIMIT_SCALE: '100000',
  };
}

export interface ServerStats {
  caches: Record<string, { hits: number; misses: number }>;
  cpuMs: number;
}

/** Starts scripts/bench/server.ts and resolves with its port once it prints READY. */
export function startServer(
  env: NodeJS.ProcessEnv,
): Promise<{ child: ChildProcess; port: number }> {
  const entry = path.join(import.meta.dirname, 'server.ts');
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /READY (\d+) (\d+)/.exec(output);
      if (match) {
        console.log(
          `server ready on 127.0.0.1:${match[1]} (ceiling body ${match[2]} bytes)`,
        );
        resolve({ child, port: Number(match[1]) });
      }
    });
    child.on('exit', code => reject(new Error(`bench server exited with ${code}`)));
  });
}

export async function stopServer(child: ChildProcess): Promise<void> {
  const exited = new Promise(resolve => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

export async function serverStats(base: string): Promise<ServerStats> {
  const response = await fetch(`${base}/bench/stats`);
  return (await response.json()) as ServerStats;
}

/** Server CPU per request and cache hits between two stats snapshots. */
export function serverLine(from: ServerStats, to: ServerStats, requests: number): string {
  const cpu = ((to.cpuMs - from.cpuMs) / Math.max(1, requests)).toFixed(3);
  const caches = ['pages', 'rankings', 'cards', 'counts', 'facets'].map(name => {
    const a = from.caches[name] ?? { hits: 0, misses: 0 };
    const b = to.caches[name] ?? { hits: 0, misses: 0 };
    return `${name} ${b.hits - a.hits}/${b.misses - a.misses}`;
  });
  return `server: ${cpu} ms CPU per request; cache hits/misses: ${caches.join(', ')}`;
}

/** Each body once, sequentially: the uncached cost of the whole mix. */
export async function coldPass(url: string, bodies: readonly string[]) {
  const times: number[] = [];
  for (const body of bodies) {
    const started = performance.now();
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`list-all answered ${response.status} to ${body}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return {
    meanMs: times.reduce((sum, time) => sum + time, 0) / times.length,
    p99Ms: times[Math.floor(times.length * 0.99)] ?? 0,
    maxMs: times.at(-1) ?? 0,
  };
}
