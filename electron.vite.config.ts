import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';
import react from '@vitejs/plugin-react';
import { quietHarmlessLogs } from './web/build-logs';
import { curlToBlocksAssets } from './web/curl-assets';
import { iconSpritePlugin } from './web/icon-sprite';

// Explicit entries: electron-vite only discovers src/main, src/preload and src/renderer by itself.
export default defineConfig({
  main: {
    build: {
      outDir: 'out/main',
      rolldownOptions: { input: { index: resolve(__dirname, 'main/index.ts') } },
    },
  },
  preload: {
    build: {
      outDir: 'out/preload',
      rolldownOptions: {
        input: { index: resolve(__dirname, 'preload/index.ts') },
        // One CommonJS file that requires only electron, so the sandbox can stay on.
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: resolve(__dirname, 'renderer'),
    publicDir: resolve(__dirname, 'build/public'),
    // The studio's renderer converts curl too: the same wasm and Blockly media at its root.
    plugins: [react(), curlToBlocksAssets(), iconSpritePlugin()],
    build: {
      outDir: resolve(__dirname, 'out/renderer'),
      target: 'es2022',
      rolldownOptions: {
        input: { index: resolve(__dirname, 'renderer/index.html') },
        onLog: quietHarmlessLogs,
      },
    },
  },
});
