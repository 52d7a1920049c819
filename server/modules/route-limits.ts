/** Per-route rate limits (requests per minute per address), scaled by config.rateLimitScale. */
import type { RateLimitOptions } from '@fastify/rate-limit';

export interface RouteLimitOptions {
  rateLimitScale: number;
}

export function perMinute(max: number, options: RouteLimitOptions): RateLimitOptions {
  return {
    max: Math.max(1, Math.round(max * options.rateLimitScale)),
    timeWindow: '1 minute',
  };
}
