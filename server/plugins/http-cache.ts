/**
 * HTTP caching of the public catalogue reads (an extension, trending, totals, counts,
 * a maker's profile, exchange rates): every answer carries an ETag and a short
 * Cache-Control with stale-while-revalidate, and a client that already holds the
 * same bytes gets 304 without a body. Routes opt in with `config.publicCache`;
 * everything else (sessions, writes, errors) is never marked cacheable.
 *
 * Not @fastify/etag: it tags every reply of every method and status, including
 * signed-in answers and errors, and cannot be limited to chosen routes.
 */
import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A public GET whose answer is the same for everybody: ETag, 304 and a short shared cache. */
    publicCache?: boolean;
  }
}

/**
 * Fresh for 30 s, then served stale for up to 5 minutes while a cache fetches the
 * new copy: catalogue numbers that lag half a minute are fine, a slow page is not.
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=30, stale-while-revalidate=300';

/**
 * Weak because the same bytes go out brotli, gzip or plain (the tag is taken
 * before compression); a weak tag still answers If-None-Match.
 */
export function weakEtag(body: string | Buffer): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** If-None-Match compares weakly (RFC 9110 §13.1.2): `W/` prefixes do not count. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return header.split(',').some(tag => tag.trim() === '*' || opaque(tag) === wanted);
}

function revalidate(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return payload;
  if (reply.statusCode !== 200) return payload;
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
  const etag = weakEtag(payload);
  reply.header('etag', etag).header('cache-control', PUBLIC_CACHE_CONTROL);
  if (!matchesIfNoneMatch(request.headers['if-none-match'], etag)) return payload;
  reply.code(304).removeHeader('content-length');
  return '';
}

export const httpCachePlugin = fp(
  async app => {
    // A global hook runs before the per-route hooks @fastify/compress adds, so the
    // tag is taken from the plain bytes and 304s skip compression altogether.
    app.addHook('onSend', async (request, reply, payload) =>
      request.routeOptions.config.publicCache
        ? revalidate(request, reply, payload)
        : payload,
    );
  },
  { name: 'http-cache' },
);
