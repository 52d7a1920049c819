/**
 * `npm run bench -- <name> [options]`: runs one benchmark of scripts/bench/.
 *   explore [--postgres] [--extensions N] [--duration S]   listing vs. framework ceiling
 *   growth [--postgres] [--sizes 10000,100000] [--runs N]   cold/warm reads at growing catalogue sizes, stall probe
 *   aix-corpus [--dir D] [--rounds N] [--json]              time and peak memory to inspect ../shared/corpus/aix (or D)
 *   aix-loop [--entries N]                                  longest event-loop block while reading a large .aix
 *   download [--duration S] [--connections C]               5 MB .aix via a signed link vs @fastify/static
 *   start [--runs N] [--idle S]                             command line start time and idle server RSS, bundled vs tsx
 *   web [--extension slug]                                  Lighthouse mobile+desktop on /, an extension page and a static reference
 */
const BENCHES: Record<string, () => Promise<{ run(args: string[]): Promise<void> }>> = {
  explore: () => import('./explore'),
  growth: () => import('./growth'),
  'aix-corpus': () => import('./aix-corpus'),
  'aix-loop': () => import('./aix-loop'),
  download: () => import('./download'),
  start: () => import('./start'),
  web: () => import('./web'),
};

async function main(): Promise<void> {
  const [name, ...args] = process.argv.slice(2);
  const load = name ? BENCHES[name] : undefined;
  if (!load) {
    console.error(
      `Usage: npm run bench -- <${Object.keys(BENCHES).join('|')}> [options]`,
    );
    process.exit(2);
  }
  const bench = await load();
  await bench.run(args);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
