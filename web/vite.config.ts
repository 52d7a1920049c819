import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { quietHarmlessLogs } from './build-logs.ts';
import { curlToBlocksAssets } from './curl-assets.ts';
import { precompressAssets } from './precompress.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const outDir = fileURLToPath(new URL('../dist/web', import.meta.url));
const publicDir = fileURLToPath(new URL('../build/public', import.meta.url));

export default defineConfig({
  root,
  publicDir,
  plugins: [react(), curlToBlocksAssets(), precompressAssets()],
  build: {
    outDir,
    emptyOutDir: true,
    // scripts/bundle-size.ts reads .vite/manifest.json to find what the first load pulls in.
    manifest: true,
    target: 'es2022',
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
    },
  },
});
