import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { quietHarmlessLogs } from './build-logs.ts';
import { curlToBlocksAssets } from './curl-assets.ts';
import { alwaysLoaded, firstLoadChunks } from './chunk-groups.ts';
import { iconSpritePlugin } from './icon-sprite.ts';
import { inlineBoot } from './inline-boot.ts';
import { precompressAssets } from './precompress.ts';
import { routerPruning } from './router-pruning.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const outDir = fileURLToPath(new URL('../dist/web', import.meta.url));
const publicDir = fileURLToPath(new URL('../build/public', import.meta.url));
/**
 * The server-render module (`vite build --ssr entry-server.tsx`, see package.json's
 * build:web) goes beside the client bundle, never into dist/server (esbuild's
 * server bundle) nor into dist/web (served to the public as static files).
 */
const ssrOutDir = fileURLToPath(new URL('../dist/web-ssr', import.meta.url));

export default defineConfig(({ isSsrBuild }) => ({
  root,
  publicDir: isSsrBuild ? false : publicDir,
  plugins: isSsrBuild
    ? [react()]
    : [
        react(),
        inlineBoot(),
        iconSpritePlugin(),
        routerPruning(),
        curlToBlocksAssets(),
        firstLoadChunks(),
        precompressAssets(),
      ],
  build: {
    outDir: isSsrBuild ? ssrOutDir : outDir,
    emptyOutDir: true,
    // scripts/bundle-size.ts reads .vite/manifest.json to find what the first load pulls in.
    manifest: !isSsrBuild,
    target: 'es2022',
    // No modulepreload polyfill in the first load (issue 18): every browser the build
    // targets but Safari 16 preloads natively, and there the chunks still arrive
    // through their imports, one step later.
    modulePreload: {
      polyfill: false,
      // A lazy chunk's list of what to preload with it leaves out the chunks every
      // page has already run (the entry's own: vendor, shell, Rolldown's runtime):
      // the lists are part of the shell (issue 18).
      resolveDependencies: (_file, deps) => deps.filter(dep => !alwaysLoaded(dep)),
    },
    reportCompressedSize: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: { onLog: quietHarmlessLogs },
  },
  server: {
    port: 5173,
    proxy: {
      '/private': 'http://localhost:8787',
      '/authenticated': 'http://localhost:8787',
      '/api': 'http://localhost:8787',
      '/admin': 'http://localhost:8787',
      '/.well-known/aix-market-': 'http://localhost:8787',
    },
  },
}));
