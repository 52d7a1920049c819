/**
 * `npm run bench -- download [--duration S] [--connections C]`
 *
 * A 5 MB .aix through a signed download link (the real route: link check, order
 * and version lookup, storage head, streamed body with Content-Disposition and
 * ETag) at 50 connections, against the ceiling: the same server sending the same
 * bytes from the same disk with @fastify/static. Target: at least 0.8 of the
 * ceiling's throughput, with the server's memory flat (streamed, never buffered).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { stopServer } from './harness';

const TARGET_RATIO = 0.8;
const MB = 1024 * 1024;

interface Ready {
  child: ChildProcess;
  base: string;
  link: string;
  ceiling: string;
  size: number;
}

function start(dataDir: string): Promise<Ready> {
  const entry = path.join(import.meta.dirname, 'download-server.ts');
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      RATE_LIMIT_SCALE: '1000',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /READY (\d+) (\S+) (\S+) (\d+)/.exec(output);
      if (match) {
        resolve({
          child,
          base: `http://127.0.0.1:${match[1]}`,
          link: match[2] ?? '',
          ceiling: match[3] ?? '',
          size: Number(match[4]),
        });
      }
    });
    child.on('exit', code => reject(new Error(`bench server exited with ${code}`)));
  });
}

async function rss(base: string): Promise<number> {
  const response = await fetch(`${base}/bench/stats`);
  return ((await response.json()) as { rss: number }).rss;
}

/** Samples the server's RSS every 200 ms until stopped; answers the peak. */
function watchMemory(base: string) {
  let peak = 0;
  let running = true;
  const done = (async () => {
    while (running) {
      peak = Math.max(peak, await rss(base).catch(() => 0));
      await new Promise(resolve => setTimeout(resolve, 200));
    }
  })();
  return async () => {
    running = false;
    await done;
    return peak;
  };
}

async function drive(url: string, connections: number, seconds: number, size: number) {
  const result = await autocannon({ url, connections, duration: seconds, method: 'GET' });
  const mbPerSecond = result.throughput.average / MB;
  return {
    requestsPerSecond: result.requests.average,
    mbPerSecond,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    complete:
      Math.abs(result.throughput.total / Math.max(1, result.requests.total) - size) <
      2048,
  };
}

const line = (label: string, r: Awaited<ReturnType<typeof drive>>) =>
  `${label.padEnd(16)} ${r.requestsPerSecond.toFixed(1).padStart(7)} req/s  ${r.mbPerSecond.toFixed(0).padStart(5)} MB/s  p99 ${r.p99} ms  ${r.non2xx} non-2xx, ${r.errors} errors${r.complete ? '' : ', SHORT BODIES'}`;

export async function run(args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: { duration: { type: 'string' }, connections: { type: 'string' } },
  });
  const seconds = Number(values.duration ?? 10);
  const connections = Number(values.connections ?? 50);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aix-bench-download-'));
  const server = await start(dataDir);
  try {
    console.log(
      `file ${(server.size / MB).toFixed(2)} MB, ${connections} connections, ${seconds} s each`,
    );
    // Warm both paths (JIT, page cache) before measuring.
    await drive(`${server.base}${server.link}`, 4, 1, server.size);
    await drive(`${server.base}${server.ceiling}`, 4, 1, server.size);
    const before = await rss(server.base);
    const stopLink = watchMemory(server.base);
    const link = await drive(
      `${server.base}${server.link}`,
      connections,
      seconds,
      server.size,
    );
    const linkPeak = await stopLink();
    const stopCeiling = watchMemory(server.base);
    const ceiling = await drive(
      `${server.base}${server.ceiling}`,
      connections,
      seconds,
      server.size,
    );
    const ceilingPeak = await stopCeiling();
    const after = await rss(server.base);
    console.log(line('signed link', link));
    console.log(line('@fastify/static', ceiling));
    const ratio = link.mbPerSecond / Math.max(ceiling.mbPerSecond, 1e-9);
    console.log(
      `ratio ${ratio.toFixed(2)} of the ceiling (target ${TARGET_RATIO}): ${ratio >= TARGET_RATIO ? 'met' : 'below target'}`,
    );
    console.log(
      `server RSS: ${(before / MB).toFixed(0)} MB before, peak ${(linkPeak / MB).toFixed(0)} MB during the link run (${(ceilingPeak / MB).toFixed(0)} MB during the ceiling), ${(after / MB).toFixed(0)} MB after; growth over the link run ${((linkPeak - before) / MB).toFixed(0)} MB`,
    );
  } finally {
    await stopServer(server.child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
