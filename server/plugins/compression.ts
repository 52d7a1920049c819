/**
 * Compresses what the server writes per request (JSON, server-rendered HTML):
 * brotli when the client takes it, gzip otherwise. Brotli runs at a low quality
 * because it runs on every response; the web build's files were compressed once at
 * the highest settings (web/precompress.ts) and are served as they are, so their
 * routes are left out here. Registered before any route: @fastify/compress attaches
 * itself to routes as they are declared.
 */
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import fp from 'fastify-plugin';
import fastifyCompress from '@fastify/compress';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Text the browser reads; images, archives and .aix files are compressed already. */
export const COMPRESSIBLE_TYPE =
  /^(?:text\/(?!event-stream)|application\/(?:json|javascript|xml|wasm)|image\/svg\+xml)|\+json(?:;|$)/;

/** Below this many bytes the headers outweigh the saving. */
export const COMPRESS_THRESHOLD = 1024;

/**
 * Quality 6 costs what 4 does here (1.5 ms for a 130 KB page) and writes 8-9% less:
 * the listing's page is 15.0 KB instead of 16.4 KB. 7 and above cost several times more.
 */
const BROTLI_QUALITY = 6;

// Lower case: @fastify/compress looks for exactly this spelling before adding its own.
function addVary(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  const current = Array.isArray(vary) ? vary.join(', ') : String(vary ?? '');
  if (/(?:^|,)\s*(?:accept-encoding|\*)\s*(?:,|$)/i.test(current)) return;
  reply.header('vary', current ? `${current}, accept-encoding` : 'accept-encoding');
}

/** br when the client lists it (and not with q=0), else gzip, else nothing. */
export function pickEncoding(accept: string | undefined): 'br' | 'gzip' | undefined {
  const offered = new Map<string, number>();
  for (const part of (accept ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map(p => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    offered.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const wants = (name: string) => (offered.get(name) ?? offered.get('*') ?? 0) > 0;
  if (wants('br')) return 'br';
  if (wants('gzip')) return 'gzip';
  return undefined;
}

/**
 * Fastify's not-found handler is not a route, so @fastify/compress never sees it; the
 * page fallback (the app shell or the server-rendered page) goes out through it.
 */
function compressUnrouted(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
) {
  const type = reply.getHeader('content-type');
  if (typeof type !== 'string' || !COMPRESSIBLE_TYPE.test(type)) return payload;
  if (reply.hasHeader('content-encoding') || request.method === 'HEAD') return payload;
  const encoding = pickEncoding(request.headers['accept-encoding']);
  if (!encoding) return payload;
  if (typeof payload === 'string' || Buffer.isBuffer(payload)) {
    if (Buffer.byteLength(payload) < COMPRESS_THRESHOLD) return payload;
    reply.header('content-encoding', encoding);
    const body = Buffer.from(payload);
    const compressed =
      encoding === 'br'
        ? zlib.brotliCompressSync(body, {
            params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY },
          })
        : zlib.gzipSync(body);
    reply.header('content-length', compressed.length);
    return compressed;
  }
  if (payload instanceof Readable) {
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    const zip =
      encoding === 'br'
        ? zlib.createBrotliCompress({
            params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY },
          })
        : zlib.createGzip();
    payload.on('error', error => zip.destroy(error));
    return payload.pipe(zip);
  }
  return payload;
}

export const compressionPlugin = fp(
  async app => {
    app.addHook('onRoute', route => {
      // @fastify/static marks its file routes with config.file; their bytes come
      // precompressed from the build (or are not worth compressing).
      const config: unknown = route.config;
      if (typeof config === 'object' && config !== null && 'file' in config) {
        route.compress ??= false;
      }
    });
    // Every textual answer varies with Accept-Encoding, also when it went out plain
    // (too small, or asked for without compression): a shared cache must not hand a
    // plain copy to everybody, nor a compressed one to a client that cannot read it.
    app.addHook('onSend', async (request, reply, payload) => {
      const type = reply.getHeader('content-type');
      if (typeof type === 'string' && COMPRESSIBLE_TYPE.test(type)) addVary(reply);
      return request.is404 ? compressUnrouted(request, reply, payload) : payload;
    });
    await app.register(fastifyCompress, {
      encodings: ['br', 'gzip'],
      threshold: COMPRESS_THRESHOLD,
      customTypes: COMPRESSIBLE_TYPE,
      brotliOptions: {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY },
      },
      zlibOptions: { level: 6 },
    });
  },
  { name: 'compression' },
);
