/** Build-time only (Vite plugin, run by Node): shared by the web and the studio renderer builds. */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * Files the /curl-to-blocks screen loads from the site root, copied from node_modules at
 * build time (and served in dev) instead of committing 1.5 MB of binaries: curlconverter's
 * browser parser fetches /tree-sitter.wasm and /tree-sitter-bash.wasm, and Blockly reads
 * its cursors and sprites from a local media path so nothing is fetched from its CDN.
 */
export function curlToBlocksAssets(): Plugin {
  const fromModules = (file: string) =>
    fileURLToPath(new URL(`../node_modules/${file}`, import.meta.url));
  const files = new Map<string, string>([
    ['tree-sitter.wasm', fromModules('web-tree-sitter/tree-sitter.wasm')],
    ['tree-sitter-bash.wasm', fromModules('curlconverter/dist/tree-sitter-bash.wasm')],
  ]);
  const media = fromModules('blockly/media');
  for (const name of fs.readdirSync(media).filter(name => !name.endsWith('.mp3'))) {
    files.set(`blockly-media/${name}`, `${media}/${name}`);
  }
  return {
    name: 'aix:curl-to-blocks-assets',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const source = files.get((request.url ?? '').split('?')[0]?.slice(1) ?? '');
        if (!source) return next();
        if (source.endsWith('.wasm'))
          response.setHeader('Content-Type', 'application/wasm');
        response.end(fs.readFileSync(source));
      });
    },
    generateBundle() {
      for (const [fileName, source] of files) {
        this.emitFile({ type: 'asset', fileName, source: fs.readFileSync(source) });
      }
    },
  };
}
