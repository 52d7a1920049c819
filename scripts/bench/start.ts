/**
 * How fast the command line starts and how much memory the idle server holds, bundled
 * (what `aix-market` and `npm start` run) against the TypeScript run through tsx
 * (what they ran before), next to a bare `node -e 0` measured in the same run.
 * Run: `npm run bench -- start [--runs N] [--idle S]`. Budget: `aix-market --help` and
 * `inspect` of a small .aix under 0.3 s wall (median).
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildSampleAix } from '#shared/aix/sample-aix';
import { ROUTES } from '#shared/api/routes';
import { buildNodeBundle } from '../build-node';
import { SERVER_MAIN } from '../node-bundles';
import { repoRoot } from '../repo-root';
import { freePort } from '../auth-emulator';

const BUDGET_MS = 300;

function option(args: string[], name: string, fallback: number): number {
  const index = args.indexOf(name);
  const value = index >= 0 ? Number(args[index + 1]) : fallback;
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

/** Median and fastest wall time of `runs` runs, in milliseconds. */
function time(command: string[], runs: number): { median: number; min: number } {
  const times: number[] = [];
  for (let run = 0; run <= runs; run++) {
    const started = performance.now();
    const result = spawnSync(process.execPath, command, {
      cwd: repoRoot,
      stdio: 'ignore',
    });
    if (result.status !== 0)
      throw new Error(`${command.join(' ')} exited ${result.status}`);
    // The first run warms the file cache and is not counted.
    if (run > 0) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)] ?? 0, min: times[0] ?? 0 };
}

/** Starts a server, waits until it answers, idles, and answers its resident memory in MB. */
async function idleRss(command: string[], idleSeconds: number): Promise<number> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aix-bench-start-'));
  const child = spawn(process.execPath, command, {
    cwd: repoRoot,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_ROOT: fs.existsSync(path.join(repoRoot, 'dist/web')) ? 'dist/web' : '',
      LOG_LEVEL: 'warn',
      EXCHANGE_RATES_URL: '',
    },
  });
  try {
    for (let tries = 0; tries < 1200; tries++) {
      if (child.exitCode !== null) throw new Error(`${command.join(' ')} exited`);
      const up = await fetch(`http://127.0.0.1:${port}${ROUTES.health.url()}`).then(
        response => response.ok,
        () => false,
      );
      if (up) break;
      await new Promise(resolve => setTimeout(resolve, 100));
    }
    await new Promise(resolve => setTimeout(resolve, idleSeconds * 1000));
    const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
  } finally {
    const exited = new Promise(resolve => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function run(args: string[]): Promise<void> {
  const runs = option(args, '--runs', 10);
  const idle = option(args, '--idle', 5);
  await buildNodeBundle('cli');
  await buildNodeBundle('server');
  const aix = path.join(
    fs.mkdtempSync(path.join(os.tmpdir(), 'aix-bench-')),
    'small.aix',
  );
  fs.writeFileSync(
    aix,
    buildSampleAix({
      packageName: 'com.example.small',
      component: 'Small',
      version: 1,
      versionName: '1.0',
    }),
  );
  const bin = 'bin/aix-market.js';
  const rows = {
    'node -e 0 (reference)': time(['-e', '0'], runs),
    'aix-market --help': time([bin, '--help'], runs),
    'aix-market inspect small.aix': time([bin, 'inspect', aix], runs),
    'tsx bin/cli.ts --help': time(['--import', 'tsx', 'bin/cli.ts', '--help'], runs),
    'tsx bin/cli.ts inspect small.aix': time(
      ['--import', 'tsx', 'bin/cli.ts', 'inspect', aix],
      runs,
    ),
  };
  const reference = rows['node -e 0 (reference)'].median;
  console.log(`median of ${runs} runs (fastest), ratio to node -e 0:`);
  for (const [name, { median, min }] of Object.entries(rows)) {
    const ratio = (median / reference).toFixed(1);
    console.log(
      `  ${name.padEnd(34)} ${median.toFixed(0).padStart(6)} ms (${min.toFixed(0)})  ×${ratio}`,
    );
  }
  for (const name of ['aix-market --help', 'aix-market inspect small.aix'] as const) {
    const within = rows[name].median < BUDGET_MS;
    console.log(`${within ? 'PASS' : 'OVER'} ${name}: budget ${BUDGET_MS} ms`);
  }
  if (process.platform !== 'linux') return;
  const compiled = await idleRss([SERVER_MAIN], idle);
  const tsx = await idleRss(['--import', 'tsx', 'server/main.ts'], idle);
  console.log(
    `idle server RSS after ${idle} s: bundled ${compiled.toFixed(0)} MB, tsx ${tsx.toFixed(0)} MB (×${(compiled / tsx).toFixed(2)})`,
  );
  fs.rmSync(path.dirname(aix), { recursive: true, force: true });
}
