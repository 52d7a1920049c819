/** Pieces of the explore bench: the bench server process, the cold pass, server stats. */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

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
  const caches = ['rankings', 'cards', 'counts', 'facets'].map(name => {
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
