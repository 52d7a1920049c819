/** Drives one route with autocannon, rotating request bodies, and sums up the result. */
import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
  bytesPerResponse: number;
}

export async function drive(options: {
  url: string;
  bodies: readonly string[];
  connections: number;
  seconds: number;
}): Promise<LoadResult> {
  let next = 0;
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.seconds,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    requests: [
      {
        setupRequest: request => {
          const body = options.bodies[next % options.bodies.length];
          next += 1;
          return { ...request, body };
        },
      },
    ],
  });
  const requests = result.requests.total;
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests,
    non2xx: result.non2xx,
    errors: result.errors,
    bytesPerResponse: requests > 0 ? Math.round(result.throughput.total / requests) : 0,
  };
}

export function describe(label: string, result: LoadResult): string {
  return `${label.padEnd(22)} ${result.requestsPerSecond.toFixed(0).padStart(7)} req/s   p50 ${String(result.p50).padStart(4)} ms   p99 ${String(result.p99).padStart(4)} ms   ${result.requests} requests, ${result.non2xx} non-2xx, ${result.errors} errors, ~${result.bytesPerResponse} B/response`;
}
