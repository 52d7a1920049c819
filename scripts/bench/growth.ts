/**
 * `npm run bench -- growth [--postgres] [--sizes 10000,30000,100000,300000] [--runs N]`
 *
 * Does every catalogue read cost the same at 10k and 300k extensions? For each size
 * (default SQLite 10k, 30k, 100k, 300k; PostgreSQL 10k, 100k) it seeds a fresh
 * database, starts the real server, and times each request shape N times cold (every
 * catalogue cache expired first through the bench server's POST /bench/cold) and N
 * times warm: default listing, category, sort, a common and a rare word, deep paging,
 * about-all, weekly trending, count-filter. It prints p50/p99 and the ratio of each
 * cold p99 to the smallest size's, then a stall probe: GET /api/health every 25 ms
 * while the costliest cold request runs, whose worst wait is how long one request
 * held the event loop. Goals (issue 19): cold p99 at the largest size within 3x of
 * the smallest and under 100 ms; stall probe max under 50 ms.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ROUTES } from '#shared/api/routes';
import {
  admin,
  benchDatabase,
  benchServerEnv,
  seed,
  startServer,
  stopServer,
} from './harness';

const PROBE_EVERY_MS = 25;
const GOAL_RATIO = 3;
const GOAL_P99_MS = 100;
const GOAL_STALL_MS = 50;

interface Shape {
  name: string;
  url: string;
  body?: object;
}

const list = (name: string, body: object): Shape => ({
  name,
  url: ROUTES.listAll.url(),
  body,
});

const SHAPES: Shape[] = [
  list('default listing', {}),
  list('category', { typeFilter: 'Ui' }),
  list('sort by downloads', { sort: 'downloads' }),
  // "blocks" is in a quarter of the synthetic descriptions; "maker42" in a few packages.
  list('common word', { searchText: 'blocks' }),
  list('rare word', { searchText: 'maker42' }),
  list('deep page (skip 9000)', { skip: 9000, limit: 12 }),
  { name: 'about-all', url: ROUTES.aboutAll.url() },
  { name: 'weekly trending', url: ROUTES.weeklyTrending.url() },
  { name: 'count-filter', url: `${ROUTES.countFilter.url()}?type=free&platform=kodular` },
];

async function send(base: string, shape: Shape): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${base}${shape.url}`, {
    method: shape.body ? 'POST' : 'GET',
    headers: shape.body ? { 'content-type': 'application/json' } : {},
    body: shape.body ? JSON.stringify(shape.body) : undefined,
  });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${shape.name} answered ${response.status}`);
  return performance.now() - started;
}

const expire = (base: string) => fetch(`${base}/bench/cold`, { method: 'POST' });

function percentile(times: number[], p: number): number {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
}

interface Timing {
  coldP50: number;
  coldP99: number;
  warmP50: number;
  warmP99: number;
}

async function time(base: string, shape: Shape, runs: number): Promise<Timing> {
  const cold: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    await expire(base);
    cold.push(await send(base, shape));
  }
  const warm: number[] = [];
  for (let run = 0; run < runs; run += 1) warm.push(await send(base, shape));
  return {
    coldP50: percentile(cold, 0.5),
    coldP99: percentile(cold, 0.99),
    warmP50: percentile(warm, 0.5),
    warmP99: percentile(warm, 0.99),
  };
}

/** Health every 25 ms while `shape` runs cold `runs` times: the longest wait of a probe. */
async function stallProbe(base: string, shape: Shape, runs: number) {
  const waits: number[] = [];
  let running = true;
  const probing = (async () => {
    while (running) {
      const started = performance.now();
      await fetch(`${base}${ROUTES.health.url()}`).then(response =>
        response.arrayBuffer(),
      );
      waits.push(performance.now() - started);
      const rest = PROBE_EVERY_MS - (performance.now() - started);
      if (rest > 0) await new Promise(resolve => setTimeout(resolve, rest));
    }
  })();
  for (let run = 0; run < runs; run += 1) {
    await expire(base);
    await send(base, shape);
  }
  running = false;
  await probing;
  return { probes: waits.length, max: Math.max(...waits), p99: percentile(waits, 0.99) };
}

