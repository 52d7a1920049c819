/**
 * Build-time only (Vite plugin, run by Node): puts web/boot.ts into index.html's
 * head as an inline classic script, bundled and minified by esbuild. A script
 * file would be fetched before the first paint (a module script is fetched as
 * soon as it is seen), and a phone's first visit waited for that round trip and
 * the next one for its imports (issue 18). The server allows the script by its
 * hash in the CSP (server/plugins/web.ts `inlineScriptSources`), so the policy
 * still forbids every other inline script.
 */
import { fileURLToPath } from 'node:url';
import { buildSync } from 'esbuild';
import type { Plugin } from 'vite';

const BOOT = fileURLToPath(new URL('./boot.ts', import.meta.url));

/** web/boot.ts as one self-contained classic script (no import or export). */
export function bootScript(entry: string = BOOT): string {
  const result = buildSync({
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    logLevel: 'silent',
  });
  const file = result.outputFiles[0];
  if (!file) throw new Error(`esbuild wrote nothing for ${entry}`);
  // `</script` inside the code would end the element early.
  return file.text.trim().replace(/<\/(script)/gi, '<\\/$1');
}

/** Where index.html wants it: after the charset and viewport, before any stylesheet. */
export const BOOT_MARKER = '<!-- web/boot.ts -->';

export function withInlineBoot(html: string, script: string): string {
  if (!html.includes(BOOT_MARKER)) {
    throw new Error(`index.html has no ${BOOT_MARKER} to put the boot script at`);
  }
  // A stylesheet before it would hold the script, and the parser, until it loaded.
  return html.replace(BOOT_MARKER, () => `<script>${script}</script>`);
}

export function inlineBoot(): Plugin {
  return {
    name: 'aix:inline-boot',
    transformIndexHtml: {
      order: 'pre',
      handler: html => withInlineBoot(html, bootScript()),
    },
  };
}
