/**
 * Build-time only (Vite, run by Node): the warnings of our renderer builds that are
 * known and harmless, each named with why, so the build output shows only warnings
 * that need someone. Everything not listed here passes through unchanged.
 */
import type { Rolldown } from 'vite';

interface HarmlessLog {
  why: string;
  matches(log: Rolldown.RolldownLog): boolean;
}

const fromPackage = (id: string | undefined, name: string) =>
  (id ?? '').replaceAll('\\', '/').includes(`/node_modules/${name}/`);

export const HARMLESS_LOGS: readonly HarmlessLog[] = [
  {
    why:
      "web-tree-sitter (curlconverter's bash parser) evaluates its own Emscripten glue " +
      'with direct eval; it is not minified away and runs on /curl-to-blocks only',
    matches: log => log.code === 'EVAL' && fromPackage(log.id, 'web-tree-sitter'),
  },
  {
    why:
      'web-tree-sitter imports fs and path on its Node branch only; in the browser ' +
      'it fetches its .wasm instead, so the empty browser stubs are never called',
    matches: log =>
      log.plugin === 'rolldown:vite-resolve' &&
      /^Module "(fs|path)" has been externalized for browser compatibility, imported by "[^"]*\/node_modules\/web-tree-sitter\//.test(
        log.message.replaceAll('\\', '/'),
      ),
  },
];

export const isHarmlessLog = (log: Rolldown.RolldownLog) =>
  HARMLESS_LOGS.some(harmless => harmless.matches(log));

/** `build.rolldownOptions.onLog`: drops the logs above, hands on the rest. */
export function quietHarmlessLogs(
  level: Rolldown.LogLevel,
  log: Rolldown.RolldownLog,
  handler: Rolldown.LogOrStringHandler,
): void {
  if (!isHarmlessLog(log)) handler(level, log);
}
