/**
 * Build-time only (Vite plugin, run by Node): writes `file.br` and `file.gz` beside
 * every textual file of the web build, so the server hands out bytes compressed once
 * at the highest settings (@fastify/static `preCompressed`) instead of compressing
 * the same bundle again on every request.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

/** Text and text-like files; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|wasm|txt|xml|webmanifest)$/;
/** The server's dynamic threshold: below it compression costs more than it saves. */
export const MIN_BYTES = 1024;

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap(entry => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/** Writes the siblings of each compressible file; returns how many files got them. */
export function precompressDir(dir: string): number {
  let count = 0;
  for (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const bytes = fs.readFileSync(file);
    if (bytes.length < MIN_BYTES) continue;
    const brotli = zlib.brotliCompressSync(bytes, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    });
    const gzip = zlib.gzipSync(bytes, { level: zlib.constants.Z_BEST_COMPRESSION });
    // A sibling that saves nothing would only cost a header; the original is served instead.
    if (brotli.length < bytes.length) fs.writeFileSync(`${file}.br`, brotli);
    if (gzip.length < bytes.length) fs.writeFileSync(`${file}.gz`, gzip);
    count += 1;
  }
  return count;
}

export function precompressAssets(): Plugin {
  let outDir = '';
  let skip = false;
  return {
    name: 'aix:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      // A server-side bundle is imported by Node, never sent to a browser.
      skip = Boolean(config.build.ssr);
    },
    closeBundle() {
      if (skip) return;
      const count = precompressDir(outDir);
      this.info(`precompressed ${count} files (.br, .gz)`);
    },
  };
}