const ms = (value: number) => value.toFixed(1).padStart(8);

async function measureSize(
  size: number,
  postgres: boolean,
  runs: number,
): Promise<Map<string, Timing>> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aix-growth-'));
  const pgName = postgres ? `aix_growth_${size}_${process.pid}` : undefined;
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    const databaseUrl = pgName ? await benchDatabase(pgName) : undefined;
    await seed(size, dataDir, databaseUrl);
    server = await startServer(benchServerEnv(dataDir, databaseUrl));
    const base = `http://127.0.0.1:${server.port}`;
    // JIT and connections warm on a request outside the shapes.
    for (let run = 0; run < 20; run += 1) await send(base, list('warm-up', { limit: 1 }));
    const timings = new Map<string, Timing>();
    for (const shape of SHAPES) {
      if (shape.name.startsWith('deep') && size < 9_100) continue;
      timings.set(shape.name, await time(base, shape, runs));
    }
    const costliest = [...timings].sort((a, b) => b[1].coldP99 - a[1].coldP99)[0];
    const shape = SHAPES.find(candidate => candidate.name === costliest?.[0]);
    if (shape) {
      const probe = await stallProbe(base, shape, Math.max(5, Math.round(runs / 2)));
      console.log(
        `stall probe at ${size} while "${shape.name}" ran cold: ${probe.probes} probes, max ${probe.max.toFixed(1)} ms, p99 ${probe.p99.toFixed(1)} ms (goal < ${GOAL_STALL_MS} ms): ${probe.max < GOAL_STALL_MS ? 'met' : 'MISSED'}`,
      );
    }
    return timings;
  } finally {
    if (server) await stopServer(server.child);
    if (pgName) await admin(`drop database if exists ${pgName} with (force)`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

function report(sizes: number[], results: Map<number, Map<string, Timing>>): void {
  const first = results.get(sizes[0] ?? 0);
  for (const size of new Set(sizes)) {
    const timings = results.get(size);
    if (!timings) continue;
    console.log(`\n${size.toLocaleString('en')} extensions (ms)`);
    console.log(
      `${'request'.padEnd(24)}${'cold p50'.padStart(8)}${'cold p99'.padStart(9)}${'warm p50'.padStart(9)}${'warm p99'.padStart(9)}  cold p99 / ${sizes[0]}`,
    );
    for (const [name, t] of timings) {
      const base = first?.get(name)?.coldP99;
      const ratio = base ? t.coldP99 / base : Number.NaN;
      const met = !(ratio > GOAL_RATIO) && t.coldP99 < GOAL_P99_MS;
      console.log(
        `${name.padEnd(24)}${ms(t.coldP50)} ${ms(t.coldP99)} ${ms(t.warmP50)} ${ms(t.warmP99)}  ${Number.isNaN(ratio) ? '   -' : `${ratio.toFixed(1)}x`.padStart(5)}${size === sizes.at(-1) ? (met ? '  met' : '  MISSED') : ''}`,
      );
    }
  }
}

export async function run(args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: {
      postgres: { type: 'boolean', default: false },
      sizes: { type: 'string' },
      runs: { type: 'string', default: '20' },
    },
    strict: true,
  });
  const postgres = values.postgres;
  const sizes = (
    values.sizes ?? (postgres ? '10000,100000' : '10000,30000,100000,300000')
  )
    .split(',')
    .map(Number);
  if (sizes.some(size => !Number.isInteger(size) || size < 1)) {
    throw new Error('--sizes takes whole numbers separated by commas, e.g. 10000,100000');
  }
  const runs = Number(values.runs);
  const results = new Map<number, Map<string, Timing>>();
  for (const size of sizes) {
    results.set(size, await measureSize(size, postgres, runs));
    report([sizes[0] ?? size, size], results);
  }
  console.log(
    `\n${postgres ? 'PostgreSQL' : 'SQLite'}, ${runs} runs per shape; goals at the largest size: cold p99 within ${GOAL_RATIO}x of ${sizes[0]} and under ${GOAL_P99_MS} ms`,
  );
  report(sizes, results);
}
